package io.stackdrift.cli;

import io.stackdrift.config.Diagnostic;
import io.stackdrift.config.RunLog;
import io.stackdrift.view.TerminalText;
import java.io.PrintWriter;

/** A run's warnings and notices on stderr: diagnostics through the one printer, notices escaped. */
final class CliLog implements RunLog {
  private final PrintWriter err;

  CliLog(PrintWriter err) {
    this.err = err;
  }

  @Override
  public void diagnostic(Diagnostic diagnostic) {
    Diagnostics.print(err, diagnostic);
  }

  @Override
  public void notice(String line) {
    err.println("stackdrift: " + TerminalText.line(line));
  }
}
