package io.stackdrift.status;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.stackdrift.report.DriftReport;
import io.stackdrift.report.Json;
import io.stackdrift.report.OverallStatus;
import io.stackdrift.report.StackEntry;
import io.stackdrift.report.StackStatus;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The derived fields come from the report alone, so a report read back derives what detect did. */
class ReportAssemblyTest {

  @Test
  void aPendingRootOfARemoteOwnedModuleIsKnownByItsDetail() {
    StackEntry remote = pending("edge", PendingRoots.REMOTE_OWNED);
    StackEntry local = pending("app", PendingRoots.NO_ROOT);
    assertEquals(OverallStatus.CLEAN, derive(List.of(remote), null, List.of()).status());
    assertEquals(OverallStatus.UNKNOWN, derive(List.of(remote, local), null, List.of()).status());
  }

  @Test
  void anUnavailableContainerCheckIsUnknown() {
    DriftReport r = derive(List.of(converged("app", "workload")), null,
        List.of(new DriftReport.Subject("runtime-configuration", "unavailable", null, "docker CLI not found")));
    assertEquals(OverallStatus.UNKNOWN, r.status());
  }

  @Test
  void aFindingReadBackWithoutItsStackIsUnownedAndForcesCoreAndWorkload() throws Exception {
    DriftReport.NativeFinding finding = Json.MAPPER.readValue(Json.compact(
        new DriftReport.NativeFinding("edge", "proxy", "", "live-missing", "running", "", "")),
        DriftReport.NativeFinding.class);
    DriftReport r = derive(List.of(converged("core", "core"), converged("dns", "edge"), converged("app", "workload")),
        List.of(finding), List.of());
    assertEquals(List.of("core", "app"), r.reconcileTargets());
    assertEquals(true, r.hasDrift());
  }

  private static DriftReport derive(List<StackEntry> stacks, List<DriftReport.NativeFinding> findings,
      List<DriftReport.Subject> subjects) {
    return ReportAssembly.derive(DriftReport.builder().stacks(stacks).nativeFindings(findings).subjects(subjects)
        .build());
  }

  private static StackEntry pending(String module, String detail) {
    return StackEntry.builder().stackId(module).role("workload").moduleRef(module).status(StackStatus.PENDING_ROOT)
        .detail(detail).build();
  }

  private static StackEntry converged(String id, String role) {
    return StackEntry.builder().stackId(id).role(role).moduleRef(id).status(StackStatus.CONVERGED).build();
  }
}
