package io.stackdrift.config;

/** {@code [source]}: the branch a watch follows and how long a fetch of it may take (contract §14). */
final class SourceSection {
  private SourceSection() {}

  static Config.Source read(ConfigTable top, Config.Source defaults) {
    ConfigTable t = top.table("source");
    t.allow(ConfigKeys.names("source"));
    String follow = t.string("follow", defaults.follow()).strip();
    if (!follow.isEmpty()) {
      String problem = Config.Source.problem(follow);
      if (problem != null) {
        t.problem("follow", "source.follow: " + problem);
        follow = defaults.follow();
      }
    }
    return new Config.Source(follow, t.duration("fetch_timeout", defaults.fetchTimeout(), true));
  }
}
