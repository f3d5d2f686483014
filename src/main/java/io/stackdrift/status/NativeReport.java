package io.stackdrift.status;

import io.stackdrift.container.Finding;
import io.stackdrift.container.NativeResult;
import io.stackdrift.container.ProjectResult;
import io.stackdrift.report.DriftReport;
import io.stackdrift.report.DriftReportBuilder;
import java.util.List;
import java.util.stream.Collectors;

/** How the container check shows in the report (contract §5, §7) and in the overall status (§6). */
public final class NativeReport {
  public static final String SUBJECT = "runtime-configuration";

  private NativeReport() {}

  /** Sets the report's {@code runtime}, {@code subjects} and {@code native} from the container check. */
  public static void fill(DriftReportBuilder report, NativeResult r) {
    report.runtime(runtime(r)).subjects(subjects(r)).nativeFindings(findings(r));
  }

  /**
   * The report with its container side replaced by {@code r} and what it says about itself as a
   * whole derived again (contract §6): a watch's check between cycles, without a plan.
   */
  public static DriftReport withContainers(DriftReport report, NativeResult r) {
    DriftReportBuilder parts = report.toBuilder();
    fill(parts, r);
    return ReportAssembly.derive(parts.build());
  }

  static DriftReport.Runtime runtime(NativeResult r) {
    if (!r.checked()) {
      return DriftReport.Runtime.NONE;
    }
    String projects = r.projects().stream().map(p -> p.project().name()).collect(Collectors.joining(","));
    int services = r.projects().stream().mapToInt(ProjectResult::serviceCount).sum();
    int probes = r.projects().stream().mapToInt(ProjectResult::probeCount).sum();
    return new DriftReport.Runtime(projects, status(r), services, probes);
  }

  static List<DriftReport.Subject> subjects(NativeResult r) {
    if (!r.checked()) {
      return List.of();
    }
    List<Finding> findings = r.findings();
    String code = findings.isEmpty() ? null : findings.stream()
        .min(java.util.Comparator.comparing(Finding::kind)).get().kind().code();
    String status = r.unavailable() ? "unavailable" : findings.isEmpty() ? "in-sync" : "drifted";
    return List.of(new DriftReport.Subject(SUBJECT, status, code, r.error()));
  }

  static List<DriftReport.NativeFinding> findings(NativeResult r) {
    if (!r.checked()) {
      return null;
    }
    return r.findings().stream().map(f -> new DriftReport.NativeFinding(f.project(), f.service(), f.container(),
        f.kind().json(), f.expected(), f.actual(), f.stack())).toList();
  }

  private static String status(NativeResult r) {
    if (r.unavailable()) {
      return "unavailable";
    }
    return r.findings().isEmpty() ? "ready" : "drifted";
  }
}
