package io.stackdrift.state;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.report.DriftReport;
import io.stackdrift.report.OverallStatus;
import io.stackdrift.report.StackEntry;
import io.stackdrift.report.StackStatus;
import io.stackdrift.report.StatusChange;
import io.stackdrift.status.ReportAssembly;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The one rule for what a run changed: history, since, --events-on-change and the run event. */
public class StatusChangesTest {
  private static final List<String> WORKSPACE = List.of("core", "app", "edge");

  @Test
  void aFirstSightingIsAChangeFromNothing() {
    StatusChanges.Outcome o = new StatusChanges(KnownState.EMPTY).apply(
        report("T1", Map.of("core", StackStatus.CONVERGED)), WORKSPACE);
    assertEquals(List.of(new StatusChange("T1", "core", null, "converged")), o.changes());
    assertEquals("T1", o.report().stacks().get(0).since());
    assertEquals(new KnownState.Known("converged", "T1", "T1"), o.next().stacks().get("core"));
    assertTrue(o.overallChanged(), "the first run of a selection");
  }

  @Test
  void anUnchangedStatusKeepsItsSinceAndIsNoChange() {
    KnownState last = known(Map.of("core", new KnownState.Known("drifted", "T0", "T1")));
    StatusChanges changes = new StatusChanges(last);
    assertFalse(changes.changed("core", "drifted"));
    assertTrue(changes.changed("core", "converged"));
    assertTrue(changes.changed("app", "converged"), "a stack seen for the first time");

    StatusChanges.Outcome o = changes.apply(report("T2", Map.of("core", StackStatus.DRIFTED)), WORKSPACE);
    assertEquals(List.of(), o.changes());
    assertEquals("T0", o.report().stacks().get(0).since());
    assertEquals(new KnownState.Known("drifted", "T0", "T2"), o.next().stacks().get("core"));
  }

  @Test
  void aFilteredRunLeavesTheStacksItDidNotCheckAsTheyWere() {
    StatusChanges.Outcome full = new StatusChanges(KnownState.EMPTY).apply(
        report("T1", Map.of("core", StackStatus.CONVERGED, "app", StackStatus.DRIFTED)), WORKSPACE);
    StatusChanges.Outcome filtered = new StatusChanges(full.next()).apply(
        report("T2", Map.of("core", StackStatus.CONVERGED)), WORKSPACE);
    assertEquals(List.of(), filtered.changes());
    assertEquals(new KnownState.Known("drifted", "T1", "T1"), filtered.next().stacks().get("app"),
        "app was not checked: its status, since and last check stay");

    StatusChanges.Outcome again = new StatusChanges(filtered.next()).apply(
        report("T3", Map.of("core", StackStatus.CONVERGED, "app", StackStatus.DRIFTED)), WORKSPACE);
    assertEquals(List.of(), again.changes(), "nothing is new to the full run after a filtered one");
    assertEquals("T1", again.report().stacks().get(1).since());
    assertFalse(again.anyChange());
  }

  @Test
  void aStackIsRemovedOnlyWhenItLeftTheWorkspace() {
    KnownState last = known(Map.of("core", new KnownState.Known("converged", "T0", "T0"),
        "gone", new KnownState.Known("drifted", "T0", "T0")));
    StatusChanges.Outcome o = new StatusChanges(last).apply(report("T1", Map.of()), WORKSPACE);
    assertEquals(List.of(new StatusChange("T1", "gone", "drifted", null)), o.changes());
    assertEquals(Map.of("core", new KnownState.Known("converged", "T0", "T0")), o.next().stacks());
    assertTrue(o.anyChange());
  }

  @Test
  void theOverallStatusIsComparedWithTheLastRunOverTheSameSelection() {
    Map<String, StackStatus> all = Map.of("core", StackStatus.CONVERGED, "app", StackStatus.DRIFTED);
    StatusChanges.Outcome full = new StatusChanges(KnownState.EMPTY).apply(report("T1", all), WORKSPACE);
    StatusChanges.Outcome filtered = new StatusChanges(full.next()).apply(
        report("T2", Map.of("core", StackStatus.CONVERGED)), WORKSPACE);
    assertEquals(OverallStatus.CLEAN, filtered.report().status());
    assertTrue(filtered.overallChanged(), "a selection's first run");
    StatusChanges.Outcome again = new StatusChanges(filtered.next()).apply(report("T3", all), WORKSPACE);
    assertFalse(again.overallChanged(), "drifted, as the last full run was, whatever ran in between");
    StatusChanges.Outcome healed = new StatusChanges(again.next()).apply(
        report("T4", Map.of("core", StackStatus.CONVERGED, "app", StackStatus.CONVERGED)), WORKSPACE);
    assertTrue(healed.overallChanged());
  }

  @Test
  void onlyTheMostRecentSelectionsAreRemembered() {
    Map<String, KnownState.KnownRun> runs = new HashMap<>();
    for (int i = 0; i < StatusChanges.MAX_SELECTIONS; i++) {
      runs.put("sha256:" + i, new KnownState.KnownRun("clean", String.format("T%02d", i)));
    }
    KnownState last = new KnownState(Map.of(), runs);
    StatusChanges.Outcome o = new StatusChanges(last).apply(report("T99", Map.of("core", StackStatus.CONVERGED)),
        WORKSPACE);
    assertEquals(StatusChanges.MAX_SELECTIONS, o.next().selections().size());
    assertFalse(o.next().selections().containsKey("sha256:0"), "the oldest is forgotten");
  }

  @Test
  void anApplySinceTheRunBeforeIsOnTheNextLineAndEveryReportAfter() {
    String a = "a".repeat(40);
    String b = "b".repeat(40);
    KnownState last = new KnownState(Map.of("core", new KnownState.Known("drifted", "2026-12-01T10:00:00Z",
        "2026-12-01T10:00:00Z")), Map.of(StatusChanges.selectionKey(List.of("core")),
        new KnownState.KnownRun("drifted", "2026-12-01T10:00:00Z"))).withApplied(Map.of("core", b),
        "2026-12-01T10:00:00.500Z");
    DriftReport drifted = report("2026-12-01T10:01:00Z", Map.of("core", StackStatus.DRIFTED)).toBuilder()
        .source(new DriftReport.Source(a, "main", false, null, null)).build();

    StatusChanges.Outcome o = new StatusChanges(last).apply(drifted, WORKSPACE);
    assertEquals(1, o.changes().size(), "the heal gets a line though the status stayed: " + o.changes());
    assertEquals(b, o.changes().get(0).appliedRevision());
    assertEquals("drifted", o.changes().get(0).from());
    assertTrue(o.changes().get(0).onlyApplied());
    assertFalse(o.anyChange(), "an apply whose stack stayed as it was is history, not news");
    assertEquals(b, o.report().stacks().get(0).appliedRevision());

    DriftReport converged = report("2026-12-01T10:02:00Z", Map.of("core", StackStatus.CONVERGED)).toBuilder()
        .source(new DriftReport.Source(a, "main", false, null, null)).build();
    StatusChanges.Outcome after = new StatusChanges(o.next()).apply(converged, WORKSPACE);
    assertEquals(null, after.changes().get(0).appliedRevision(), "the apply was told once");
    assertEquals(b, after.report().stacks().get(0).appliedRevision(), "the state keeps it across runs");
    assertEquals(new KnownState.Revisions(b, "2026-12-01T10:00:00.500Z", null, "2026-12-01T10:02:00Z", a, a),
        after.next().revisionsOf("core"));
  }

  @Test
  void aDirtyOrDegradedConvergedRunKeepsTheLastHealthyRevision() {
    String a = "a".repeat(40);
    KnownState last = new KnownState(Map.of("core", new KnownState.Known("converged", "T0", "T0")), Map.of(),
        Map.of("core", new KnownState.Revisions(null, null, null, "T0", a, a)));
    DriftReport dirty = report("T1", Map.of("core", StackStatus.CONVERGED)).toBuilder()
        .source(new DriftReport.Source("c".repeat(40), "main", true, null, null)).build();
    StatusChanges.Outcome o = new StatusChanges(last).apply(dirty, WORKSPACE);
    assertEquals(new KnownState.Revisions(null, null, null, "T1", "c".repeat(40), a), o.next().revisionsOf("core"));
    assertEquals(null, o.report().stacks().get(0).appliedRevision());
    assertEquals(List.of(), o.changes());
  }

  @Test
  void aRunThatDoesNotRecordStillTellsItsConfigCauses() {
    KnownState last = new KnownState(Map.of(), Map.of(), Map.of("core",
        new KnownState.Revisions(null, null, null, "2026-11-29T00:00:00Z", null, null)));
    DriftReport shard = report("2026-12-01T00:00:00Z", Map.of("core", StackStatus.DRIFTED, "app", StackStatus.DRIFTED));
    shard = shard.withStacks(shard.stacks().stream().map(e -> e.toBuilder()
        .driftCause(io.stackdrift.report.DriftCause.CONFIG)
        .changedAt(new StackEntry.ChangedAt("3f2a1bc", "2026-11-30T10:00:00Z")).build()).toList());
    DriftReport told = new StatusChanges(last).told(shard);
    assertEquals("code changed in 3f2a1bc, 2026-11-30, not applied since", told.stacks().get(0).detail());
    assertEquals(io.stackdrift.report.ConfigCause.AHEAD, told.stacks().get(1).detail(), "app: never seen converged");
    assertEquals(null, told.stacks().get(0).since(), "nothing else of a recording");
  }

  private static KnownState known(Map<String, KnownState.Known> stacks) {
    return new KnownState(stacks, Map.of());
  }

  /** A report of the given stacks in the workspace's order, its overall status by the rules of §6. */
  public static DriftReport report(String at, Map<String, StackStatus> statuses) {
    List<StackEntry> entries = new ArrayList<>();
    for (String id : WORKSPACE) {
      if (statuses.containsKey(id)) {
        entries.add(StackEntry.builder().stackId(id).role("workload").moduleRef(id).siteRef("lab").nodeRef("node-1")
            .runtimeRoot(id).status(statuses.get(id)).planExitCode(0).durationMs(10).runIndex(entries.size()).build());
      }
    }
    return ReportAssembly.derive(DriftReport.builder().planHash("sha256:0").stackId("workspace").detectedAt(at)
        .stacks(entries).build()).toBuilder().counts(null).build();
  }
}
