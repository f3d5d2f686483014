package io.stackdrift.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.report.DriftReport;
import io.stackdrift.report.OverallStatus;
import io.stackdrift.report.Resource;
import io.stackdrift.report.StackEntry;
import io.stackdrift.report.StackStatus;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PerpetualDriftTest {
  private static final List<Resource> STAMP = List.of(new Resource("terraform_data.stamp", "update", false));

  @Test
  void twoHealsInARowWithTheSameChangesMarkTheStackUntilItsPlanChanges(@TempDir Path tmp) throws Exception {
    StateStore state = StateStore.open(tmp);
    PerpetualDrift p = PerpetualDrift.load(state, w -> { });
    StackEntry drifted = entry(StackStatus.DRIFTED, STAMP);
    p.healed(drifted);
    assertFalse(p.mark(drifted).markedPerpetual(), "one heal is not a pattern");
    p.healed(drifted);
    p.save(state);

    PerpetualDrift reloaded = PerpetualDrift.load(state, w -> { });
    StackEntry marked = reloaded.mark(drifted);
    assertTrue(marked.markedPerpetual(), "kept in the state directory across runs");
    assertEquals(StackStatus.DRIFTED, marked.status());
    assertEquals(Set.of("s"), reloaded.newlyMarked());

    StackEntry other = entry(StackStatus.DRIFTED, List.of(new Resource("terraform_data.stamp", "replace", false)));
    assertFalse(reloaded.mark(other).markedPerpetual(), "a different plan resumes healing");
    reloaded.settle(report(other));
    assertFalse(reloaded.mark(drifted).markedPerpetual(), "the streak is forgotten once the plan changed");
  }

  @Test
  void aConvergedStackEndsItsStreak(@TempDir Path tmp) throws Exception {
    PerpetualDrift p = PerpetualDrift.load(StateStore.open(tmp), w -> { });
    StackEntry drifted = entry(StackStatus.DRIFTED, STAMP);
    p.healed(drifted);
    p.settle(report(entry(StackStatus.CONVERGED, List.of())));
    p.healed(drifted);
    assertFalse(p.mark(drifted).markedPerpetual(), "the heals were not in a row");
  }

  private static StackEntry entry(StackStatus status, List<Resource> resources) {
    return new StackEntry("s", "workload", "s", "local", "n", "s", status, 2, null, 1, null, null, null, null, null,
        resources, 0, null);
  }

  private static DriftReport report(StackEntry e) {
    return new DriftReport(DriftReport.SCHEMA_VERSION, "advanced", "terramate", false, "sha256:x",
        DriftReport.Runtime.NONE, List.of(), "ws", "2026-11-29T03:00:00Z", OverallStatus.DRIFTED, List.of(e),
        List.of("s"), null, null, null, null);
  }
}
