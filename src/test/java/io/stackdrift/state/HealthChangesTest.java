package io.stackdrift.state;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.report.DriftReport;
import io.stackdrift.report.Health;
import io.stackdrift.report.OverallStatus;
import io.stackdrift.report.StackEntry;
import io.stackdrift.report.StackStatus;
import io.stackdrift.report.StatusChange;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A stack's health change is news (contract §16): a history line, a change for notifications and events. */
class HealthChangesTest {
  private static final List<String> WORKSPACE = List.of("app");

  @Test
  void aHealthChangeWithoutAStatusChangeIsALineAndAChange() {
    StatusChanges.Outcome first = new StatusChanges(KnownState.EMPTY).apply(report("T1", Health.HEALTHY), WORKSPACE);
    assertEquals(List.of(new StatusChange("T1", "app", null, "converged").withHealth("healthy")), first.changes());
    StatusChanges.Outcome second = new StatusChanges(first.next()).apply(report("T2", Health.DEGRADED), WORKSPACE);
    assertEquals(List.of(new StatusChange("T2", "app", "converged", "converged").withHealth("degraded")),
        second.changes());
    assertTrue(second.anyChange(), "notifications on change count it");
    assertEquals("T1", second.report().stacks().get(0).since(), "the status did not change");
    assertTrue(new StatusChanges(first.next()).healthChanged("app", "degraded"), "events on change pass it");
    StatusChanges.Outcome same = new StatusChanges(second.next()).apply(report("T3", Health.DEGRADED), WORKSPACE);
    assertEquals(List.of(), same.changes());
    assertFalse(same.anyChange());
  }

  @Test
  void unknownKeepsTheLastKnownHealth() {
    StatusChanges.Outcome first = new StatusChanges(KnownState.EMPTY).apply(report("T1", Health.HEALTHY), WORKSPACE);
    StatusChanges.Outcome unknown = new StatusChanges(first.next()).apply(report("T2", Health.UNKNOWN), WORKSPACE);
    assertEquals(List.of(), unknown.changes(), "a check known only after apply is no news");
    assertEquals("healthy", unknown.next().stacks().get("app").health());
    StatusChanges.Outcome degraded = new StatusChanges(unknown.next()).apply(report("T3", Health.DEGRADED), WORKSPACE);
    assertEquals(1, degraded.changes().size(), "told against the last known health");
  }

  @Test
  void aStateFromBeforeHealthTellsNoHealthChange() {
    KnownState old = new KnownState(java.util.Map.of("app", new KnownState.Known("converged", "T0", "T0")),
        java.util.Map.of());
    StatusChanges.Outcome o = new StatusChanges(old).apply(report("T1", Health.DEGRADED), WORKSPACE);
    assertEquals(List.of(), o.changes());
    assertEquals("degraded", o.next().stacks().get("app").health());
  }

  private static DriftReport report(String at, Health health) {
    StackEntry e = StackEntry.builder().stackId("app").status(StackStatus.CONVERGED).health(health).build();
    return DriftReport.builder().detectedAt(at).status(OverallStatus.CLEAN).stacks(List.of(e)).build();
  }
}
