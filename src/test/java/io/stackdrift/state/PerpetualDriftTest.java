package io.stackdrift.state;

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
    PerpetualDrift loaded = PerpetualDrift.load(state, w -> { });
    StackEntry drifted = entry(StackStatus.DRIFTED, STAMP);
    PerpetualDrift once = loaded.healed(drifted);
    assertFalse(once.mark(drifted).markedPerpetual(), "one heal is not a pattern");
    once.healed(drifted).save(state, loaded);

    PerpetualDrift reloaded = PerpetualDrift.load(state, w -> { });
    StackEntry marked = reloaded.mark(drifted);
    assertTrue(marked.markedPerpetual(), "kept in the state directory across runs");
    assertEquals(StackStatus.DRIFTED, marked.status());
    assertEquals(Set.of("s"), reloaded.newlyMarked(report(marked)));
    PerpetualDrift settled = reloaded.settled(report(marked));
    assertEquals(Set.of(), settled.newlyMarked(report(settled.mark(drifted))), "the history says it once");

    StackEntry other = entry(StackStatus.DRIFTED, List.of(new Resource("terraform_data.stamp", "replace", false)));
    assertFalse(settled.mark(other).markedPerpetual(), "a different plan resumes healing");
    assertFalse(settled.settled(report(other)).mark(drifted).markedPerpetual(),
        "the streak is forgotten once the plan changed");
  }

  @Test
  void aConvergedStackEndsItsStreak(@TempDir Path tmp) throws Exception {
    PerpetualDrift p = PerpetualDrift.load(StateStore.open(tmp), w -> { });
    StackEntry drifted = entry(StackStatus.DRIFTED, STAMP);
    PerpetualDrift afterConverged = p.healed(drifted).settled(report(entry(StackStatus.CONVERGED, List.of())));
    assertFalse(afterConverged.healed(drifted).mark(drifted).markedPerpetual(), "the heals were not in a row");
  }

  @Test
  void stepsLeaveTheValueTheyStartFromUnchangedAndSaveWritesOnlyAChange(@TempDir Path tmp) throws Exception {
    StateStore state = StateStore.open(tmp);
    PerpetualDrift loaded = PerpetualDrift.load(state, w -> { });
    StackEntry drifted = entry(StackStatus.DRIFTED, STAMP);
    loaded.healed(drifted).healed(drifted);
    assertEquals(PerpetualDrift.none(), loaded, "a step returns a new value");
    loaded.save(state, loaded);
    assertFalse(java.nio.file.Files.exists(state.directory().orElseThrow().file(StateStore.HEAL_STREAKS)),
        "nothing changed, nothing written");
  }

  private static StackEntry entry(StackStatus status, List<Resource> resources) {
    return StackEntry.builder().stackId("s").role("workload").moduleRef("s").siteRef("local").nodeRef("n")
        .runtimeRoot("s").status(status).planExitCode(2).durationMs(1).resources(resources).runIndex(0).build();
  }

  private static DriftReport report(StackEntry e) {
    return DriftReport.builder().planHash("sha256:x").runtime(DriftReport.Runtime.NONE).subjects(List.of())
        .stackId("ws").detectedAt("2026-11-29T03:00:00Z").status(OverallStatus.DRIFTED).stacks(List.of(e))
        .reconcileTargets(List.of("s")).build();
  }
}
