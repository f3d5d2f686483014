package io.stackdrift.view;

import static io.stackdrift.view.ViewFixtures.finding;
import static io.stackdrift.view.ViewFixtures.report;
import static io.stackdrift.view.ViewFixtures.stack;
import static io.stackdrift.view.ViewFixtures.stackkit;
import static io.stackdrift.view.ViewFixtures.terramate;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.report.DriftCause;
import io.stackdrift.report.DriftReport;
import io.stackdrift.report.IgnoredChange;
import io.stackdrift.report.OverallStatus;
import io.stackdrift.report.StackStatus;
import io.stackdrift.report.Summary;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The human view compared as exact text with src/test/resources/golden/human-*.txt. After a
 * deliberate change of the view, {@code -Dgolden.update=true} rewrites the files; the diff then
 * shows what a user sees differently.
 */
class HumanViewGoldenTest {
  private static final Path GOLDEN = Path.of("src/test/resources/golden");

  @Test
  void aMixedReport() throws IOException {
    assertGolden("human-mixed.txt", new HumanView(false).render(mixed()));
  }

  /** On a terminal every line fits, ROLE leaves before a path is cut and a long detail goes below its row. */
  @Test
  void aMixedReportOnTerminalsOfEightyAndOneHundredTwentyColumns() throws IOException {
    assertGolden("human-mixed-80.txt", fitted(mixed(), 80));
    assertGolden("human-mixed-120.txt", fitted(mixed(), 120));
  }

  /**
   * Generated ids (stackkit-<hex>) are never shown: stacks go by path, whole through a pipe; at 80
   * columns ROLE leaves first, then the directories every path shares.
   */
  @Test
  void generatedIdsGiveWayToPaths() throws IOException {
    DriftReport r = report(OverallStatus.DRIFTED, List.of(
        stackkit("3f9a1c0b7d2e4f6a8b91", "postgres", "core", StackStatus.DRIFTED, new Summary(0, 3, 0), 4_200,
            null).withCause(DriftCause.EXTERNAL, null),
        stackkit("0c4d2e9f1a7b3c5d6e82", "monitoring-stack", "workload", StackStatus.CONVERGED,
            new Summary(0, 0, 0), 2_950, null),
        stackkit("9e8d7c6b5a4f3e2d1c03", "ingress", "edge", StackStatus.FAILED, null, 120_000,
            "Error: Invalid reference\n  on main.tf line 4")),
        DriftReport.Runtime.NONE, List.of(), null, List.of("stackkit-3f9a1c0b7d2e4f6a8b91"));

    assertGolden("human-generated-ids-0.txt", new HumanView(false).render(r));
    assertGolden("human-generated-ids-80.txt", fitted(r, 80));
    assertGolden("human-generated-ids-120.txt", fitted(r, 120));
  }

  /**
   * A plain Terramate repository speaks Terramate (contract §7, amended): no MODULE or ROLE column,
   * no role or site words, whole through a pipe and on 80 columns.
   */
  @Test
  void aPlainTerramateRepositoryHasNoStackkitColumns() throws IOException {
    DriftReport r = report(OverallStatus.DRIFTED, List.of(
        terramate("stacks/prod/db", "orders database", StackStatus.DRIFTED, new Summary(0, 1, 0), 2_300, null)
            .withCause(DriftCause.EXTERNAL, null),
        terramate("stacks/prod/network", "network", StackStatus.CONVERGED, new Summary(0, 0, 0), 1_100, null),
        terramate("stacks/staging/observability", "observability", StackStatus.FAILED, null, 900,
            "Error: Invalid reference")),
        DriftReport.Runtime.NONE, List.of(), null, List.of("stacks/prod/db"));

    String whole = new HumanView(false).render(r);
    assertGolden("human-terramate.txt", whole);
    assertGolden("human-terramate-80.txt", fitted(r, 80));
    for (String word : List.of("MODULE", "ROLE", "workload", "local", " vm")) {
      assertTrue(!whole.contains(word), word + " in\n" + whole);
    }
  }

  private static String fitted(DriftReport r, int width) {
    String out = new HumanView(new ViewStyle(false, width, false)).render(r);
    out.lines().forEach(l -> assertTrue(Elision.length(l) <= width, width + " columns: " + l));
    return out;
  }

  private static DriftReport mixed() {
    return report(OverallStatus.DRIFTED, List.of(
        stack("stackkit-app", "app", "workload", StackStatus.DRIFTED, new Summary(1, 2, 0), 812, null, null)
            .withCause(DriftCause.EXTERNAL, List.of(new IgnoredChange("aws_asg.web", "update", "autoscaler"))),
        stack("stackkit-db", "db", "core", StackStatus.DRIFTED, new Summary(0, 0, 1), 61_250, null, null)
            .withCause(DriftCause.BOTH, null),
        stack("stackkit-cache", "cache", "workload", StackStatus.CONVERGED, new Summary(0, 0, 0), 1500, null, null)
            .withCause(null, List.of(new IgnoredChange("aws_asg.cache", "update", "autoscaler"))),
        stack("stackkit-dns", "dns", "edge", StackStatus.FAILED, null, 840_000,
            "plan timed out after 14m\nlast line of stderr", null),
        stack("stackkit-mail", "mail", "workload", StackStatus.PENDING_ROOT, null, 0,
            "no local runtime root yet (module mail)", null),
        stack("stackkit-host", "host", "host", StackStatus.CONVERGED, new Summary(0, 0, 0), 40, null, null)),
        DriftReport.Runtime.NONE,
        List.of(new DriftReport.Subject("runtime-configuration", "drifted", "runtime-service-set-changed", null)),
        List.of(finding("demo", "worker", "demo-worker-1", "not-running", "running", "exited", "stackkit-app"),
            finding("demo", "old", "demo-old-1", "orphan", "", "busybox", "stackkit-app"),
            finding("other", "db", "", "live-missing", "1 container", "none", "")),
        List.of("stackkit-app", "stackkit-db"));
  }

  @Test
  void noDrift() throws IOException {
    DriftReport r = report(OverallStatus.CLEAN, List.of(
        stack("stackkit-app", "app", "workload", StackStatus.CONVERGED, new Summary(0, 0, 0), 5, null, null)),
        DriftReport.Runtime.NONE, List.of(), null, List.of());

    assertGolden("human-no-drift.txt", new HumanView(false).render(r));
  }

  @Test
  void noStackSelected() throws IOException {
    DriftReport r = report(OverallStatus.UNKNOWN, List.of(), DriftReport.Runtime.NONE, List.of(), null, List.of());

    assertGolden("human-no-stack-selected.txt", new HumanView(false).render(r, "--tags nomatch"));
  }

  private static void assertGolden(String name, String actual) throws IOException {
    Path file = GOLDEN.resolve(name);
    if (Boolean.getBoolean("golden.update")) {
      Files.writeString(file, actual);
    }
    assertEquals(Files.readString(file), actual, name);
  }
}
