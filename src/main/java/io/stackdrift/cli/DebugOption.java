package io.stackdrift.cli;

import picocli.CommandLine.Option;
import picocli.CommandLine.ScopeType;

/** {@code --debug}: stack traces for failures that are normally reported in one line. */
final class DebugOption {
  static volatile boolean enabled;

  @Option(names = "--debug", scope = ScopeType.INHERIT,
      description = "Show stack traces and internal details of failures.")
  void set(boolean value) {
    enabled = value;
  }
}
