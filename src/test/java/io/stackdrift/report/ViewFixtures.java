package io.stackdrift.report;

import java.util.List;

/** Small reports built from the records, shared by the view tests; no view reads planExitCode or since. */
final class ViewFixtures {
  static final String DETECTED_AT = "2026-11-29T12:00:00Z";

  private ViewFixtures() {}

  static StackEntry stack(String id, String module, String role, StackStatus status, Summary summary,
      long durationMs, String detail, List<Resource> resources) {
    return new StackEntry(id, role, module, "lab", "node-1", ".stackkit/runtime/" + module, status,
        null, summary, durationMs, detail, null, null, null, null, resources, 0, null);
  }

  /** A stack of the stackkit host layout: a generated id, a long path under .stackkit/runtime. */
  static StackEntry stackkit(String hex, String module, String role, StackStatus status, Summary summary,
      long durationMs, String detail) {
    return new StackEntry("stackkit-" + hex, role, module, "lab", "node-1",
        ".stackkit/runtime/lab/node-1/" + module + "/opentofu", status, null, summary, durationMs, detail, null,
        null, null, null, null, 0, null);
  }

  static DriftReport report(OverallStatus status, List<StackEntry> stacks, DriftReport.Runtime runtime,
      List<DriftReport.Subject> subjects, List<DriftReport.NativeFinding> findings, List<String> targets) {
    return new DriftReport(DriftReport.SCHEMA_VERSION, "advanced", "terramate", findings != null && !findings.isEmpty(),
        "sha256:0", runtime, subjects, "workspace", DETECTED_AT, status, stacks, targets, findings, null, null,
        null);
  }

  static DriftReport.NativeFinding finding(String project, String service, String container, String kind,
      String expected, String actual, String stack) {
    return new DriftReport.NativeFinding(project, service, container, kind, expected, actual, stack);
  }
}
