package io.stackdrift.status;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.stackdrift.report.CheckStatus;
import io.stackdrift.report.DriftReport;
import io.stackdrift.report.Health;
import io.stackdrift.report.HealthCheck;
import io.stackdrift.report.OverallStatus;
import io.stackdrift.report.StackEntry;
import io.stackdrift.report.StackStatus;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A stack's and a run's health (contract §16), apart from their status. */
class StackHealthTest {
  private static final HealthCheck FAILED = new HealthCheck("check.b", CheckStatus.FAIL, "down");
  private static final HealthCheck LATER = new HealthCheck("check.a", CheckStatus.UNKNOWN, "after apply");

  @Test
  void aFailedCheckDegradesWhateverThePlansEnd() {
    for (StackStatus s : StackStatus.values()) {
      assertEquals(Health.DEGRADED, StackHealth.health(s, List.of(LATER, FAILED)), s.json());
    }
  }

  @Test
  void aPlanThatGaveNoAnswerOrACheckKnownAfterApplyIsUnknown() {
    assertEquals(Health.UNKNOWN, StackHealth.health(StackStatus.FAILED, List.of()));
    assertEquals(Health.UNKNOWN, StackHealth.health(StackStatus.PENDING_ROOT, List.of()));
    assertEquals(Health.UNKNOWN, StackHealth.health(StackStatus.CONVERGED, List.of(LATER)));
  }

  @Test
  void aPlanWithoutChecksIsHealthyConvergedOrDrifted() {
    assertEquals(Health.HEALTHY, StackHealth.health(StackStatus.CONVERGED, List.of()));
    assertEquals(Health.HEALTHY, StackHealth.health(StackStatus.DRIFTED, List.of()));
  }

  @Test
  void checksAreKeptInAddressOrder() {
    StackEntry e = StackEntry.builder().stackId("a").status(StackStatus.CONVERGED).checks(List.of(FAILED, LATER))
        .build();
    assertEquals(List.of(LATER, FAILED), e.checks());
  }

  @Test
  void anUnhealthyContainerDegradesItsOwnerAndTheRunButNotTheStatus() {
    DriftReport r = derive(List.of(healthy("app"), healthy("db")), List.of(unhealthy("db")));
    assertEquals(Health.HEALTHY, r.stacks().get(0).health());
    StackEntry db = r.stacks().get(1);
    assertEquals(Health.DEGRADED, db.health());
    assertEquals(List.of(new HealthCheck("container.shop.db.shop-db-1", CheckStatus.FAIL,
        "container shop-db-1 of service db is unhealthy")), db.checks());
    assertEquals(Health.DEGRADED, r.health());
    assertEquals(StackStatus.CONVERGED, db.status());
    assertEquals(1, ReportAssembly.derive(r).stacks().get(1).checks().size(), "derived again (a merge): once");
  }

  @Test
  void anUnownedUnhealthyContainerDegradesTheRun() {
    DriftReport r = derive(List.of(healthy("app")), List.of(unhealthy("")));
    assertEquals(Health.HEALTHY, r.stacks().get(0).health());
    assertEquals(Health.DEGRADED, r.health());
  }

  @Test
  void theRunIsTheWorstOfItsStacksAndAStackNotJudgedIsUnknown() {
    StackEntry notJudged = StackEntry.builder().stackId("old").status(StackStatus.CONVERGED).build();
    DriftReport r = derive(List.of(healthy("app"), notJudged), List.of());
    assertEquals(Health.UNKNOWN, r.stacks().get(1).health());
    assertEquals(Health.UNKNOWN, r.health());
    StackEntry degraded = healthy("bad").toBuilder().health(Health.DEGRADED).checks(List.of(FAILED)).build();
    DriftReport worst = derive(List.of(healthy("app"), notJudged, degraded), List.of());
    assertEquals(Health.DEGRADED, worst.health());
    assertEquals(OverallStatus.CLEAN, worst.status(), "health is never folded into the status");
    assertEquals(List.of(), worst.reconcileTargets());
    assertEquals(Health.UNKNOWN, derive(List.of(), List.of()).health(), "nothing selected: nothing judged");
  }

  private static DriftReport derive(List<StackEntry> stacks, List<DriftReport.NativeFinding> findings) {
    return ReportAssembly.derive(DriftReport.builder().stacks(stacks).nativeFindings(findings.isEmpty() ? null
        : findings).build());
  }

  private static StackEntry healthy(String id) {
    return StackEntry.builder().stackId(id).role("workload").moduleRef(id).status(StackStatus.CONVERGED)
        .health(Health.HEALTHY).build();
  }

  private static DriftReport.NativeFinding unhealthy(String owner) {
    return new DriftReport.NativeFinding("shop", "db", "shop-db-1", "unhealthy", "healthy", "unhealthy", owner);
  }
}
