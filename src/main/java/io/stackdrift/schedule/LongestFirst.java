package io.stackdrift.schedule;

import io.stackdrift.report.StackEntry;
import io.stackdrift.report.StackStatus;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;

/**
 * The order in which {@code detect} starts its plans (contract §3 "Scheduling"), and reconcile its
 * ready applies (§2): longest expected duration first, so a long plan never starts last and leaves
 * the other workers idle. Stacks with no known duration start first (they may be the longest of
 * all); ties keep run order.
 */
public final class LongestFirst {
  /** Nothing known: plans start in run order. */
  public static final LongestFirst RUN_ORDER = new LongestFirst(Map.of(), ExpectedPeaks.NONE);

  private static final String TIMED_OUT = "plan timed out";

  private final Map<String, Long> expectedMs;
  private final ExpectedPeaks peaks;

  private LongestFirst(Map<String, Long> expectedMs, ExpectedPeaks peaks) {
    this.expectedMs = Map.copyOf(expectedMs);
    this.peaks = peaks;
  }

  /** The memory the same report's plans peaked at, for the memory budget. */
  public ExpectedPeaks peaks() {
    return peaks;
  }

  /**
   * The durations a previous report knows: a stack's plan took {@code durationMs} when it ended
   * converged or drifted, or at least that long when it timed out. Other failures and pending
   * roots say nothing about a plan's length. Stack ids compare case-insensitively.
   */
  public static LongestFirst from(List<StackEntry> previous) {
    Map<String, Long> known = new HashMap<>();
    for (StackEntry e : previous) {
      if (e != null && e.stackId() != null && isKnown(e)) {
        known.put(key(e.stackId()), e.durationMs());
      }
    }
    return new LongestFirst(known, ExpectedPeaks.from(previous));
  }

  private static boolean isKnown(StackEntry e) {
    return e.status() == StackStatus.CONVERGED || e.status() == StackStatus.DRIFTED
        || e.status() == StackStatus.FAILED && e.detail() != null && e.detail().startsWith(TIMED_OUT);
  }

  /** How many stacks have a known duration. */
  public int known() {
    return expectedMs.size();
  }

  /** {@code inRunOrder} in the order to start: unknown first, then by descending duration; ties in run order. */
  public <T> List<T> order(List<T> inRunOrder, Function<T, String> stackId) {
    List<T> out = new ArrayList<>(inRunOrder);
    // a stable sort keeps run order among equals
    out.sort(Comparator.comparingLong((T t) -> -expected(stackId.apply(t))));
    return out;
  }

  /** The stack's known duration in milliseconds, null when the report does not know it. */
  public Long knownMs(String stackId) {
    Long ms = stackId == null ? null : expectedMs.get(key(stackId));
    return ms == null ? null : Math.max(0, ms);
  }

  /** Unknown sorts before every known duration. */
  private long expected(String stackId) {
    Long ms = knownMs(stackId);
    return ms == null ? Long.MAX_VALUE : ms;
  }

  private static String key(String stackId) {
    return stackId.toLowerCase(Locale.ROOT);
  }
}
