package io.stackdrift.shard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.stackdrift.report.DriftReport;
import io.stackdrift.report.OverallStatus;
import io.stackdrift.report.StackEntry;
import io.stackdrift.report.StackStatus;
import io.stackdrift.status.ReportAssembly;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * What {@code report merge} derives from the shards' own fields (contract §6, §11): a shard's partial
 * view becomes the whole run's, and what one shard cannot know (another shard's container findings,
 * the tool version of a shard that ran no plan) does not stop the merge.
 */
class ReportMergeTest {
  private static final DriftReport.NativeFinding UNOWNED =
      new DriftReport.NativeFinding("edge", "proxy", "edge-proxy-1", "not-running", "running", "exited", null);

  @Test
  void unownedContainerDriftInShardOneForcesCoreAndWorkloadStacksOfEveryShard() throws Exception {
    DriftReport one = shard(1, List.of(entry("core", "core", StackStatus.CONVERGED, 0)), List.of(UNOWNED),
        new DriftReport.Runtime("edge", "drifted", 1, 0), "terraform 1.11.4");
    DriftReport two = shard(2, List.of(entry("app", "workload", StackStatus.CONVERGED, 1),
        entry("dns", "edge", StackStatus.CONVERGED, 2)), null, DriftReport.Runtime.NONE, "terraform 1.11.4");
    assertEquals(List.of("core"), one.reconcileTargets(), "a shard's targets are its own");

    DriftReport merged = ReportMerge.merge(List.of(new ReportMerge.Shard("b.json", two),
        new ReportMerge.Shard("a.json", one)), "run-merged");

    assertEquals(OverallStatus.DRIFTED, merged.status());
    assertEquals(true, merged.hasDrift());
    assertEquals(List.of("core", "app"), merged.reconcileTargets());
    assertEquals(List.of("core", "app", "dns"), merged.stacks().stream().map(StackEntry::stackId).toList());
    assertEquals(List.of(UNOWNED), merged.nativeFindings());
    assertEquals(new DriftReport.Runtime("edge", "drifted", 1, 0), merged.runtime());
    assertEquals(Map.of("converged", 3, "drifted", 0, "failed", 0, "pending_root", 0), merged.counts());
    assertEquals(List.of("run-1", "run-2"), merged.mergedRunIds());
    assertEquals("run-merged", merged.runId());
    assertNull(merged.shard());
  }

  @Test
  void anEmptyShardIsCleanAndItsUnknownToolVersionIsNoMismatch() throws Exception {
    DriftReport empty = shard(2, List.of(), null, DriftReport.Runtime.NONE, "");
    assertEquals(OverallStatus.CLEAN, empty.status());
    DriftReport one = shard(1, List.of(entry("app", "workload", StackStatus.DRIFTED, 0)), null,
        DriftReport.Runtime.NONE, "tofu 1.9.0");

    DriftReport merged = ReportMerge.merge(List.of(new ReportMerge.Shard("1.json", one),
        new ReportMerge.Shard("2.json", empty)), "r");
    assertEquals("tofu 1.9.0", merged.tool().tofuVersion());
    assertEquals(OverallStatus.DRIFTED, merged.status());
  }

  @Test
  void containerSidesOfSeveralShardsAddUp() throws Exception {
    DriftReport.NativeFinding owned = new DriftReport.NativeFinding("app", "web", "app-web-1", "image-drifted", "a",
        "b", "app");
    DriftReport one = shard(1, List.of(entry("core", "core", StackStatus.CONVERGED, 0)), List.of(),
        new DriftReport.Runtime("edge", "ready", 2, 1), "t");
    DriftReport two = shard(2, List.of(entry("app", "workload", StackStatus.CONVERGED, 1)), List.of(owned),
        new DriftReport.Runtime("app", "drifted", 3, 0), "t");
    DriftReport merged = ReportMerge.merge(List.of(new ReportMerge.Shard("1", one), new ReportMerge.Shard("2", two)),
        "r");
    assertEquals(new DriftReport.Runtime("edge,app", "drifted", 5, 1), merged.runtime());
    assertEquals(List.of(new DriftReport.Subject("runtime-configuration", "drifted", "runtime-service-set-changed",
        null)), merged.subjects());
    assertEquals(List.of("app"), merged.reconcileTargets());
  }

  @Test
  void mergeRefusesAStackInTwoShardsAWholeReportShardsOfAnotherRunAndAMissingShard() {
    DriftReport one = shard(1, List.of(entry("app", "workload", StackStatus.CONVERGED, 0)), null,
        DriftReport.Runtime.NONE, "t");
    DriftReport two = shard(2, List.of(entry("APP", "workload", StackStatus.CONVERGED, 1)), null,
        DriftReport.Runtime.NONE, "t");
    assertEquals("stack APP is in both 1.json and 2.json; the shards do not come from one partition",
        refused(new ReportMerge.Shard("1.json", one), new ReportMerge.Shard("2.json", two)));
    assertEquals("whole.json is not a shard's report (it has no shard field); merge the reports of detect "
        + "--shard K/N", refused(new ReportMerge.Shard("whole.json", one.toBuilder().shard(null).build())));
    DriftReport otherTool = shard(2, List.of(), null, DriftReport.Runtime.NONE, "u");
    assertEquals("the shard reports differ in tool.tofuVersion: 1.json has t, 2.json has u; merge the shards of one "
        + "detect run over one selection", refused(new ReportMerge.Shard("1.json", one),
        new ReportMerge.Shard("2.json", otherTool)));
    DriftReport otherWorkspace = shard(2, List.of(), null, DriftReport.Runtime.NONE, "t").toBuilder().stackId("ws2")
        .build();
    assertEquals("the shard reports differ in stackId: 1.json has ws, 2.json has ws2; merge the shards of one detect "
        + "run over one selection", refused(new ReportMerge.Shard("1.json", one),
        new ReportMerge.Shard("2.json", otherWorkspace)));
    assertEquals("missing shard 2 of 2; give every shard's report exactly once",
        refused(new ReportMerge.Shard("1.json", one)));
  }

  private static String refused(ReportMerge.Shard... shards) {
    return assertThrows(ReportMerge.Refused.class, () -> ReportMerge.merge(List.of(shards), "r")).getMessage();
  }

  private static DriftReport shard(int index, List<StackEntry> stacks, List<DriftReport.NativeFinding> findings,
      DriftReport.Runtime runtime, String tofuVersion) {
    List<DriftReport.Subject> subjects = runtime.status().equals("none") ? List.of()
        : List.of(new DriftReport.Subject("runtime-configuration", findings == null || findings.isEmpty() ? "in-sync"
            : "drifted", null, null));
    return ReportAssembly.derive(DriftReport.builder().planHash("sha256:p").stackId("ws")
        .detectedAt("2026-12-01T0" + index + ":00:00Z").stacks(new ArrayList<>(stacks)).runtime(runtime)
        .subjects(subjects).nativeFindings(findings).tool(new DriftReport.Tool("stackdrift", "dev", tofuVersion))
        .runId("run-" + index)
        .shard(new DriftReport.Shard(index, 2, stacks.stream().map(StackEntry::stackId).toList(), "sha256:s"))
        .build());
  }

  private static StackEntry entry(String id, String role, StackStatus status, int runIndex) {
    return StackEntry.builder().stackId(id).role(role).moduleRef(id).siteRef("lab").nodeRef("n").runtimeRoot(id)
        .status(status).durationMs(10).runIndex(runIndex).build();
  }
}
