package io.stackdrift.cli;

/** Exit codes (contract §8). */
final class ExitCodes {
  static final int OK = 0;
  static final int FAILURE = 1;
  static final int DRIFTED = 2;
  static final int UNKNOWN = 3;
  static final int INTERRUPTED = 130;
  static final int TERMINATED = 143;
  static final int HUNG_UP = 129;

  private ExitCodes() {}

  /** The --detailed-exitcode code of an overall status. */
  static int of(io.stackdrift.report.OverallStatus status) {
    return switch (status) {
      case CLEAN -> OK;
      case DRIFTED -> DRIFTED;
      case UNKNOWN -> UNKNOWN;
    };
  }
}
