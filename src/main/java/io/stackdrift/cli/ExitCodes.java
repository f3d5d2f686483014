package io.stackdrift.cli;

/** Exit codes (contract §8). */
final class ExitCodes {
  static final int OK = 0;
  static final int FAILURE = 1;
  static final int DRIFTED = 2;
  static final int UNKNOWN = 3;
  /** --fail-on-degraded: a run with a degraded stack (contract §16); never without the flag or setting. */
  static final int DEGRADED = 4;
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

  /**
   * The code of a completed run: with {@code detailed}, a drifted or unknown run's code comes first
   * (sync is what --detailed-exitcode asks about); then, with {@code failOnDegraded}, 4 for a run whose
   * health is degraded; else 0. Health never changes the sync codes.
   */
  static int of(io.stackdrift.report.DriftReport report, boolean detailed, boolean failOnDegraded) {
    int sync = detailed ? of(report.status()) : OK;
    if (sync != OK || !failOnDegraded) {
      return sync;
    }
    return report.health() == io.stackdrift.report.Health.DEGRADED ? DEGRADED : OK;
  }
}
