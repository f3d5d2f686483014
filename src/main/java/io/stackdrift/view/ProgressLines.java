package io.stackdrift.view;

import io.stackdrift.config.Durations;
import io.stackdrift.config.Sizes;
import io.stackdrift.report.StackEntry;
import java.time.Duration;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * The progress lines on stderr: detect's per-stack, live and heartbeat lines, and reconcile's
 * per-apply line.
 */
public final class ProgressLines {
  /** Back to the start of the line and clear it: the live line redraws in place. */
  public static final String CLEAR_LINE = "\r\u001B[2K";

  /** The heartbeat names this many plans; a CI log line naming 40 stacks is read by nobody. */
  static final int HEARTBEAT_NAMED = 5;

  /** A plan still running: its stack's path relative to the workspace root, and how long it has run. */
  public record Running(String path, Duration elapsed) {}

  private ProgressLines() {}

  /** One finished plan, when stderr is not a terminal: {@code stackdrift: [3/40] drifted  stacks/db (2s)}. */
  public static String planned(StackEntry entry, int done, int total) {
    // concatenated, not formatted: one line per stack, 100,000 of them in a large workspace
    return "stackdrift: [" + done + "/" + total + "] " + padded(entry.status().json(), 12) + " "
        + TerminalText.line(StackNames.label(entry)) + " (" + HumanView.duration(entry.durationMs()) + ")";
  }

  /**
   * The live line on a terminal: {@code [12/40] 2 running · 1 drifted · 0 failed · 00:14}, and
   * {@code · 3 wait for memory} while plans wait for the memory budget.
   */
  public static String live(int done, int total, int running, int drifted, int failed, long seconds,
      int waitingForMemory) {
    return String.format(Locale.ROOT, CLEAR_LINE + "[%d/%d] %d running · %d drifted · %d failed · %02d:%02d", done,
        total, running, drifted, failed, seconds / 60, seconds % 60)
        + (waitingForMemory > 0 ? " · " + waitingForMemory + " wait for memory" : "");
  }

  /** Off a terminal, once a run: plans wait because the running ones fill the memory budget. */
  public static String memoryWait(int plans, long inUse, long budget) {
    return "stackdrift: " + plans + (plans == 1 ? " plan waits" : " plans wait") + " for memory: the running "
        + "plans are expected to hold " + Sizes.format(inUse) + " of the " + Sizes.format(budget)
        + " budget (--memory-budget)";
  }

  /**
   * Off a terminal, while plans run ({@code running} not empty): {@code stackdrift: [3/40] still
   * running: stacks/db (1m12s), stacks/app (45s) and 4 more}, the longest running first (ties by
   * path, so the line does not shuffle between beats), whole seconds.
   */
  public static String heartbeat(int done, int total, List<Running> running) {
    List<Running> longest = running.stream()
        .sorted(Comparator.comparing(Running::elapsed).reversed().thenComparing(Running::path)).toList();
    StringBuilder line = new StringBuilder("stackdrift: [").append(done).append('/').append(total)
        .append("] still running: ");
    int named = Math.min(HEARTBEAT_NAMED, longest.size());
    for (int i = 0; i < named; i++) {
      Running r = longest.get(i);
      line.append(i == 0 ? "" : ", ").append(TerminalText.line(r.path())).append(" (")
          .append(Durations.format(Duration.ofSeconds(Math.max(0, r.elapsed().toSeconds())))).append(')');
    }
    if (longest.size() > named) {
      line.append(" and ").append(longest.size() - named).append(" more");
    }
    return line.toString();
  }

  /** One finished apply: {@code stackdrift: [1/3] converged stacks/db (41s)}; {@code stack} is its path. */
  public static String applied(String status, String stack, long durationMs, int done, int total) {
    return String.format(Locale.ROOT, "stackdrift: [%d/%d] %-9s %s (%s)", done, total, status,
        TerminalText.line(stack), HumanView.duration(durationMs));
  }

  /** Left-aligned in {@code width} columns, as {@code %-Ns} would be. */
  private static String padded(String text, int width) {
    return text.length() >= width ? text : text + " ".repeat(width - text.length());
  }
}
