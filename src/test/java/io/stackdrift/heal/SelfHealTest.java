package io.stackdrift.heal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.config.Config.HealMode;
import io.stackdrift.fs.StateDirectory;
import io.stackdrift.report.DriftCause;
import io.stackdrift.report.DriftReport;
import io.stackdrift.report.OverallStatus;
import io.stackdrift.report.Resource;
import io.stackdrift.report.StackEntry;
import io.stackdrift.report.StackStatus;
import io.stackdrift.state.SelfHealPause;
import io.stackdrift.tofu.PlanFacts;
import io.stackdrift.tofu.PlanResult;
import io.stackdrift.tofu.PlanSummary;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SelfHealTest {
  private static final Instant T0 = Instant.parse("2026-11-29T03:00:00Z");
  private static final SelfHeal.Pause NOT_PAUSED = SelfHeal.Pause.NONE;

  @Test
  void onlyStacksWithTheirOwnDriftAreHealed() {
    DriftReport report = report(List.of(entry("a", StackStatus.DRIFTED), entry("core", StackStatus.CONVERGED),
        entry("owner", StackStatus.CONVERGED)), List.of("a", "core", "owner"),
        List.of(new DriftReport.NativeFinding("p", "web", "", "live-missing", "1 running", "none", "owner")));
    SelfHeal heal = new SelfHeal(5, Duration.ofMinutes(15));
    assertEquals(Set.of("a", "owner"), heal.decide(report, NOT_PAUSED, T0).stacks(), "core is only a forced bystander");
  }

  @Test
  void failuresBackOffDoublingUpToAnHour() {
    DriftReport report = report(List.of(entry("a", StackStatus.DRIFTED)), List.of("a"), null);
    SelfHeal heal = new SelfHeal(5, Duration.ofMinutes(15));
    heal.record("a", false, T0);
    assertTrue(heal.decide(report, NOT_PAUSED, T0.plus(Duration.ofMinutes(14))).stacks().isEmpty());
    assertEquals(Set.of("a"), heal.decide(report, NOT_PAUSED, T0.plus(Duration.ofMinutes(15))).stacks());
    heal.record("a", false, T0);
    assertTrue(heal.decide(report, NOT_PAUSED, T0.plus(Duration.ofMinutes(29))).stacks().isEmpty(),
        "30 minutes now");
    heal.record("a", false, T0);
    heal.record("a", false, T0);
    assertTrue(heal.decide(report, NOT_PAUSED, T0.plus(Duration.ofMinutes(59))).stacks().isEmpty());
    assertEquals(Set.of("a"), heal.decide(report, NOT_PAUSED, T0.plus(Duration.ofMinutes(60))).stacks(),
        "capped at 1h");
    heal.record("a", true, T0);
    assertEquals(Set.of("a"), heal.decide(report, NOT_PAUSED, T0).stacks(), "a success clears the backoff");
  }

  @Test
  void pausedAndTooManyHealNothing(@TempDir Path tmp) throws Exception {
    StateDirectory state = StateDirectory.open(tmp);
    DriftReport report = report(List.of(entry("a", StackStatus.DRIFTED), entry("b", StackStatus.DRIFTED)),
        List.of("a", "b"), null);
    assertTrue(new SelfHeal(1, Duration.ofMinutes(1)).decide(report, HealStep.pause(state), T0).skipped()
        .contains("max_targets"));
    Files.writeString(tmp.resolve(SelfHealPause.FILE), "paused\n");
    SelfHeal.Decision paused = new SelfHeal(5, Duration.ofMinutes(1)).decide(report, HealStep.pause(state), T0);
    assertTrue(paused.stacks().isEmpty() && paused.skipped().contains("paused"));
  }

  @Test
  void externalModeHealsConfirmedExternalDriftAndContainerOnlyTargetsAndListsTheRest() {
    DriftReport report = report(List.of(entry("ext", DriftCause.EXTERNAL), entry("notconfirmed", DriftCause.EXTERNAL),
        entry("cfg", DriftCause.CONFIG), entry("both", DriftCause.BOTH), entry("unknown", DriftCause.UNKNOWN),
        entry("owner", StackStatus.CONVERGED)), List.of("ext", "notconfirmed", "cfg", "both", "unknown", "owner"),
        List.of(new DriftReport.NativeFinding("p", "web", "", "live-missing", "1 running", "none", "owner")));
    List<String> confirmed = new ArrayList<>();
    SelfHeal heal = new SelfHeal(5, Duration.ofMinutes(15), HealMode.EXTERNAL);
    SelfHeal.Decision d = heal.decide(report, NOT_PAUSED, T0, id -> {
      confirmed.add(id);
      return recorded(id.equals("ext") ? 0 : 2);
    });
    assertEquals(Set.of("ext", "owner"), d.stacks());
    assertEquals(List.of("ext", "notconfirmed"), confirmed, "only external stacks are confirmed");
    assertEquals(List.of("notconfirmed", "cfg", "both", "unknown"),
        d.review().stream().map(SelfHeal.Review::stackId).toList(), d.review().toString());
    assertTrue(d.review().get(0).why().contains("plan -refresh=false shows changes"), d.review().toString());
    assertTrue(d.review().get(1).why().contains("driftCause config"), d.review().toString());
  }

  @Test
  void anyModeHealsEveryOwnTargetWithoutConfirming() {
    DriftReport report = report(List.of(entry("ext", DriftCause.EXTERNAL), entry("cfg", DriftCause.CONFIG)),
        List.of("ext", "cfg"), null);
    SelfHeal.Decision d = new SelfHeal(5, Duration.ofMinutes(15), HealMode.ANY).decide(report, NOT_PAUSED, T0, id -> {
      throw new AssertionError("no confirmation in heal = any");
    });
    assertEquals(Set.of("ext", "cfg"), d.stacks());
    assertEquals(List.of(), d.review());
  }

  @Test
  void maxTargetsCountsWhatTheFilterLeaves() {
    DriftReport report = report(List.of(entry("ext", DriftCause.EXTERNAL), entry("a", DriftCause.CONFIG),
        entry("b", DriftCause.CONFIG)), List.of("ext", "a", "b"), null);
    SelfHeal.Decision d = new SelfHeal(1, Duration.ofMinutes(15), HealMode.EXTERNAL)
        .decide(report, NOT_PAUSED, T0, id -> recorded(0));
    assertEquals(Set.of("ext"), d.stacks(), "two code changes are not counted against max_targets = 1");
    assertEquals(null, d.skipped());
  }

  @Test
  void aFailedConfirmationLeavesTheStackForReview() {
    DriftReport report = report(List.of(entry("ext", DriftCause.EXTERNAL)), List.of("ext"), null);
    SelfHeal.Decision d = new SelfHeal(5, Duration.ofMinutes(15), HealMode.EXTERNAL)
        .decide(report, NOT_PAUSED, T0, id -> recorded(1));
    assertEquals(Set.of(), d.stacks());
    assertTrue(d.review().get(0).toString().startsWith("ext: not healed: the confirming plan did not run cleanly "
        + "(plan exited with code 1)"), d.review().toString());
  }

  @Test
  void aConfirmationThatPrintedNoPlanConfirmsNothing() {
    DriftReport report = report(List.of(entry("ext", DriftCause.EXTERNAL)), List.of("ext"), null);
    PlanFacts silent = new PlanFacts(null, List.of(), false, false, false, List.of(), "", "", false);
    PlanResult exitedZero = new PlanResult(PlanResult.End.EXITED, 0, silent, "", null, Duration.ZERO);
    PlanResult timedOut = new PlanResult(PlanResult.End.TIMED_OUT, null, silent, "", "plan timed out after 14m",
        Duration.ZERO);
    PlanResult signalled = new PlanResult(PlanResult.End.EXITED, 143, silent, "", null, Duration.ZERO);
    for (PlanResult confirmation : List.of(exitedZero, timedOut, signalled)) {
      SelfHeal.Decision d = new SelfHeal(5, Duration.ofMinutes(15), HealMode.EXTERNAL)
          .decide(report, NOT_PAUSED, T0, id -> confirmation);
      assertEquals(Set.of(), d.stacks(), confirmation.toString());
      assertTrue(d.review().get(0).why().startsWith("not healed: the confirming plan did not run cleanly ("),
          d.review().toString());
    }
    SelfHeal.Decision silentOne = new SelfHeal(5, Duration.ofMinutes(15), HealMode.EXTERNAL)
        .decide(report, NOT_PAUSED, T0, id -> exitedZero);
    assertTrue(silentOne.review().get(0).why().contains("the tool exited 0 and printed no plan"),
        silentOne.review().toString());
  }

  @Test
  void perpetualDriftIsNotHealedEvenInAnyMode() {
    StackEntry perpetual = entry("p", DriftCause.CONFIG).asPerpetual();
    DriftReport report = report(List.of(perpetual), List.of("p"), null);
    SelfHeal.Decision d = new SelfHeal(5, Duration.ofMinutes(15)).decide(report, NOT_PAUSED, T0);
    assertEquals(Set.of(), d.stacks());
    assertTrue(d.review().get(0).toString().startsWith("p: perpetual drift") && d.review().get(0).warning(),
        d.review().toString());
  }

  /** A confirming plan that ran to {@code exitCode} and printed a plan (a change summary). */
  private static PlanResult recorded(int exitCode) {
    return new PlanResult(PlanResult.End.EXITED, exitCode, new PlanFacts(PlanSummary.ZERO, List.of(), false, false,
        false, List.of(), "", "", true), "", null, Duration.ZERO);
  }

  private static StackEntry entry(String id, DriftCause cause) {
    return entry(id, StackStatus.DRIFTED).withCause(cause, null);
  }

  private static StackEntry entry(String id, StackStatus status) {
    return StackEntry.builder().stackId(id).role("workload").moduleRef(id).siteRef("local").nodeRef("n")
        .runtimeRoot(id).status(status).planExitCode(0).durationMs(1)
        .resources(List.of(new Resource("terraform_data.x", "update", false))).runIndex(0).build();
  }

  private static DriftReport report(List<StackEntry> stacks, List<String> targets,
      List<DriftReport.NativeFinding> findings) {
    return DriftReport.builder().hasDrift(findings != null).planHash("sha256:x").runtime(DriftReport.Runtime.NONE)
        .subjects(List.of()).stackId("ws").detectedAt(T0.toString()).status(OverallStatus.DRIFTED).stacks(stacks)
        .reconcileTargets(targets).nativeFindings(findings).build();
  }
}
