package io.stackdrift.view;

import static io.stackdrift.view.ViewFixtures.finding;
import static io.stackdrift.view.ViewFixtures.report;
import static io.stackdrift.view.ViewFixtures.stack;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.report.DriftCause;
import io.stackdrift.report.DriftReport;
import io.stackdrift.report.OverallStatus;
import io.stackdrift.report.StackStatus;
import io.stackdrift.report.Summary;
import io.stackdrift.testing.Executables;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class PrometheusViewIT {
  /** A module name with every character the text format escapes in a label value. */
  private static final String AWKWARD_MODULE = "we\"ird\\mod\nule";
  private static final Instant LAST_RUN = Instant.parse("2026-11-29T12:00:00.250Z");

  private static DriftReport driftedReport() {
    return report(OverallStatus.DRIFTED,
        List.of(
            stack("stackkit-core", "core", "core", StackStatus.CONVERGED, new Summary(0, 0, 0), 1500, null, null),
            stack("stackkit-app", AWKWARD_MODULE, "workload", StackStatus.DRIFTED, new Summary(1, 2, 3), 812,
                "tofu plan reports changes", null),
            stack("stackkit-cache", "cache", "workload", StackStatus.FAILED, null, 40, "Error: boom", null),
            stack("stackkit-edge", "edge", "edge", StackStatus.PENDING_ROOT, null, 0, "no root", null)),
        new DriftReport.Runtime("demo,other", "drifted", 3, 1),
        List.of(new DriftReport.Subject("runtime-configuration", "drifted", "runtime-service-set-changed", null)),
        List.of(
            finding("demo", "worker", "demo-worker-1", "not-running", "running", "exited", "stackkit-app"),
            finding("demo", "web", "demo-web-1", "not-running", "running", "exited", "stackkit-app"),
            finding("demo", "old", "demo-old-1", "orphan", "", "busybox", "stackkit-app"),
            finding("other", "db", "", "live-missing", "1 container", "none", "")),
        List.of("stackkit-app"));
  }

  /** Nothing checked on the container side, no plan summary: families without samples. */
  private static DriftReport reportWithEmptyFamilies() {
    return report(OverallStatus.UNKNOWN,
        List.of(stack("stackkit-cache", "cache", "workload", StackStatus.FAILED, null, 40, "Error: boom", null)),
        DriftReport.Runtime.NONE, List.of(), null, List.of());
  }

  @Test
  void rendersEveryFamilyWithExactSamples() {
    // the stackkit-app lines hold module_ref="we\"ird\\mod\nule" (a text block needs each \ doubled)
    String expected = """
        # HELP stackdrift_stack_status Drift status of a stack: 1 for its current status, 0 for the others; drift_cause is external, config, both or unknown for a drifted stack, empty otherwise.
        # TYPE stackdrift_stack_status gauge
        stackdrift_stack_status{stack_id="stackkit-core",stack_path=".stackkit/runtime/core",module_ref="core",role="core",site_ref="lab",node_ref="node-1",status="converged",drift_cause=""} 1
        stackdrift_stack_status{stack_id="stackkit-core",stack_path=".stackkit/runtime/core",module_ref="core",role="core",site_ref="lab",node_ref="node-1",status="drifted",drift_cause=""} 0
        stackdrift_stack_status{stack_id="stackkit-core",stack_path=".stackkit/runtime/core",module_ref="core",role="core",site_ref="lab",node_ref="node-1",status="failed",drift_cause=""} 0
        stackdrift_stack_status{stack_id="stackkit-core",stack_path=".stackkit/runtime/core",module_ref="core",role="core",site_ref="lab",node_ref="node-1",status="pending_root",drift_cause=""} 0
        stackdrift_stack_status{stack_id="stackkit-app",stack_path=".stackkit/runtime/we\\"ird\\\\mod\\nule",module_ref="we\\"ird\\\\mod\\nule",role="workload",site_ref="lab",node_ref="node-1",status="converged",drift_cause=""} 0
        stackdrift_stack_status{stack_id="stackkit-app",stack_path=".stackkit/runtime/we\\"ird\\\\mod\\nule",module_ref="we\\"ird\\\\mod\\nule",role="workload",site_ref="lab",node_ref="node-1",status="drifted",drift_cause=""} 1
        stackdrift_stack_status{stack_id="stackkit-app",stack_path=".stackkit/runtime/we\\"ird\\\\mod\\nule",module_ref="we\\"ird\\\\mod\\nule",role="workload",site_ref="lab",node_ref="node-1",status="failed",drift_cause=""} 0
        stackdrift_stack_status{stack_id="stackkit-app",stack_path=".stackkit/runtime/we\\"ird\\\\mod\\nule",module_ref="we\\"ird\\\\mod\\nule",role="workload",site_ref="lab",node_ref="node-1",status="pending_root",drift_cause=""} 0
        stackdrift_stack_status{stack_id="stackkit-cache",stack_path=".stackkit/runtime/cache",module_ref="cache",role="workload",site_ref="lab",node_ref="node-1",status="converged",drift_cause=""} 0
        stackdrift_stack_status{stack_id="stackkit-cache",stack_path=".stackkit/runtime/cache",module_ref="cache",role="workload",site_ref="lab",node_ref="node-1",status="drifted",drift_cause=""} 0
        stackdrift_stack_status{stack_id="stackkit-cache",stack_path=".stackkit/runtime/cache",module_ref="cache",role="workload",site_ref="lab",node_ref="node-1",status="failed",drift_cause=""} 1
        stackdrift_stack_status{stack_id="stackkit-cache",stack_path=".stackkit/runtime/cache",module_ref="cache",role="workload",site_ref="lab",node_ref="node-1",status="pending_root",drift_cause=""} 0
        stackdrift_stack_status{stack_id="stackkit-edge",stack_path=".stackkit/runtime/edge",module_ref="edge",role="edge",site_ref="lab",node_ref="node-1",status="converged",drift_cause=""} 0
        stackdrift_stack_status{stack_id="stackkit-edge",stack_path=".stackkit/runtime/edge",module_ref="edge",role="edge",site_ref="lab",node_ref="node-1",status="drifted",drift_cause=""} 0
        stackdrift_stack_status{stack_id="stackkit-edge",stack_path=".stackkit/runtime/edge",module_ref="edge",role="edge",site_ref="lab",node_ref="node-1",status="failed",drift_cause=""} 0
        stackdrift_stack_status{stack_id="stackkit-edge",stack_path=".stackkit/runtime/edge",module_ref="edge",role="edge",site_ref="lab",node_ref="node-1",status="pending_root",drift_cause=""} 1
        # HELP stackdrift_stack_plan_resources Resources the stack's plan would add, change, destroy, import or forget, and actions it would invoke.
        # TYPE stackdrift_stack_plan_resources gauge
        stackdrift_stack_plan_resources{stack_id="stackkit-core",stack_path=".stackkit/runtime/core",action="add"} 0
        stackdrift_stack_plan_resources{stack_id="stackkit-core",stack_path=".stackkit/runtime/core",action="change"} 0
        stackdrift_stack_plan_resources{stack_id="stackkit-core",stack_path=".stackkit/runtime/core",action="destroy"} 0
        stackdrift_stack_plan_resources{stack_id="stackkit-app",stack_path=".stackkit/runtime/we\\"ird\\\\mod\\nule",action="add"} 1
        stackdrift_stack_plan_resources{stack_id="stackkit-app",stack_path=".stackkit/runtime/we\\"ird\\\\mod\\nule",action="change"} 2
        stackdrift_stack_plan_resources{stack_id="stackkit-app",stack_path=".stackkit/runtime/we\\"ird\\\\mod\\nule",action="destroy"} 3
        # HELP stackdrift_stack_duration_seconds Wall time of the stack's drift check.
        # TYPE stackdrift_stack_duration_seconds gauge
        stackdrift_stack_duration_seconds{stack_id="stackkit-core",stack_path=".stackkit/runtime/core"} 1.5
        stackdrift_stack_duration_seconds{stack_id="stackkit-app",stack_path=".stackkit/runtime/we\\"ird\\\\mod\\nule"} 0.812
        stackdrift_stack_duration_seconds{stack_id="stackkit-cache",stack_path=".stackkit/runtime/cache"} 0.04
        stackdrift_stack_duration_seconds{stack_id="stackkit-edge",stack_path=".stackkit/runtime/edge"} 0
        # HELP stackdrift_native_findings Container findings per Compose project and finding kind.
        # TYPE stackdrift_native_findings gauge
        stackdrift_native_findings{project="demo",finding="not-running"} 2
        stackdrift_native_findings{project="demo",finding="orphan"} 1
        stackdrift_native_findings{project="other",finding="live-missing"} 1
        # HELP stackdrift_overall_status Overall status of the last run: 1 for the current status, 0 for the others.
        # TYPE stackdrift_overall_status gauge
        stackdrift_overall_status{status="clean"} 0
        stackdrift_overall_status{status="drifted"} 1
        stackdrift_overall_status{status="unknown"} 0
        # HELP stackdrift_stack_health Health of a stack, apart from its drift status: 1 healthy, 0 degraded (a check block or condition failed, or a container is unhealthy), -1 unknown.
        # TYPE stackdrift_stack_health gauge
        stackdrift_stack_health{stack_id="stackkit-core",stack_path=".stackkit/runtime/core"} -1
        stackdrift_stack_health{stack_id="stackkit-app",stack_path=".stackkit/runtime/we\\"ird\\\\mod\\nule"} -1
        stackdrift_stack_health{stack_id="stackkit-cache",stack_path=".stackkit/runtime/cache"} -1
        stackdrift_stack_health{stack_id="stackkit-edge",stack_path=".stackkit/runtime/edge"} -1
        # HELP stackdrift_checks_failed Check blocks, conditions and container health checks of a stack that did not pass.
        # TYPE stackdrift_checks_failed gauge
        stackdrift_checks_failed{stack_id="stackkit-core",stack_path=".stackkit/runtime/core"} 0
        stackdrift_checks_failed{stack_id="stackkit-app",stack_path=".stackkit/runtime/we\\"ird\\\\mod\\nule"} 0
        stackdrift_checks_failed{stack_id="stackkit-cache",stack_path=".stackkit/runtime/cache"} 0
        stackdrift_checks_failed{stack_id="stackkit-edge",stack_path=".stackkit/runtime/edge"} 0
        # HELP stackdrift_stack_stalled 1 when self-heal left the stack alone: heals in a row did not leave it converged and healthy (perpetual drift among them); 'stackdrift reconcile' or 'stackdrift resume STACK' clears it.
        # TYPE stackdrift_stack_stalled gauge
        stackdrift_stack_stalled{stack_id="stackkit-core",stack_path=".stackkit/runtime/core"} 0
        stackdrift_stack_stalled{stack_id="stackkit-app",stack_path=".stackkit/runtime/we\\"ird\\\\mod\\nule"} 0
        stackdrift_stack_stalled{stack_id="stackkit-cache",stack_path=".stackkit/runtime/cache"} 0
        stackdrift_stack_stalled{stack_id="stackkit-edge",stack_path=".stackkit/runtime/edge"} 0
        # HELP stackdrift_last_run_timestamp_seconds When the last stackdrift run happened, in seconds since the Unix epoch.
        # TYPE stackdrift_last_run_timestamp_seconds gauge
        stackdrift_last_run_timestamp_seconds 1795953600.25
        # HELP stackdrift_run_duration_seconds Wall time of the last stackdrift run.
        # TYPE stackdrift_run_duration_seconds gauge
        stackdrift_run_duration_seconds 12.5
        """;
    assertEquals(expected, new PrometheusView().render(driftedReport(), 12.5, LAST_RUN));
  }

  @Test
  void aDriftedStacksStatusSeriesCarriesItsCause() {
    DriftReport report = report(OverallStatus.DRIFTED, List.of(stack("app", "app", "workload", StackStatus.DRIFTED,
        new Summary(0, 1, 0), 5, null, null).withCause(DriftCause.EXTERNAL, null)), DriftReport.Runtime.NONE,
        List.of(), null, List.of("app"));

    assertTrue(new PrometheusView().render(report, 1.0, LAST_RUN).contains("stackdrift_stack_status{stack_id=\"app\","
        + "stack_path=\".stackkit/runtime/app\",module_ref=\"app\",role=\"workload\",site_ref=\"lab\",node_ref=\"node-1\","
        + "status=\"drifted\","
        + "drift_cause=\"external\"} 1\n"));
  }

  @Test
  void escapesBackslashQuoteAndNewlineInLabelValues() {
    String line = new PrometheusView().render(driftedReport(), 1.0, LAST_RUN).lines()
        .filter(l -> l.startsWith("stackdrift_stack_status{stack_id=\"stackkit-app\""))
        .findFirst().orElseThrow();
    assertTrue(line.contains("module_ref=\"we\\\"ird\\\\mod\\nule\","), line);
  }

  @Test
  void keepsHelpAndTypeOfFamiliesWithoutSamples() {
    List<String> lines = new PrometheusView().render(reportWithEmptyFamilies(), 0.25, LAST_RUN).lines().toList();
    int help = lines.indexOf(
        "# HELP stackdrift_native_findings Container findings per Compose project and finding kind.");
    assertTrue(help >= 0, "HELP of stackdrift_native_findings is missing: " + lines);
    assertEquals("# TYPE stackdrift_native_findings gauge", lines.get(help + 1));
    assertTrue(lines.get(help + 2).startsWith("# HELP "), "no native sample expected: " + lines.get(help + 2));
    assertTrue(lines.contains("# TYPE stackdrift_stack_plan_resources gauge"));
    assertTrue(lines.stream().noneMatch(l -> l.startsWith("stackdrift_stack_plan_resources{")), lines::toString);
    assertTrue(lines.contains("stackdrift_run_duration_seconds 0.25"), lines::toString);
  }

  @Test
  void writesSpecialDurationsInThePrometheusSpelling() {
    PrometheusView view = new PrometheusView();
    assertTrue(view.render(reportWithEmptyFamilies(), Double.NaN, LAST_RUN).endsWith(
        "stackdrift_run_duration_seconds NaN\n"));
    assertTrue(view.render(reportWithEmptyFamilies(), 0.0001, LAST_RUN).endsWith(
        "stackdrift_run_duration_seconds 0.0001\n"), "a plain decimal, not Java's 1.0E-4");
  }

  static Stream<Arguments> reports() {
    return Stream.of(Arguments.of("drifted, with escapes", driftedReport()),
        Arguments.of("families without samples", reportWithEmptyFamilies()));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("reports")
  void passesPromtoolCheckMetrics(String name, DriftReport report, @TempDir Path tmp) throws Exception {
    Path promtool = promtool();
    String metrics = new PrometheusView().render(report, 3.5, LAST_RUN);
    Path stdout = tmp.resolve("stdout");
    Path stderr = tmp.resolve("stderr");
    Process p = new ProcessBuilder(promtool.toString(), "check", "metrics")
        .redirectOutput(stdout.toFile()).redirectError(stderr.toFile()).start();
    try (OutputStream in = p.getOutputStream()) {
      in.write(metrics.getBytes(StandardCharsets.UTF_8));
    }
    assertTrue(p.waitFor(60, TimeUnit.SECONDS), "promtool did not finish within 60s");
    List<String> problems = Files.readAllLines(stderr).stream().filter(l -> !l.isBlank()).toList();
    assertEquals(List.of(), problems, "promtool check metrics reported problems for:\n" + metrics);
    assertEquals(0, p.exitValue(), "promtool exit code; stdout: " + Files.readString(stdout));
  }

  /** CI must have promtool ({@code apt-get install prometheus}); elsewhere its absence skips, loudly. */
  private static Path promtool() {
    return Executables.require("promtool", "prometheus");
  }
}
