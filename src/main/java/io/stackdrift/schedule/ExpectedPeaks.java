package io.stackdrift.schedule;

import io.stackdrift.report.StackEntry;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * What a stack's plan is expected to hold in memory (docs/detect.md, "Limits"): its peak in the last
 * report, else the median of the peaks that report knows, else {@link #DEFAULT_BYTES}. A plan
 * that exceeds its expectation is not stopped; the next run learns its figure.
 */
public final class ExpectedPeaks {
  /** A plan with a cloud provider (the AWS provider peaks around 600 MB here); small plans learn theirs. */
  public static final long DEFAULT_BYTES = 512L << 20;
  public static final ExpectedPeaks NONE = new ExpectedPeaks(Map.of());

  private final Map<String, Long> peaks;
  private final long fallback;

  private ExpectedPeaks(Map<String, Long> peaks) {
    this.peaks = Map.copyOf(peaks);
    this.fallback = median(peaks);
  }

  /** The peaks of a previous report's stacks (ids compare case-insensitively). */
  public static ExpectedPeaks from(List<StackEntry> previous) {
    Map<String, Long> known = new HashMap<>();
    for (StackEntry e : previous) {
      if (e != null && e.stackId() != null && e.peakRssBytes() != null && e.peakRssBytes() > 0) {
        known.put(key(e.stackId()), e.peakRssBytes());
      }
    }
    return new ExpectedPeaks(known);
  }

  /** The bytes the stack's plan is expected to peak at. */
  public long of(String stackId) {
    Long known = stackId == null ? null : peaks.get(key(stackId));
    return known != null ? known : fallback;
  }

  private static long median(Map<String, Long> peaks) {
    if (peaks.isEmpty()) {
      return DEFAULT_BYTES;
    }
    List<Long> sorted = new ArrayList<>(peaks.values());
    sorted.sort(null);
    return sorted.get(sorted.size() / 2);
  }

  private static String key(String stackId) {
    return stackId.toLowerCase(Locale.ROOT);
  }
}
