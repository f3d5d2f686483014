package io.stackdrift.config;


/**
 * Where a run tells what it does and what went wrong, for the command that prints it: warnings and
 * errors as diagnostics (the one printer shows them), and notices, plain lines about the run such as
 * "watch cycle 2" or a self-heal result. The engine never prints.
 */
public interface RunLog {
  void diagnostic(Diagnostic diagnostic);

  /** A line about the run, shown as {@code stackdrift: <line>} after escaping. */
  void notice(String line);

  default void warn(String message) {
    diagnostic(Diagnostic.warning(message));
  }

  /** Drops everything: for tests and callers without a terminal. */
  RunLog NONE = new RunLog() {
    @Override
    public void diagnostic(Diagnostic diagnostic) {}

    @Override
    public void notice(String line) {}
  };
}
