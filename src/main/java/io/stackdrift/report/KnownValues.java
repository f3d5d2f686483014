package io.stackdrift.report;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;

/**
 * Values no output may show, found in a text in one pass whatever their number (a run of 10,000
 * stacks may bring as many run-environment values): each is looked up by its first characters, and
 * every place any of them covers is masked, overlaps joined, so no part of one survives because
 * another was masked first.
 */
final class KnownValues {
  /** Shorter values are not hidden (contract §9): they would mask common words. */
  static final int SHORTEST = 4;

  static final KnownValues NONE = new KnownValues(List.of());

  private final List<String> values;
  private final Map<String, List<String>> byStart = new HashMap<>();

  private KnownValues(List<String> values) {
    this.values = values;
    for (String value : values) {
      byStart.computeIfAbsent(value.substring(0, SHORTEST), k -> new ArrayList<>()).add(value);
    }
  }

  /** Those of {@code candidates} long enough to hide, once each. */
  static KnownValues of(Collection<String> candidates) {
    LinkedHashSet<String> kept = new LinkedHashSet<>();
    for (String value : candidates) {
      if (value != null && value.length() >= SHORTEST) {
        kept.add(value);
      }
    }
    return kept.isEmpty() ? NONE : new KnownValues(List.copyOf(kept));
  }

  KnownValues and(Collection<String> more) {
    List<String> all = new ArrayList<>(values);
    all.addAll(more);
    return of(all);
  }

  /** {@code text} with every stretch a value covers replaced by {@code mask}. */
  String mask(String text, String mask) {
    if (values.isEmpty() || text.length() < SHORTEST) {
      return text;
    }
    StringBuilder out = null;
    int copied = 0;
    int coveredTo = -1; // the end of the stretch being masked, or -1
    int coveredFrom = 0;
    for (int i = 0; i + SHORTEST <= text.length(); i++) {
      int end = longestAt(text, i);
      if (end < 0) {
        continue;
      }
      if (coveredTo >= i) { // overlaps or touches the stretch: one mask
        coveredTo = Math.max(coveredTo, end);
        continue;
      }
      if (coveredTo >= 0) {
        out = append(out, text, copied, coveredFrom, mask);
        copied = coveredTo;
      }
      coveredFrom = i;
      coveredTo = end;
    }
    if (coveredTo < 0) {
      return text;
    }
    out = append(out, text, copied, coveredFrom, mask);
    return out.append(text, coveredTo, text.length()).toString();
  }

  /** The end of the longest value that starts at {@code i}, or -1. */
  private int longestAt(String text, int i) {
    List<String> candidates = byStart.get(text.substring(i, i + SHORTEST));
    if (candidates == null) {
      return -1;
    }
    int end = -1;
    for (String value : candidates) {
      if (text.startsWith(value, i)) {
        end = Math.max(end, i + value.length());
      }
    }
    return end;
  }

  private static StringBuilder append(StringBuilder out, String text, int copied, int from, String mask) {
    StringBuilder to = out == null ? new StringBuilder(text.length()) : out;
    return to.append(text, copied, from).append(mask);
  }
}
