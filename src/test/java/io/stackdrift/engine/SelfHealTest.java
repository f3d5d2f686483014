package io.stackdrift.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.fs.StateDirectory;
import io.stackdrift.report.DriftReport;
import io.stackdrift.report.OverallStatus;
import io.stackdrift.report.StackEntry;
import io.stackdrift.report.StackStatus;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SelfHealTest {
  private static final Instant T0 = Instant.parse("2026-11-29T03:00:00Z");

  @Test
  void onlyStacksWithTheirOwnDriftAreHealed(@TempDir Path tmp) throws Exception {
    StateDirectory state = StateDirectory.open(tmp);
    DriftReport report = report(List.of(entry("a", StackStatus.DRIFTED), entry("core", StackStatus.CONVERGED),
        entry("owner", StackStatus.CONVERGED)), List.of("a", "core", "owner"),
        List.of(new DriftReport.NativeFinding("p", "web", "", "live-missing", "1 running", "none", "owner")));
    SelfHeal heal = new SelfHeal(5, Duration.ofMinutes(15));
    assertEquals(Set.of("a", "owner"), heal.decide(report, state, T0).stacks(), "core is only a forced bystander");
  }

  @Test
  void failuresBackOffDoublingUpToAnHour(@TempDir Path tmp) throws Exception {
    StateDirectory state = StateDirectory.open(tmp);
    DriftReport report = report(List.of(entry("a", StackStatus.DRIFTED)), List.of("a"), null);
    SelfHeal heal = new SelfHeal(5, Duration.ofMinutes(15));
    heal.record("a", false, T0);
    assertTrue(heal.decide(report, state, T0.plus(Duration.ofMinutes(14))).stacks().isEmpty());
    assertEquals(Set.of("a"), heal.decide(report, state, T0.plus(Duration.ofMinutes(15))).stacks());
    heal.record("a", false, T0);
    assertTrue(heal.decide(report, state, T0.plus(Duration.ofMinutes(29))).stacks().isEmpty(), "30 minutes now");
    heal.record("a", false, T0);
    heal.record("a", false, T0);
    assertTrue(heal.decide(report, state, T0.plus(Duration.ofMinutes(59))).stacks().isEmpty());
    assertEquals(Set.of("a"), heal.decide(report, state, T0.plus(Duration.ofMinutes(60))).stacks(), "capped at 1h");
    heal.record("a", true, T0);
    assertEquals(Set.of("a"), heal.decide(report, state, T0).stacks(), "a success clears the backoff");
  }

  @Test
  void pausedAndTooManyHealNothing(@TempDir Path tmp) throws Exception {
    StateDirectory state = StateDirectory.open(tmp);
    DriftReport report = report(List.of(entry("a", StackStatus.DRIFTED), entry("b", StackStatus.DRIFTED)),
        List.of("a", "b"), null);
    assertTrue(new SelfHeal(1, Duration.ofMinutes(1)).decide(report, state, T0).skipped().contains("max_targets"));
    Files.writeString(tmp.resolve(SelfHeal.PAUSED_FILE), "paused\n");
    SelfHeal.Decision paused = new SelfHeal(5, Duration.ofMinutes(1)).decide(report, state, T0);
    assertTrue(paused.stacks().isEmpty() && paused.skipped().contains("paused"));
  }

  private static StackEntry entry(String id, StackStatus status) {
    return new StackEntry(id, "workload", id, "local", "n", id, status, 0, null, 1, null, null, null, null, null, 0, null);
  }

  private static DriftReport report(List<StackEntry> stacks, List<String> targets,
      List<DriftReport.NativeFinding> findings) {
    return new DriftReport(DriftReport.SCHEMA_VERSION, "advanced", "terramate", findings != null, "sha256:x",
        DriftReport.Runtime.NONE, List.of(), "ws", T0.toString(), OverallStatus.DRIFTED, stacks, targets, findings,
        null, null, null);
  }
}
