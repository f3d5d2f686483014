package io.stackdrift.config;

/** {@code [identity]}: the names a report gives the workspace and its stacks by default. */
final class IdentitySection {
  private IdentitySection() {}

  static Config.Identity read(ConfigTable top, Config.Identity defaults) {
    ConfigTable t = top.table("identity");
    t.allow(ConfigKeys.names("identity"));
    return new Config.Identity(
        t.string("stack_id", defaults.stackId()),
        t.string("site", defaults.site()),
        t.string("node", defaults.node()));
  }
}
