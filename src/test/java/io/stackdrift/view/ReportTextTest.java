package io.stackdrift.view;

import static io.stackdrift.view.ViewFixtures.finding;
import static io.stackdrift.view.ViewFixtures.report;
import static io.stackdrift.view.ViewFixtures.stack;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.stackdrift.report.DriftReport;
import io.stackdrift.report.OverallStatus;
import io.stackdrift.report.StackStatus;
import java.util.List;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;

class ReportTextTest {
  @Test
  void countsNameEachStackStatusOnceInItsOrderAndTheContainerFindings() {
    DriftReport report = report(OverallStatus.DRIFTED,
        List.of(stack("b", "b", "workload", StackStatus.DRIFTED, null, 0, null, null),
            stack("a", "a", "core", StackStatus.CONVERGED, null, 0, null, null),
            stack("c", "c", "workload", StackStatus.DRIFTED, null, 0, null, null)),
        new DriftReport.Runtime("demo", "drifted", 1, 0), List.of(),
        List.of(finding("demo", "web", "demo-web-1", "not-running", "running", "exited", "")), List.of());
    assertEquals("3 stacks: 1 converged, 2 drifted; containers drifted: 1 finding",
        ReportText.counts(report, UnaryOperator.identity()));
    assertEquals("3 stacks: 1 converged, 2 drifted; containers <drifted>: 1 finding",
        ReportText.counts(report, s -> "<" + s + ">"), "only the runtime status is free text");
  }

  @Test
  void countsLeaveOutContainersNeverChecked() {
    DriftReport report = report(OverallStatus.CLEAN, List.of(), DriftReport.Runtime.NONE, List.of(), null, null);
    assertEquals("0 stacks", ReportText.counts(report, UnaryOperator.identity()));
  }

  @Test
  void ownerNamesTheStackOrItsAbsence() {
    assertEquals(" (stack stackkit-app)", ReportText.owner("stackkit-app"));
    assertEquals(" (no owning stack)", ReportText.owner(""));
    assertEquals(" (no owning stack)", ReportText.owner(null));
  }
}
