package io.stackdrift.report;

import static io.stackdrift.report.ViewFixtures.finding;
import static io.stackdrift.report.ViewFixtures.report;
import static io.stackdrift.report.ViewFixtures.stack;
import static org.junit.jupiter.api.Assertions.assertEquals;

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
    DriftReport r = report(OverallStatus.DRIFTED, List.of(
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

    assertGolden("human-mixed.txt", new HumanView(false).render(r));
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
