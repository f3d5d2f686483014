package io.stackdrift.view;

import io.stackdrift.report.DriftReport;
import io.stackdrift.report.OverallStatus;
import io.stackdrift.report.StackStatus;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.UnaryOperator;

/** What the human, Markdown and JUnit views say alike, so that a report reads the same in each. */
final class ReportText {
  private ReportText() {}

  /** {@code 1 finding}, {@code 2 findings}. */
  static String plural(int n, String noun) {
    return n + " " + noun + (n == 1 ? "" : "s");
  }

  /**
   * {@code 3 stacks: 1 converged, 2 drifted; containers drifted: 1 finding}. The runtime status is
   * a free string in a report read back from a file, so {@code literal} makes it safe for the output;
   * the stack statuses are the enum's own words.
   */
  static String counts(DriftReport report, UnaryOperator<String> literal) {
    String line = stackCounts(report);
    DriftReport.Runtime runtime = report.runtime();
    if (runtime != null && runtime.status() != null && !runtime.status().equals("none")) {
      int n = report.nativeFindings() == null ? 0 : report.nativeFindings().size();
      line += "; containers " + literal.apply(runtime.status()) + (n > 0 ? ": " + plural(n, "finding") : "");
    }
    return line;
  }

  /** The planned changes ignore rules took out, over every stack. */
  /** {@code 3 stacks: 2 converged, 1 drifted}: every status with stacks, in the order of {@link StackStatus}. */
  static String stackCounts(DriftReport report) {
    Map<StackStatus, Integer> byStatus = new EnumMap<>(StackStatus.class);
    report.stacks().forEach(e -> {
      if (e.status() != null) {
        byStatus.merge(e.status(), 1, Integer::sum);
      }
    });
    List<String> parts = new ArrayList<>();
    byStatus.forEach((status, n) -> parts.add(n + " " + status.json()));
    return plural(report.stacks().size(), "stack") + (parts.isEmpty() ? "" : ": " + String.join(", ", parts));
  }

  /** The first line of a tool's detail, with an ellipsis when more follows; null is empty. */
  static String firstLine(String text) {
    if (text == null) {
      return "";
    }
    String t = text.strip();
    int nl = t.indexOf('\n');
    return nl < 0 ? t : t.substring(0, nl) + " \u2026";
  }

  static int ignoredCount(DriftReport report) {
    return report.stacks().stream().mapToInt(e -> e.ignored() == null ? 0 : e.ignored().size()).sum();
  }

  /**
   * A run that selected no stack checked nothing: its report is {@code unknown} (contract §6). A
   * shard whose partition is empty is clean instead, and is not "nothing selected".
   */
  static boolean nothingSelected(DriftReport report) {
    return report.stacks().isEmpty() && report.status() != OverallStatus.CLEAN;
  }

  /** The container findings per Compose project, projects in the order the report first names them. */
  static Map<String, List<DriftReport.NativeFinding>> byProject(List<DriftReport.NativeFinding> findings) {
    Map<String, List<DriftReport.NativeFinding>> byProject = new LinkedHashMap<>();
    if (findings != null) {
      findings.forEach(f -> byProject.computeIfAbsent(f.project(), k -> new ArrayList<>()).add(f));
    }
    return byProject;
  }

  /** What follows a Compose project's name in its heading: the stack that owns it, if any. */
  static String owner(String stack) {
    return stack == null || stack.isEmpty() ? " (no owning stack)" : " (stack " + stack + ")";
  }

  /** The error the container subject carries when the engine could not be asked. */
  static Optional<String> engineError(DriftReport report) {
    List<DriftReport.Subject> subjects = report.subjects() == null ? List.of() : report.subjects();
    return subjects.stream().filter(s -> "unavailable".equals(s.status()) && s.detail() != null)
        .map(DriftReport.Subject::detail).findFirst();
  }
}
