package io.stackdrift.state;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.report.DriftReport;
import io.stackdrift.report.Health;
import io.stackdrift.report.OverallStatus;
import io.stackdrift.report.Resource;
import io.stackdrift.report.StackEntry;
import io.stackdrift.report.StackStatus;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Convergence after a heal (contract §16): heals in a row whose next cycle is not converged and
 * healthy stall the stack, whatever its changes; a converged and healthy cycle, a reconcile or resume
 * ends the streak.
 */
class HealConvergenceTest {
  private static final int ATTEMPTS = 2;

  @Test
  void healsThatLeaveTheStackDegradedStallItThoughItsChangesDiffer(@TempDir Path tmp) throws Exception {
    StateStore state = StateStore.open(tmp);
    PerpetualDrift p = PerpetualDrift.load(state, w -> { });
    StackEntry first = drifted("update terraform_data.a");
    StackEntry degraded = converged(Health.DEGRADED);
    p = p.healed(first);
    assertFalse(p.mark(degraded, ATTEMPTS).markedStalled(), "one heal that did not converge is not yet a stall");
    p = p.settled(report(degraded));
    StackEntry second = drifted("update terraform_data.b");
    p = p.healed(second);
    p.save(state, PerpetualDrift.none());

    PerpetualDrift reloaded = PerpetualDrift.load(state, w -> { });
    StackEntry judged = reloaded.mark(degraded, ATTEMPTS);
    assertTrue(judged.markedStalled(), "kept across runs, judged by this cycle's entry");
    assertFalse(judged.markedPerpetual(), "not the same changes: stalled, not perpetual");
    assertEquals(StackStatus.CONVERGED, judged.status(), "the status stays");
    PerpetualDrift settled = reloaded.settled(report(judged));
    assertEquals(Set.of("s"), settled.stalled());
    assertTrue(settled.mark(drifted("update terraform_data.c"), ATTEMPTS).markedStalled(),
        "a stalled stack stays stalled whatever its plan shows next");

    assertEquals(Set.of(), settled.cleared(List.of("s")).stalled(), "reconcile and resume clear it");
    assertFalse(settled.cleared(List.of("s")).mark(degraded, ATTEMPTS).markedStalled());
  }

  @Test
  void aConvergedAndHealthyCycleEndsTheStreak() {
    PerpetualDrift p = PerpetualDrift.none().healed(drifted("update terraform_data.a"))
        .settled(report(converged(Health.DEGRADED))).healed(drifted("update terraform_data.a"));
    StackEntry healthy = converged(Health.HEALTHY);
    assertFalse(p.mark(healthy, ATTEMPTS).markedStalled());
    assertEquals(PerpetualDrift.none(), p.settled(report(healthy)), "the heals before were not in vain");
  }

  @Test
  void moreAttemptsWaitLongerForPerpetualDriftToo() {
    StackEntry same = drifted("update terraform_data.stamp");
    PerpetualDrift twice = PerpetualDrift.none().healed(same).settled(report(same)).healed(same);
    assertTrue(twice.mark(same, 2).markedPerpetual() && twice.mark(same, 2).markedStalled());
    assertFalse(twice.mark(same, 3).markedStalled(), "watch.heal_attempts = 3: one more heal");
    assertFalse(twice.mark(same, 3).markedPerpetual(), "perpetual drift is a case of the one rule");
  }

  @Test
  void aStreakFileFromBeforeConvergenceStillReads(@TempDir Path tmp) throws Exception {
    StateStore state = StateStore.open(tmp);
    state.directory().orElseThrow().write(StateStore.HEAL_STREAKS,
        "{\"s\": {\"changes\": [\"update terraform_data.a\"], \"heals\": 1, \"marked\": false}}\n");
    List<String> warnings = new java.util.ArrayList<>();
    PerpetualDrift p = PerpetualDrift.load(state, warnings::add);
    assertEquals(List.of(), warnings);
    assertEquals(new PerpetualDrift.Streak(List.of("update terraform_data.a"), 1, false), p.streaks().get("s"));
  }

  private static StackEntry drifted(String change) {
    String[] parts = change.split(" ");
    return StackEntry.builder().stackId("s").status(StackStatus.DRIFTED).health(Health.HEALTHY)
        .resources(List.of(new Resource(parts[1], parts[0], false))).build();
  }

  private static StackEntry converged(Health health) {
    return StackEntry.builder().stackId("s").status(StackStatus.CONVERGED).health(health).build();
  }

  private static DriftReport report(StackEntry e) {
    return DriftReport.builder().detectedAt("2026-11-29T03:00:00Z").status(OverallStatus.CLEAN).stacks(List.of(e))
        .build();
  }
}
