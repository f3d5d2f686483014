package io.stackdrift.config;

/** {@code [tools]}: which OpenTofu and Docker to run. */
final class ToolsSection {
  private ToolsSection() {}

  static Config.Tools read(ConfigTable top, Config.Tools defaults) {
    ConfigTable t = top.table("tools");
    t.allow(ConfigKeys.names("tools"));
    return new Config.Tools(
        t.string("tofu", defaults.tofu()),
        t.string("docker", defaults.docker()),
        t.string("cli_config", defaults.cliConfig()));
  }
}
