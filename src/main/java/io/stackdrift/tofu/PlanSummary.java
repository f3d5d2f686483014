package io.stackdrift.tofu;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Resource counts of a plan: the {@code Plan: …} line or the {@code change_summary} message, with
 * the imports, forgets and action invocations (Terraform 1.14's {@code Actions: N to invoke.}).
 * Counts are 64-bit and never negative (contract §4).
 */
public record PlanSummary(long add, long change, long destroy, long imports, long forget, long actions) {
  public static final PlanSummary ZERO = new PlanSummary(0, 0, 0, 0, 0, 0);

  public PlanSummary {
    if (add < 0 || change < 0 || destroy < 0 || imports < 0 || forget < 0 || actions < 0) {
      throw new IllegalArgumentException("a plan count is negative");
    }
  }

  /** A plan without action invocations. */
  public PlanSummary(long add, long change, long destroy, long imports, long forget) {
    this(add, change, destroy, imports, forget, 0);
  }

  private static final Pattern ANSI = Pattern.compile("\u001B\\[[0-9;?]*[ -/]*[@-~]");
  private static final Pattern PLAN_LINE = Pattern.compile(
      "Plan: (?:(\\d+) to import, )?(\\d+) to add, (\\d+) to change, (\\d+) to destroy"
          + "(?:, (\\d+) to forget)?\\.(?: Actions: (\\d+) to invoke\\.)?");

  /** No resource is added, changed or destroyed (imports, forgets and actions aside). */
  public boolean isZero() {
    return add == 0 && change == 0 && destroy == 0;
  }

  /**
   * ParseSummary (contract §4): reads a plan's human output. ANSI colour codes are stripped; the
   * last line that is a {@code Plan: [N to import, ]N to add, N to change, N to destroy[, N to
   * forget].[ Actions: N to invoke.]} line gives the counts; without one, a line starting
   * {@code No changes.} gives zero; otherwise there is no summary (empty).
   */
  public static Optional<PlanSummary> parseSummary(String text) {
    if (text == null) {
      return Optional.empty();
    }
    PlanSummary last = null;
    boolean noChanges = false;
    for (String raw : text.split("\r?\n|\r")) {
      String line = stripAnsi(raw).strip();
      Matcher m = PLAN_LINE.matcher(line);
      if (m.matches() && fitsLong(m)) {
        last = new PlanSummary(num(m, 2), num(m, 3), num(m, 4), num(m, 1), num(m, 5), num(m, 6));
      } else if (line.startsWith("No changes.")) {
        noChanges = true;
      }
    }
    if (last != null) {
      return Optional.of(last);
    }
    return noChanges ? Optional.of(ZERO) : Optional.empty();
  }

  static String stripAnsi(String text) {
    return text.indexOf('\u001B') < 0 ? text : ANSI.matcher(text).replaceAll("");
  }

  /** Counts beyond 64 bits are not a real plan's: such a line is not a summary. */
  private static boolean fitsLong(Matcher m) {
    for (int g = 1; g <= m.groupCount(); g++) {
      String v = m.group(g);
      if (v != null && (v.length() > 19 || v.length() == 19 && v.compareTo(Long.toString(Long.MAX_VALUE)) > 0)) {
        return false;
      }
    }
    return true;
  }

  private static long num(Matcher m, int group) {
    String g = m.group(group);
    return g == null ? 0 : Long.parseLong(g);
  }
}
