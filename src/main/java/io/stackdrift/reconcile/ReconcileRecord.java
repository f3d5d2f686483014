package io.stackdrift.reconcile;

import io.stackdrift.report.DriftReport;
import io.stackdrift.report.ReconcileResult;
import io.stackdrift.report.StackEntry;
import io.stackdrift.report.StatusChange;
import io.stackdrift.state.StatusChanges;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * What a reconcile leaves in the history: the detect after the applies is recorded like any run,
 * and every stack it applied has a line naming who applied it, even when the last recorded run
 * had not yet seen the drift (then the line goes from what the detect before the applies found).
 * So {@code history} never shows a stack drifted that a reconcile fixed, nor a fix without a name.
 */
public final class ReconcileRecord {
  private ReconcileRecord() {}

  /**
   * @param recorded the detect after the applies, compared with the last known state
   * @param before the detect the targets came from
   * @param by who applied, as user@host
   */
  public static StatusChanges.Outcome of(StatusChanges.Outcome recorded, DriftReport before,
      List<ReconcileResult> results, String by) {
    Set<String> applied = results.stream().filter(r -> r.outcome() == ReconcileResult.Outcome.SUCCEEDED)
        .map(ReconcileResult::stackId).collect(Collectors.toSet());
    Map<String, String> revisions = appliedRevisions(results);
    if (applied.isEmpty()) {
      return recorded;
    }
    Map<String, StackEntry> found = before.stacks().stream()
        .collect(Collectors.toMap(StackEntry::stackId, Function.identity(), (a, b) -> a));
    List<StatusChange> changes = new ArrayList<>();
    Set<String> named = new HashSet<>();
    for (StatusChange c : recorded.changes()) {
      boolean ours = applied.contains(c.stackId()) && named.add(c.stackId());
      changes.add(ours ? withRevision(fromWhatWasFound(c, found.get(c.stackId())).reconciled(by), revisions) : c);
    }
    for (StackEntry after : recorded.report().stacks()) {
      String id = after.stackId();
      if (applied.contains(id) && named.add(id)) {
        StackEntry was = found.get(id);
        changes.add(new StatusChange(recorded.report().detectedAt(), id, was == null ? null : was.status().json(),
            after.status().json(), null, null).judging(recorded.report().source()).reconciled(by)
            .applied(revisions.get(id)));
      }
    }
    return new StatusChanges.Outcome(recorded.report(), List.copyOf(changes), recorded.next(),
        recorded.overallChanged());
  }

  /**
   * The revision each succeeded apply ran from (contract §14), by stack: what the state records as
   * its {@code appliedRevision}; none outside git.
   */
  public static Map<String, String> appliedRevisions(List<ReconcileResult> results) {
    Map<String, String> out = new HashMap<>();
    for (ReconcileResult r : results) {
      if (r.outcome() == ReconcileResult.Outcome.SUCCEEDED && r.appliedRevision() != null) {
        out.put(r.stackId(), r.appliedRevision());
      }
    }
    return out;
  }

  /** The line names the revision applied, when the state did not already give it one. */
  private static StatusChange withRevision(StatusChange c, Map<String, String> revisions) {
    return c.appliedRevision() != null ? c : c.applied(revisions.get(c.stackId()));
  }

  /** A first sighting of an applied stack starts from what the detect before the applies found. */
  private static StatusChange fromWhatWasFound(StatusChange c, StackEntry was) {
    if (c.from() != null || was == null) {
      return c;
    }
    return new StatusChange(c.time(), c.stackId(), was.status().json(), c.to(), c.driftCause(), c.perpetual(),
        c.revision(), c.dirty(), c.health(), c.reconciledBy(), c.appliedRevision());
  }
}
