package io.stackdrift.engine;

import io.stackdrift.fs.StateDirectory;
import io.stackdrift.report.DriftReport;
import io.stackdrift.report.StackEntry;
import io.stackdrift.report.StackStatus;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

/**
 * The self-heal policy of {@code watch} (opt-in): which stacks of a drifted cycle may be
 * reconciled, never while paused, never more than {@code watch.max_targets} at once, and not a
 * stack still backing off after a failed reconcile (doubling from the interval, up to an hour).
 */
public final class SelfHeal {
  public static final String PAUSED_FILE = "paused";
  static final Duration MAX_BACKOFF = Duration.ofHours(1);

  /** What to do this cycle: the stacks to heal, or why nothing is healed. */
  public record Decision(Set<String> stacks, String skipped) {}

  private final int maxTargets;
  private final Duration firstBackoff;
  private final Map<String, Instant> notBefore = new HashMap<>();
  private final Map<String, Duration> backoff = new HashMap<>();

  public SelfHeal(int maxTargets, Duration interval) {
    this.maxTargets = maxTargets;
    this.firstBackoff = interval.compareTo(MAX_BACKOFF) > 0 ? MAX_BACKOFF : interval;
  }

  public static boolean paused(StateDirectory stateDir) throws IOException {
    return stateDir.exists(PAUSED_FILE);
  }

  /**
   * Pauses self-heal for the workspace whose state is in {@code stateDir}; returns the pause file.
   * Written atomically, so a watch cycle checking it never sees a half-written reason.
   */
  public static Path pause(StateDirectory stateDir, String reason, Instant now) throws IOException {
    String why = reason == null || reason.isBlank() ? "" : ": " + reason;
    stateDir.write(PAUSED_FILE, "paused at " + now + why + "\n");
    return stateDir.file(PAUSED_FILE);
  }

  /** Resumes self-heal; false when it was not paused. */
  public static boolean resume(StateDirectory stateDir) throws IOException {
    return stateDir.delete(PAUSED_FILE);
  }

  /** Only stacks whose own plan drifted or whose containers drifted; never forced bystanders. */
  public Decision decide(DriftReport report, StateDirectory stateDir, Instant now) {
    try {
      if (paused(stateDir)) {
        return new Decision(Set.of(), "self-heal is paused (" + stateDir.file(PAUSED_FILE) + "; 'stackdrift resume')");
      }
    } catch (IOException e) {
      return new Decision(Set.of(), "cannot tell whether self-heal is paused, so nothing is healed: " + e.getMessage());
    }
    Set<String> owners = new LinkedHashSet<>();
    if (report.nativeFindings() != null) {
      report.nativeFindings().forEach(f -> {
        if (f.stack() != null && !f.stack().isEmpty()) {
          owners.add(f.stack());
        }
      });
    }
    Set<String> heal = new LinkedHashSet<>();
    Set<String> waiting = new LinkedHashSet<>();
    for (StackEntry e : report.stacks()) {
      boolean own = e.status() == StackStatus.DRIFTED || owners.contains(e.stackId());
      if (!own || report.reconcileTargets() == null || !report.reconcileTargets().contains(e.stackId())) {
        continue;
      }
      Instant after = notBefore.get(e.stackId());
      if (after != null && now.isBefore(after)) {
        waiting.add(e.stackId());
      } else {
        heal.add(e.stackId());
      }
    }
    if (heal.size() > maxTargets) {
      return new Decision(Set.of(), heal.size() + " stacks would be reconciled, more than watch.max_targets ("
          + maxTargets + "); reconcile them by hand");
    }
    String note = waiting.isEmpty() ? null : "backing off after a failed reconcile: " + String.join(", ", waiting);
    return new Decision(Set.copyOf(heal), heal.isEmpty() ? note : null);
  }

  /** Records a reconcile result: a failure doubles the stack's wait, a success clears it. */
  public void record(String stackId, boolean succeeded, Instant now) {
    if (succeeded) {
      backoff.remove(stackId);
      notBefore.remove(stackId);
      return;
    }
    Duration next = backoff.containsKey(stackId) ? backoff.get(stackId).multipliedBy(2) : firstBackoff;
    if (next.compareTo(MAX_BACKOFF) > 0) {
      next = MAX_BACKOFF;
    }
    backoff.put(stackId, next);
    notBefore.put(stackId, now.plus(next));
  }
}
