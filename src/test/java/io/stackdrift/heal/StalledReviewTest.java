package io.stackdrift.heal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.config.Config.HealMode;
import io.stackdrift.report.DriftReport;
import io.stackdrift.report.Health;
import io.stackdrift.report.OverallStatus;
import io.stackdrift.report.Resource;
import io.stackdrift.report.StackEntry;
import io.stackdrift.report.StackStatus;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** A stalled stack is left alone, with one warning while it stays stalled (contract §16). */
class StalledReviewTest {
  private static final Instant T0 = Instant.parse("2026-11-29T03:00:00Z");

  @Test
  void aStalledStackIsLeftAloneWithOneWarning() {
    SelfHeal heal = new SelfHeal(5, Duration.ofMinutes(15), HealMode.ANY, 3);
    DriftReport stalled = report(drifted().asStalled());
    SelfHeal.Decision first = heal.decide(stalled, SelfHeal.Pause.NONE, T0);
    assertEquals(Set.of(), first.stacks(), "nothing more is applied");
    assertTrue(first.review().get(0).warning());
    assertTrue(first.review().get(0).why().startsWith("stalled: 3 heals in a row did not leave it converged and "
        + "healthy (now drifted, degraded); left alone until 'stackdrift reconcile' or 'stackdrift resume s'"),
        first.review().get(0).why());
    assertFalse(heal.decide(stalled, SelfHeal.Pause.NONE, T0).review().get(0).warning(), "warned once");
    assertEquals(Set.of("s"), heal.decide(report(drifted()), SelfHeal.Pause.NONE, T0).stacks(), "resumed: healed");
    assertTrue(heal.decide(stalled, SelfHeal.Pause.NONE, T0).review().get(0).warning(), "stalled anew: warned anew");
  }

  @Test
  void theRevertIsPrintedOnlyForKnownRevisions() {
    assertEquals("; last converged and healthy at 1a2b3c4; to return the branch there (printed, not run): "
        + "git revert --no-edit 1a2b3c4..9f8e7d6", StalledRevert.sentence(new StalledRevert.Revisions("1a2b3c4",
        "9f8e7d6")));
    assertEquals("", StalledRevert.sentence(new StalledRevert.Revisions("main; rm -rf /", "9f8e7d6")),
        "nothing but a commit id goes into a command to paste");
    assertEquals("", StalledRevert.sentence(new StalledRevert.Revisions("9f8e7d6", "9f8e7d6")));
    String good = "1a2b3c4".repeat(5) + "12345";
    String applied = "9f8e7d6".repeat(5) + "12345";
    StalledRevert.Ancestry yes = (older, newer) -> java.util.Optional.of(true);
    assertEquals("", StalledRevert.hint(io.stackdrift.state.KnownState.Revisions.NONE, yes),
        "no revision is recorded: nothing is guessed");
    io.stackdrift.state.KnownState.Revisions recorded = io.stackdrift.state.KnownState.Revisions.NONE
        .converged("T0", good, good).applied(applied, "T1");
    assertEquals("; last converged and healthy at 1a2b3c4; to return the branch there (printed, not run): "
        + "git revert --no-edit " + good + ".." + applied, StalledRevert.hint(recorded, yes));
    assertEquals("", StalledRevert.hint(recorded, (older, newer) -> java.util.Optional.of(false)),
        "a good revision that is not an ancestor of the applied one gives no range to revert");
    assertEquals("", StalledRevert.hint(recorded, (older, newer) -> java.util.Optional.empty()),
        "git could not tell: nothing is printed");
  }

  private static StackEntry drifted() {
    return StackEntry.builder().stackId("s").role("workload").moduleRef("s").runtimeRoot("s")
        .status(StackStatus.DRIFTED).health(Health.DEGRADED)
        .resources(List.of(new Resource("terraform_data.x", "update", false))).build();
  }

  private static DriftReport report(StackEntry e) {
    return DriftReport.builder().detectedAt(T0.toString()).status(OverallStatus.DRIFTED).stacks(List.of(e))
        .reconcileTargets(List.of("s")).build();
  }
}
