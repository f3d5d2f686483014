package io.stackdrift.config;

/** {@code [watch]}: the loop's pace and how much self-heal may do. */
final class WatchSection {
  private WatchSection() {}

  static Config.Watch read(ConfigTable top, Config.Watch defaults) {
    ConfigTable t = top.table("watch");
    t.allow(ConfigKeys.names("watch"));
    return new Config.Watch(
        t.duration("interval", defaults.interval(), true),
        t.duration("jitter", defaults.jitter(), false),
        t.nonNegativeInt("max_targets", defaults.maxTargets()),
        t.choice("heal", defaults.heal()));
  }
}
