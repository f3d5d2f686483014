package io.stackdrift.cli;

import io.stackdrift.config.ConfigurationException;
import io.stackdrift.report.TerminalText;
import java.io.PrintWriter;
import java.nio.file.Path;

/** Prints a workspace's configuration errors, one {@code error: file:line:column: message} line each. */
final class ConfigurationErrors {
  private ConfigurationErrors() {}

  /** Files are shown relative to the current directory, where the user can open them from. */
  static void print(PrintWriter err, ConfigurationException e) {
    Path cwd = Path.of("").toAbsolutePath();
    e.problems().forEach(p -> err.println("error: " + TerminalText.line(p.render(cwd))));
  }
}
