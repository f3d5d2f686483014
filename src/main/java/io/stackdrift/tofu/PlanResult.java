package io.stackdrift.tofu;

import java.time.Duration;

/**
 * The result of planning one stack. {@code exitCode} is set when the plan process exited;
 * {@code failure} says what went wrong when it did not run to an exit (or init failed);
 * {@code stderrTail} is the end of stderr, already redacted.
 */
public record PlanResult(End end, Integer exitCode, PlanFacts facts, String stderrTail, String failure,
    Duration duration) {

  public enum End { EXITED, TIMED_OUT, CANCELLED, SPAWN_FAILED, INIT_FAILED }
}
