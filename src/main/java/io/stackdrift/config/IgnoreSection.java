package io.stackdrift.config;

import java.util.List;

/** {@code [[ignore]]}: resource changes that do not count as drift, each with its reason. */
final class IgnoreSection {
  private IgnoreSection() {}

  static List<Config.Ignore> read(ConfigTable top) {
    return top.tables("ignore").stream().map(IgnoreSection::rule).toList();
  }

  private static Config.Ignore rule(ConfigTable t) {
    t.allow(ConfigKeys.names("ignore"));
    String address = t.required("address", "a resource address glob such as \"aws_autoscaling_group.*\"");
    String reason = t.required("reason", "why these changes may be ignored");
    return new Config.Ignore(t.string("stack", "").strip(), t.string("tags", "").strip(), address, reason,
        t.date("until"), t.lineOf("address"));
  }
}
