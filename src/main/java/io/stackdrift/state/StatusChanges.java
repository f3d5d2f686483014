package io.stackdrift.state;

import io.stackdrift.report.ConfigCause;
import io.stackdrift.report.DriftReport;
import io.stackdrift.report.Health;
import io.stackdrift.report.Sha256;
import io.stackdrift.report.StackEntry;
import io.stackdrift.report.StackStatus;
import io.stackdrift.report.StatusChange;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What a run changed against the last known state, decided in this one place for the history, the
 * {@code since} of each stack, {@code --events-on-change} and the run event. A stack changed when its
 * status differs from its last known one or it is seen for the first time; a line is written too when
 * only its health changed (contract §16), and that counts as a change for notifications. A run updates only the
 * stacks it checked: a stack it did not select keeps its status and since, and counts as removed
 * only when it is no longer in the workspace.
 */
public final class StatusChanges {
  /** Selections remembered for their overall status; the oldest are forgotten first. */
  static final int MAX_SELECTIONS = 32;

  private final KnownState last;

  public StatusChanges(KnownState last) {
    this.last = last;
  }

  /** The run's changes, the report with each stack's since, and the state to keep for the next run. */
  public record Outcome(DriftReport report, List<StatusChange> changes, KnownState next, boolean overallChanged) {
    /** Whether any stack's status or the overall status changed: the run event's {@code changed}. */
    public boolean anyChange() {
      return overallChanged || changes.stream().anyMatch(c -> !c.onlyApplied());
    }
  }

  /**
   * Whether a stack whose health is now {@code health} has another health than it last had (contract
   * §16); a stack whose last health is not known (first seen, or a state from before health) has not.
   */
  public boolean healthChanged(String stackId, String health) {
    KnownState.Known before = last.stacks().get(stackId);
    return before != null && before.health() != null && health != null && !before.health().equals(health);
  }

  /**
   * A stack's health as the state keeps it: healthy or degraded; unknown (a plan that gave no answer)
   * is no news, so the last known health is kept through it and a change is told against that.
   */
  static String known(StackEntry e) {
    return e.health() == null || e.health() == Health.UNKNOWN ? null : e.health().json();
  }

  /**
   * The report with each {@code config} cause told against the last known state (contract §14), for
   * a run that does not record (a shard's): what {@link #apply} does to the entries, and no more.
   */
  public DriftReport told(DriftReport report) {
    return report.withStacks(report.stacks().stream().map(this::told).toList());
  }

  private StackEntry told(StackEntry e) {
    KnownState.Revisions r = last.revisionsOf(e.stackId());
    return ConfigCause.told(e, r.convergedAt(), r.convergedRevision());
  }

  /** Whether a stack whose status is now {@code status} changed since the last known state. */
  public boolean changed(String stackId, String status) {
    KnownState.Known before = last.stacks().get(stackId);
    return before == null || !before.status().equals(status);
  }

  /**
   * Compares a run's report with the last known state.
   *
   * @param workspaceStackIds every stack of the workspace, selected or not: the others are kept
   */
  public Outcome apply(DriftReport report, Collection<String> workspaceStackIds) {
    String at = report.detectedAt();
    Map<String, KnownState.Known> next = new HashMap<>();
    Map<String, KnownState.Revisions> revisions = new HashMap<>(last.revisions());
    List<StatusChange> changes = new ArrayList<>();
    List<StackEntry> stacks = new ArrayList<>();
    for (StackEntry e : report.stacks()) {
      String status = e.status().json();
      String health = known(e);
      KnownState.Known before = last.stacks().get(e.stackId());
      boolean changed = changed(e.stackId(), status);
      String since = changed || before.since() == null || before.since().isEmpty() ? at : before.since();
      KnownState.Revisions known = revisions(e, report, at);
      boolean applied = known.appliedUntold();
      known = known.told();
      if (!known.equals(KnownState.Revisions.NONE)) {
        revisions.put(e.stackId(), known);
      }
      stacks.add(told(e).toBuilder().since(since)
          .appliedRevision(known.appliedRevision()).build());
      next.put(e.stackId(), new KnownState.Known(status, since, at,
          health != null || before == null ? health : before.health()));
      boolean news = changed || healthChanged(e.stackId(), health);
      if (news || applied) {
        // a line that tells only an apply says no health: its health did not change
        changes.add(new StatusChange(at, e.stackId(), before == null ? null : before.status(), status,
            e.driftCause() == null ? null : e.driftCause().json()).judging(report.source())
            .withHealth(news ? health : null).applied(applied ? known.appliedRevision() : null));
      }
    }
    Set<String> inWorkspace = Set.copyOf(workspaceStackIds);
    last.stacks().forEach((id, known) -> {
      if (next.containsKey(id)) {
        return;
      }
      if (inWorkspace.contains(id)) {
        next.put(id, known);
      } else {
        changes.add(new StatusChange(at, id, known.status(), null).judging(report.source()));
      }
    });
    String selection = selectionKey(report.stacks().stream().map(StackEntry::stackId).toList());
    KnownState.KnownRun lastRun = last.selections().get(selection);
    boolean overallChanged = lastRun == null || !lastRun.status().equals(report.status().json());
    Map<String, KnownState.KnownRun> runs = new HashMap<>(last.selections());
    runs.put(selection, new KnownState.KnownRun(report.status().json(), at));
    forgetOldest(runs);
    revisions.keySet().removeIf(id -> !next.containsKey(id));
    return new Outcome(report.withStacks(stacks), List.copyOf(changes), new KnownState(next, runs, revisions),
        overallChanged);
  }

  /**
   * A stack's revisions after this run: a converged stack records when; a converged and healthy one
   * judged at a clean revision records that revision, the one a stalled heal's warning points back to.
   */
  private KnownState.Revisions revisions(StackEntry e, DriftReport report, String at) {
    KnownState.Revisions r = last.revisionsOf(e.stackId());
    if (e.status() != StackStatus.CONVERGED) {
      return r;
    }
    DriftReport.Source source = report.source();
    boolean cleanRevision = source != null && !source.dirty() && source.revision() != null;
    return r.converged(at, source == null ? null : source.revision(),
        cleanRevision && e.health() != Health.DEGRADED ? source.revision() : null);
  }

  /** sha256 of the selected stack ids in run order, one per line: the same stacks, the same key. */
  public static String selectionKey(List<String> stackIds) {
    return "sha256:" + Sha256.hex(String.join("\n", stackIds));
  }

  private static void forgetOldest(Map<String, KnownState.KnownRun> runs) {
    while (runs.size() > MAX_SELECTIONS) {
      runs.entrySet().stream().min(Comparator.comparing((Map.Entry<String, KnownState.KnownRun> r) -> r.getValue().at())
          .thenComparing(Map.Entry::getKey)).map(Map.Entry::getKey).ifPresent(runs::remove);
    }
  }
}
