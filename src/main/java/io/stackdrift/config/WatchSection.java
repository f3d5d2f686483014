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
        t.choice("heal", defaults.heal()),
        healAttempts(t, defaults.healAttempts()));
  }

  /** At least one heal is tried before a stack that does not converge is left alone (contract §16). */
  private static int healAttempts(ConfigTable t, int fallback) {
    int n = t.nonNegativeInt("heal_attempts", fallback);
    if (n < 1) {
      t.problem("heal_attempts", "watch.heal_attempts must be at least 1: how many heals in a row may leave a stack "
          + "not converged and healthy before it is stalled");
      return fallback;
    }
    return n;
  }
}
