package io.stackdrift.tofu;

import io.stackdrift.fs.JudgedPlan;
import java.time.Duration;

/**
 * The result of planning one stack. {@code exitCode} is set when the plan process exited;
 * {@code failure} says what went wrong when it did not run to an exit (or init failed);
 * {@code stderrTail} is the end of stderr, already redacted; {@code shown} is what the saved plan
 * said of its attributes (null: no plan was saved, or it showed no changes); {@code peakRssBytes}
 * the peak resident memory of the plan's process tree (0: not known). A saved plan that shows changes
 * is {@code judged}: the private copy that was shown and may be applied; where there is none,
 * {@code notJudged} says why (both null when no plan was saved or it shows no changes).
 */
public record PlanResult(End end, Integer exitCode, PlanFacts facts, String stderrTail, String failure,
    Duration duration, ShownPlan shown, long peakRssBytes, JudgedPlan judged, String notJudged) {

  public enum End { EXITED, TIMED_OUT, CANCELLED, SPAWN_FAILED, INIT_FAILED }

  public PlanResult(End end, Integer exitCode, PlanFacts facts, String stderrTail, String failure,
      Duration duration) {
    this(end, exitCode, facts, stderrTail, failure, duration, null, 0, null, null);
  }

  /** A plan that was never started, {@code failure} saying why (its stack's run environment did not evaluate). */
  public static PlanResult notRun(String failure) {
    return new PlanResult(End.SPAWN_FAILED, null, PlanStream.NO_FACTS, "", failure, Duration.ZERO);
  }

  PlanResult withShown(ShownPlan value, Duration total) {
    return new PlanResult(end, exitCode, facts, stderrTail, failure, total, value, peakRssBytes, judged, notJudged);
  }

  PlanResult withJudged(JudgedPlan plan, String why) {
    return new PlanResult(end, exitCode, facts, stderrTail, failure, duration, shown, peakRssBytes, plan, why);
  }

  PlanResult withPeak(long bytes) {
    return new PlanResult(end, exitCode, facts, stderrTail, failure, duration, shown, Math.max(peakRssBytes, bytes),
        judged, notJudged);
  }
}
