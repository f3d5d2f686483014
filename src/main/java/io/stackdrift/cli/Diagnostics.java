package io.stackdrift.cli;

import io.stackdrift.config.ConfigurationException;
import io.stackdrift.config.Diagnostic;
import io.stackdrift.view.TerminalText;
import java.io.PrintWriter;
import java.nio.file.Path;

/**
 * The one printer of errors and warnings: {@code stackdrift: error: file:line:column: message} and
 * {@code stackdrift: warning: file:line:column: message}, one line each, escaped for the terminal.
 */
final class Diagnostics {
  private Diagnostics() {}

  /** Files are shown relative to the current directory, where the user can open them from. */
  static void print(PrintWriter err, Diagnostic d) {
    String where = d.render(Path.of("").toAbsolutePath());
    err.println("stackdrift: " + d.severity().word() + ": " + TerminalText.line(where));
  }

  static void print(PrintWriter err, Iterable<Diagnostic> diagnostics) {
    diagnostics.forEach(d -> print(err, d));
  }

  static void print(PrintWriter err, ConfigurationException e) {
    print(err, e.problems());
  }

  /** A warning about the run itself, tied to no file. */
  static void warn(PrintWriter err, String message) {
    print(err, Diagnostic.warning(message));
  }
}
