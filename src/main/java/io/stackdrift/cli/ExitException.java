package io.stackdrift.cli;

/** Ends the command with this exit code and, when not empty, this message on stderr. */
final class ExitException extends RuntimeException {
  private final int code;

  ExitException(int code, String message) {
    super(message);
    this.code = code;
  }

  static ExitException usage(String message) {
    return new ExitException(ExitCodes.FAILURE, message);
  }

  int code() {
    return code;
  }
}
