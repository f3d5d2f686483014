package io.stackdrift.view;

import static io.stackdrift.view.ViewFixtures.report;
import static io.stackdrift.view.ViewFixtures.stack;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.report.DriftCause;
import io.stackdrift.report.DriftReport;
import io.stackdrift.report.IgnoredChange;
import io.stackdrift.report.OverallStatus;
import io.stackdrift.report.StackStatus;
import io.stackdrift.report.Summary;
import java.util.List;
import org.junit.jupiter.api.Test;

class HumanViewTest {
  @Test
  void eachStackLineShowsItsCauseAndIgnoredChangesWithinEightyColumns() {
    DriftReport r = report(OverallStatus.DRIFTED, List.of(
        stack("stackkit-app", "app", "workload", StackStatus.DRIFTED, new Summary(0, 1, 0), 812, null, null)
            .withCause(DriftCause.EXTERNAL, null),
        stack("stackkit-cache", "cache", "workload", StackStatus.CONVERGED, new Summary(0, 0, 0), 1500,
            null, null).withCause(null, List.of(new IgnoredChange("aws_asg.web", "update", "autoscaler")))),
        DriftReport.Runtime.NONE, List.of(), null, List.of("stackkit-app"));

    String out = new HumanView(new ViewStyle(false, 80, false)).render(r);

    assertEquals("""
        STATUS        PATH                     MODULE  SUMMARY   CAUSE     DURATION
        drifted       .stackkit/runtime/app    app     +0 ~1 -0  external  812ms
        converged     .stackkit/runtime/cache  cache   +0 ~0 -0  ignored   1.5s
        """, out.substring(0, out.indexOf("\n\n") + 1), "ROLE goes first, the paths stay whole");
    assertTrue(out.contains("\nIgnored by [[ignore]] rules: 1 planned change (listed in the JSON report)\n"),
        out);
    out.lines().forEach(l -> assertTrue(l.length() <= 80, l));
  }

  @Test
  void aCleanRunStillSaysWhatWasIgnored() {
    DriftReport r = report(OverallStatus.CLEAN, List.of(stack("app", "app", "workload", StackStatus.CONVERGED,
        new Summary(0, 0, 0), 5, null, null).withCause(null, List.of(new IgnoredChange("a.b", "update", "r"),
            new IgnoredChange("a.c", "delete", "r")))), DriftReport.Runtime.NONE, List.of(), null, List.of());

    assertEquals("No drift detected.\nIgnored by [[ignore]] rules: 2 planned changes (listed in the JSON report)\n",
        new HumanView(false).render(r));
  }

  @Test
  void aStackPlannedWithOutdatedGeneratedCodeSaysSoOnItsRow() {
    DriftReport r = report(OverallStatus.DRIFTED, List.of(
        stack("app", "app", "workload", StackStatus.DRIFTED, new Summary(0, 1, 0), 5, null, null),
        stack("db", "db", "workload", StackStatus.CONVERGED, new Summary(0, 0, 0), 5, null, null).toBuilder()
            .generatedCode(io.stackdrift.report.GeneratedCode.outdated(List.of(
                new io.stackdrift.report.GeneratedCode.File("backend.tf", "update")))).build()),
        DriftReport.Runtime.NONE, List.of(), null, List.of("app"));

    String out = new HumanView(new ViewStyle(false, 120, false)).render(r);

    assertTrue(out.contains("converged     .stackkit/runtime/db   db      workload  +0 ~0 -0  -         5ms\n"
        + "              generated code outdated: backend.tf (update)\n"), out);
  }
}
