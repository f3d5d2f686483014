package io.stackdrift.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.report.DriftReport;
import io.stackdrift.report.OverallStatus;
import io.stackdrift.report.RunOutcome;
import io.stackdrift.report.StatusChange;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class ServedRunTest {
  private static final Instant NOW = Instant.parse("2026-12-02T03:00:00Z");

  @Test
  void theHistoryIsReadOnceThenEachRunsChangesAreAppended() {
    ServedRun served = new ServedRun(false);
    assertTrue(served.usesHistory(), "the first run reads the state directory's history");
    StatusChange old = new StatusChange("2026-12-01T03:00:00Z", "app", null, "converged");
    served.publish(RunOutcome.of(report(), NOW, NOW, List.of(), Optional.of(List.of(old))));
    assertFalse(served.usesHistory(), "later runs need not read it again");

    StatusChange now = new StatusChange("2026-12-02T03:00:00Z", "app", "converged", "drifted");
    served.publish(RunOutcome.of(report(), NOW, NOW, List.of(now), Optional.empty()));

    assertEquals(Optional.of(List.of(old, now)), served.views().outcome().history());
  }

  private static DriftReport report() {
    return DriftReport.builder().planHash("sha256:x").runtime(DriftReport.Runtime.NONE).subjects(List.of())
        .stackId("ws").detectedAt("2026-12-02T03:00:00Z").status(OverallStatus.CLEAN).stacks(List.of())
        .reconcileTargets(List.of()).build();
  }
}
