package io.stackdrift.tofu;

import java.time.Duration;

/**
 * The result of planning one stack. {@code exitCode} is set when the plan process exited;
 * {@code failure} says what went wrong when it did not run to an exit (or init failed);
 * {@code stderrTail} is the end of stderr, already redacted; {@code shown} is what the saved plan
 * said of its attributes (null: no plan was saved, or it showed no changes).
 */
public record PlanResult(End end, Integer exitCode, PlanFacts facts, String stderrTail, String failure,
    Duration duration, ShownPlan shown) {

  public enum End { EXITED, TIMED_OUT, CANCELLED, SPAWN_FAILED, INIT_FAILED }

  public PlanResult(End end, Integer exitCode, PlanFacts facts, String stderrTail, String failure,
      Duration duration) {
    this(end, exitCode, facts, stderrTail, failure, duration, null);
  }

  PlanResult withShown(ShownPlan value, Duration total) {
    return new PlanResult(end, exitCode, facts, stderrTail, failure, total, value);
  }
}
