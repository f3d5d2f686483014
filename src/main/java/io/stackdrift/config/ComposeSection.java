package io.stackdrift.config;

import java.util.List;

/** {@code [[compose]]}: the Compose projects whose containers are checked, and their owning stacks. */
final class ComposeSection {
  private ComposeSection() {}

  static List<Config.Compose> read(ConfigTable top) {
    return top.tables("compose").stream().map(ComposeSection::project).toList();
  }

  private static Config.Compose project(ConfigTable t) {
    t.allow(ConfigKeys.names("compose"));
    String project = t.string("project", "");
    String file = t.string("file", "");
    if (project.isBlank() && file.isBlank()) {
      t.problem("project", "a [[compose]] entry needs a project name or a file");
    }
    return new Config.Compose(project, file, t.string("stack", ""));
  }
}
