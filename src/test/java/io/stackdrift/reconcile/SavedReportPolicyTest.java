package io.stackdrift.reconcile;

import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.report.DriftReport;
import io.stackdrift.report.OverallStatus;
import io.stackdrift.report.StackEntry;
import io.stackdrift.report.StackStatus;
import io.stackdrift.testing.TofuWorkspace;
import io.stackdrift.workspace.PlanHash;
import io.stackdrift.workspace.Workspace;
import io.stackdrift.workspace.WorkspaceLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** When reconcile may act on a saved report: each refusal names the file and what to do. */
class SavedReportPolicyTest {
  private static final Instant DETECTED = Instant.parse("2026-12-02T03:00:00Z");
  private static final Duration MAX_AGE = Duration.ofHours(1);
  private Path root;
  private Workspace ws;

  @BeforeEach
  void workspace(@TempDir Path tmp) throws Exception {
    root = tmp;
    TofuWorkspace w = new TofuWorkspace(tmp);
    w.stack("app", "app", List.of(), TofuWorkspace.dataResource("v1"));
    w.stack("db", "db", List.of(), TofuWorkspace.dataResource("v1"));
    ws = WorkspaceLoader.load(tmp);
  }

  @Test
  void aYoungWholeReportOfTheseStacksIsActedOn() throws Exception {
    DriftReport report = report(PlanHash.of(ws, ws.stacks(), () -> false), null, DETECTED.toString());
    assertSame(report, SavedReportPolicy.check(report, "r.json", ws, MAX_AGE, DETECTED.plusSeconds(60)));
  }

  @Test
  void aShardsReportIsRefusedUntilMerged() {
    DriftReport report = report(PlanHash.of(ws.stacks(), ws.stacks()), new DriftReport.Shard(2, 4, List.of("app"),
        "sha256:s"), DETECTED.toString());
    assertRefused("r.json is the report of shard 2/4 only; merge the shards' reports", report, DETECTED);
  }

  @Test
  void aReportOlderThanMaxAgeIsRefused() {
    DriftReport report = report(PlanHash.of(ws, ws.stacks(), () -> false), null, DETECTED.toString());
    assertRefused("r.json is 1h1m old, older than --max-age 1h; run detect again or raise --max-age", report,
        DETECTED.plus(Duration.ofMinutes(61)));
  }

  @Test
  void aTimeThatIsNotUtcIsRefused() {
    DriftReport report = report(PlanHash.of(ws.stacks(), ws.stacks()), null, "yesterday");
    assertRefused("r.json: detectedAt 'yesterday' is not a UTC time", report, DETECTED);
  }

  @Test
  void aReportOfChangedStacksIsRefused() throws Exception {
    String before = PlanHash.of(ws.stacks(), ws.stacks());
    Files.writeString(root.resolve("app/main.tf"), TofuWorkspace.dataResource("v2"));
    Workspace changed = WorkspaceLoader.load(root);
    DriftReport report = report(before, null, DETECTED.toString());
    Exception e = assertThrows(SavedReportPolicy.Refused.class,
        () -> SavedReportPolicy.check(report, "r.json", changed, MAX_AGE, DETECTED));
    assertTrue(e.getMessage().contains("no longer matches the workspace"), e.getMessage());
  }

  private void assertRefused(String expected, DriftReport report, Instant now) {
    Exception e = assertThrows(SavedReportPolicy.Refused.class,
        () -> SavedReportPolicy.check(report, "r.json", ws, MAX_AGE, now));
    assertTrue(e.getMessage().startsWith(expected), e.getMessage());
  }

  private static DriftReport report(String planHash, DriftReport.Shard shard, String detectedAt) {
    List<StackEntry> stacks = List.of(entry("app"), entry("db"));
    return DriftReport.builder().hasDrift(true).planHash(planHash).runtime(DriftReport.Runtime.NONE)
        .subjects(List.of()).stackId("ws").detectedAt(detectedAt).status(OverallStatus.DRIFTED).stacks(stacks)
        .reconcileTargets(List.of("app")).shard(shard).build();
  }

  private static StackEntry entry(String id) {
    return StackEntry.builder().stackId(id).role("workload").moduleRef(id).siteRef("local").nodeRef("n")
        .runtimeRoot(id).status(StackStatus.DRIFTED).planExitCode(2).durationMs(1).runIndex(0).build();
  }
}
