package io.stackdrift.publish;

import io.stackdrift.report.RunOutcome;

/**
 * Something a finished run is handed to after its report is complete and kept: a report file, stdout,
 * notifications. The outputs of a run are one list, built once from the flags and the configuration
 * and published in order; the run event closes the event stream after the last of them.
 */
@FunctionalInterface
public interface RunOutput {
  /**
   * Publishes the run; false when the output failed in a way that must fail the run (a requested file
   * that could not be written: exit code 1). An output whose failure must not change the exit code
   * (a notification) reports it as a warning and returns true.
   */
  boolean publish(RunOutcome run);

  /** Whether the output needs the state directory's history in the outcome (read only when one does). */
  default boolean usesHistory() {
    return false;
  }
}
