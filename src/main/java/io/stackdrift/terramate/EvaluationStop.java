package io.stackdrift.terramate;

import io.stackdrift.config.Durations;
import io.stackdrift.eval.StepBudget;
import java.time.Duration;
import java.util.function.BooleanSupplier;

/**
 * What ends the evaluation of a stack's run environment before its end: the run's cancellation (a
 * signal, after which contract §8 wants the report written at once) and a time limit for one stack
 * (null: none), measured on the monotonic clock from the start of that stack's evaluation. The
 * evaluation asks now and then, through its step budget.
 */
public record EvaluationStop(BooleanSupplier cancelled, Duration timeout) {
  /** Nothing stops it but its own bounds. */
  public static final EvaluationStop NONE = new EvaluationStop(() -> false, null);

  /** A budget of {@code steps} for one stack, that stops when the run is cancelled or this stack's time is up. */
  public StepBudget budget(long steps, String exhausted) {
    if (timeout == null) {
      return new StepBudget(steps, exhausted, cancelled);
    }
    long start = System.nanoTime();
    long nanos = timeout.toNanos();
    return new StepBudget(steps, exhausted, () -> cancelled.getAsBoolean() || System.nanoTime() - start > nanos);
  }

  boolean isCancelled() {
    return cancelled.getAsBoolean();
  }

  /** Why a budget of this stop stopped. */
  public String why() {
    return isCancelled() ? "cancelled" : "evaluating the globals took longer than " + Durations.format(timeout)
        + " (detect.timeout, the time a plan of the stack may take)";
  }
}
