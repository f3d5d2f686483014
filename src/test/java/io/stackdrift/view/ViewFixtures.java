package io.stackdrift.view;

import io.stackdrift.report.DriftReport;
import io.stackdrift.report.OverallStatus;
import io.stackdrift.report.Resource;
import io.stackdrift.report.StackEntry;
import io.stackdrift.report.StackStatus;
import io.stackdrift.report.Summary;
import java.util.List;

/** Small reports built from the records, shared by the view tests; no view reads planExitCode or since. */
final class ViewFixtures {
  static final String DETECTED_AT = "2026-11-29T12:00:00Z";

  private ViewFixtures() {}

  static StackEntry stack(String id, String module, String role, StackStatus status, Summary summary,
      long durationMs, String detail, List<Resource> resources) {
    return StackEntry.builder().stackId(id).role(role).moduleRef(module).siteRef("lab").nodeRef("node-1")
        .runtimeRoot(".stackkit/runtime/" + module).status(status).summary(summary).durationMs(durationMs)
        .detail(detail).resources(resources).runIndex(0).build();
  }

  /** A stack of the stackkit host layout: a generated id, a long path under .stackkit/runtime. */
  static StackEntry stackkit(String hex, String module, String role, StackStatus status, Summary summary,
      long durationMs, String detail) {
    return StackEntry.builder().stackId("stackkit-" + hex).role(role).moduleRef(module).siteRef("lab")
        .nodeRef("node-1").runtimeRoot(".stackkit/runtime/lab/node-1/" + module + "/opentofu").status(status)
        .summary(summary).durationMs(durationMs).detail(detail).runIndex(0).build();
  }

  /** A stack of a plain Terramate repository: its path as id, free-form tags giving role and module. */
  static StackEntry terramate(String path, String name, StackStatus status, Summary summary, long durationMs,
      String detail) {
    return StackEntry.builder().stackId(path).role("observability").moduleRef(name).siteRef("local")
        .nodeRef("vm").runtimeRoot(path).name(name).status(status).summary(summary).durationMs(durationMs)
        .detail(detail).runIndex(0).build();
  }

  static DriftReport report(OverallStatus status, List<StackEntry> stacks, DriftReport.Runtime runtime,
      List<DriftReport.Subject> subjects, List<DriftReport.NativeFinding> findings, List<String> targets) {
    return DriftReport.builder().hasDrift(findings != null && !findings.isEmpty()).planHash("sha256:0")
        .runtime(runtime).subjects(subjects).stackId("workspace").detectedAt(DETECTED_AT).status(status)
        .stacks(stacks).reconcileTargets(targets).nativeFindings(findings).build();
  }

  static DriftReport.NativeFinding finding(String project, String service, String container, String kind,
      String expected, String actual, String stack) {
    return new DriftReport.NativeFinding(project, service, container, kind, expected, actual, stack);
  }
}
