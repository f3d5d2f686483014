package io.stackdrift.view;

import io.stackdrift.report.DriftReport;
import io.stackdrift.report.OverallStatus;
import io.stackdrift.report.RunOutcome;
import io.stackdrift.report.StackEntry;
import io.stackdrift.report.StackStatus;
import io.stackdrift.report.Summary;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The report as Prometheus text exposition, for node_exporter's textfile collector. Every family
 * keeps its {@code # HELP} and {@code # TYPE} lines even without samples, so that dashboards and
 * alerts see a known metric rather than an absent one. No sample carries a timestamp: the textfile
 * collector refuses them.
 */
public final class PrometheusView implements ReportView {
  private static final String STACK_STATUS = "stackdrift_stack_status";
  private static final String PLAN_RESOURCES = "stackdrift_stack_plan_resources";
  private static final String ATTRIBUTE_CHANGES = "stackdrift_stack_attribute_changes";
  private static final String STACK_DURATION = "stackdrift_stack_duration_seconds";
  private static final String NATIVE_FINDINGS = "stackdrift_native_findings";
  private static final String OVERALL_STATUS = "stackdrift_overall_status";
  private static final String LAST_RUN = "stackdrift_last_run_timestamp_seconds";
  private static final String RUN_DURATION = "stackdrift_run_duration_seconds";
  private static final String STACK_HEALTH = "stackdrift_stack_health";
  private static final String CHECKS_FAILED = "stackdrift_checks_failed";
  private static final String STACK_STALLED = "stackdrift_stack_stalled";

  public PrometheusView() {}

  /** A saved report has no run duration: its family keeps its help and type lines without a sample. */
  @Override
  public String render(RunOutcome run) {
    return render(run.report(), run.duration().map(d -> d.toMillis() / 1000.0).orElse(null), run.finished());
  }

  /**
   * @param runDurationSeconds the wall time of the whole run, which the report does not hold; null when not known
   * @param lastRun when the run happened
   */
  public String render(DriftReport report, Double runDurationSeconds, Instant lastRun) {
    Objects.requireNonNull(report, "report");
    Objects.requireNonNull(lastRun, "lastRun");
    StringBuilder out = new StringBuilder();
    stackStatus(report.stacks(), out);
    planResources(report.stacks(), out);
    attributeChanges(report.stacks(), out);
    stackDuration(report.stacks(), out);
    nativeFindings(report.nativeFindings(), out);
    overallStatus(report.status(), out);
    stackHealth(report.stacks(), out);
    header(out, LAST_RUN, "When the last stackdrift run happened, in seconds since the Unix epoch.");
    sample(out, LAST_RUN, "", epochSeconds(lastRun));
    header(out, RUN_DURATION, "Wall time of the last stackdrift run.");
    if (runDurationSeconds != null) {
      sample(out, RUN_DURATION, "", number(runDurationSeconds));
    }
    return out.toString();
  }

  /** One sample per possible status, so a status change flips values instead of ending a series. */
  private static void stackStatus(List<StackEntry> stacks, StringBuilder out) {
    header(out, STACK_STATUS, "Drift status of a stack: 1 for its current status, 0 for the others; drift_cause "
        + "is external, config, both or unknown for a drifted stack, empty otherwise.");
    for (StackEntry e : stacks) {
      String cause = e.driftCause() == null ? "" : e.driftCause().json();
      for (StackStatus status : StackStatus.values()) {
        String labels = labels("stack_id", e.stackId(), "stack_path", path(e), "module_ref", e.moduleRef(),
            "role", e.role(), "site_ref", e.siteRef(), "node_ref", e.nodeRef(), "status", status.json(),
            "drift_cause", cause);
        sample(out, STACK_STATUS, labels, e.status() == status ? "1" : "0");
      }
    }
  }

  /**
   * Health apart from sync (contract §16): 1 healthy, 0 degraded, -1 unknown; and how many checks
   * and conditions did not pass, per stack.
   */
  private static void stackHealth(List<StackEntry> stacks, StringBuilder out) {
    header(out, STACK_HEALTH, "Health of a stack, apart from its drift status: 1 healthy, 0 degraded (a check block "
        + "or condition failed, or a container is unhealthy), -1 unknown.");
    for (StackEntry e : stacks) {
      String value = switch (e.healthOrUnknown()) {
        case HEALTHY -> "1";
        case DEGRADED -> "0";
        case UNKNOWN -> "-1";
      };
      sample(out, STACK_HEALTH, labels("stack_id", e.stackId(), "stack_path", path(e)), value);
    }
    header(out, CHECKS_FAILED, "Check blocks, conditions and container health checks of a stack that did not pass.");
    for (StackEntry e : stacks) {
      sample(out, CHECKS_FAILED, labels("stack_id", e.stackId(), "stack_path", path(e)),
          Long.toString(e.checksOrNone().stream().filter(c -> c.status().failed()).count()));
    }
    header(out, STACK_STALLED, "1 when self-heal left the stack alone: heals in a row did not leave it converged and "
        + "healthy (perpetual drift among them); 'stackdrift reconcile' or 'stackdrift resume STACK' clears it.");
    for (StackEntry e : stacks) {
      sample(out, STACK_STALLED, labels("stack_id", e.stackId(), "stack_path", path(e)), e.markedStalled() ? "1" : "0");
    }
  }

  private static void planResources(List<StackEntry> stacks, StringBuilder out) {
    header(out, PLAN_RESOURCES,
        "Resources the stack's plan would add, change, destroy, import or forget, and actions it would invoke.");
    for (StackEntry e : stacks) {
      Summary s = e.summary();
      if (s == null) {
        continue;
      }
      sample(out, PLAN_RESOURCES, labels("stack_id", e.stackId(), "stack_path", path(e), "action", "add"),
          Long.toString(s.add()));
      sample(out, PLAN_RESOURCES, labels("stack_id", e.stackId(), "stack_path", path(e), "action", "change"),
          Long.toString(s.change()));
      sample(out, PLAN_RESOURCES, labels("stack_id", e.stackId(), "stack_path", path(e), "action", "destroy"),
          Long.toString(s.destroy()));
      sampleIfCounted(out, e, "import", s.imports());
      sampleIfCounted(out, e, "forget", s.forget());
      sampleIfCounted(out, e, "invoke", s.actions());
    }
  }

  /** Attribute changes by cause, for stacks whose plan was read attribute by attribute (counts, never values). */
  private static void attributeChanges(List<StackEntry> stacks, StringBuilder out) {
    if (stacks.stream().allMatch(e -> e.attributeChanges(true) == null)) {
      return; // no run with details: the family is left out rather than empty
    }
    header(out, ATTRIBUTE_CHANGES, "Attribute changes the stack's plan would make, by cause (external or config).");
    for (StackEntry e : stacks) {
      Long external = e.attributeChanges(true);
      if (external != null) {
        sample(out, ATTRIBUTE_CHANGES, labels("stack_id", e.stackId(), "stack_path", path(e), "cause", "external"),
            Long.toString(external));
        sample(out, ATTRIBUTE_CHANGES, labels("stack_id", e.stackId(), "stack_path", path(e), "cause", "config"),
            Long.toString(e.attributeChanges(false)));
      }
    }
  }

  /** Imports, forgets and action invocations are samples only where a plan has them. */
  private static void sampleIfCounted(StringBuilder out, StackEntry e, String action, long count) {
    if (count > 0) {
      sample(out, PLAN_RESOURCES, labels("stack_id", e.stackId(), "stack_path", path(e), "action", action),
          Long.toString(count));
    }
  }

  private static void stackDuration(List<StackEntry> stacks, StringBuilder out) {
    header(out, STACK_DURATION, "Wall time of the stack's drift check.");
    for (StackEntry e : stacks) {
      sample(out, STACK_DURATION, labels("stack_id", e.stackId(), "stack_path", path(e)), milliseconds(e.durationMs()));
    }
  }

  private record ProjectFinding(String project, String finding) {}

  private static void nativeFindings(List<DriftReport.NativeFinding> findings, StringBuilder out) {
    header(out, NATIVE_FINDINGS, "Container findings per Compose project and finding kind.");
    if (findings == null) {
      return;
    }
    Map<ProjectFinding, Integer> counts = new LinkedHashMap<>();
    for (DriftReport.NativeFinding f : findings) {
      counts.merge(new ProjectFinding(f.project(), f.finding()), 1, Integer::sum);
    }
    counts.forEach((key, count) -> sample(out, NATIVE_FINDINGS,
        labels("project", key.project(), "finding", key.finding()), Integer.toString(count)));
  }

  private static void overallStatus(OverallStatus current, StringBuilder out) {
    header(out, OVERALL_STATUS, "Overall status of the last run: 1 for the current status, 0 for the others.");
    for (OverallStatus status : OverallStatus.values()) {
      sample(out, OVERALL_STATUS, labels("status", status.json()), current == status ? "1" : "0");
    }
  }

  private static void header(StringBuilder out, String family, String help) {
    out.append("# HELP ").append(family).append(' ').append(escapeHelp(help)).append('\n');
    out.append("# TYPE ").append(family).append(" gauge\n");
  }

  /** The stack's path beside its id (contract §7): what a dashboard shows a reader. */
  private static String path(StackEntry e) {
    return e.runtimeRoot() == null ? "" : e.runtimeRoot();
  }

  private static void sample(StringBuilder out, String family, String labels, String value) {
    out.append(family).append(labels).append(' ').append(value).append('\n');
  }

  /** {@code {name="value",...}} from alternating names and values; a null value is empty. */
  private static String labels(String... namesAndValues) {
    StringBuilder out = new StringBuilder("{");
    for (int i = 0; i < namesAndValues.length; i += 2) {
      out.append(i == 0 ? "" : ",").append(namesAndValues[i]).append("=\"")
          .append(escapeLabelValue(namesAndValues[i + 1])).append('"');
    }
    return out.append('}').toString();
  }

  /** The text format escapes exactly these three in label values. */
  static String escapeLabelValue(String value) {
    if (value == null) {
      return "";
    }
    return value.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n");
  }

  /** HELP text escapes backslash and newline, but not the double quote. */
  private static String escapeHelp(String help) {
    return help.replace("\\", "\\\\").replace("\n", "\\n");
  }

  /** Exact decimal seconds: a double would print 0.812 as 0.8120000000000001 after a division. */
  private static String milliseconds(long ms) {
    return BigDecimal.valueOf(ms, 3).stripTrailingZeros().toPlainString();
  }

  private static String epochSeconds(Instant instant) {
    return BigDecimal.valueOf(instant.getEpochSecond()).add(BigDecimal.valueOf(instant.getNano(), 9))
        .stripTrailingZeros().toPlainString();
  }

  /** Plain decimal, never Java's {@code 1.0E-4}; NaN and infinities in the spelling Prometheus reads. */
  private static String number(double value) {
    if (Double.isNaN(value)) {
      return "NaN";
    }
    if (Double.isInfinite(value)) {
      return value > 0 ? "+Inf" : "-Inf";
    }
    return BigDecimal.valueOf(value).stripTrailingZeros().toPlainString();
  }
}
