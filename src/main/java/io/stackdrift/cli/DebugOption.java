package io.stackdrift.cli;

import java.util.List;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine.ScopeType;

/**
 * {@code --debug}: stack traces for failures that are normally reported in one line. Read from the
 * parsed command line, never from global state, so one run's flag cannot leak into the next in the
 * same JVM.
 */
final class DebugOption {
  @Option(names = "--debug", scope = ScopeType.INHERIT,
      description = "Show stack traces and internal details of failures.")
  boolean enabled;

  /** Whether the command line of the command {@code spec} belongs to asked for {@code --debug}. */
  static boolean requested(CommandSpec spec) {
    return requested(spec.root().commandLine().getParseResult());
  }

  /** The option is inherited: it may be matched on the top-level command or on any subcommand. */
  static boolean requested(ParseResult parsed) {
    for (ParseResult p = parsed; p != null; p = p.subcommand()) {
      if (p.hasMatchedOption("--debug")) {
        return p.matchedOptionValue("--debug", Boolean.FALSE);
      }
    }
    return false;
  }

  /** For a failure outside picocli (the heap ran out before or after parsing): the raw arguments. */
  static boolean requested(List<String> args) {
    for (String arg : args) {
      if (arg.equals("--")) {
        return false;
      }
      if (arg.equals("--debug")) {
        return true;
      }
    }
    return false;
  }
}
