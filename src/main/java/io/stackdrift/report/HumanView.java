package io.stackdrift.report;

import java.util.List;
import java.util.Locale;

/**
 * The report for a person (contract §7): one line per stack, a closing line with the overall
 * status and counts, or the single line {@code No drift detected.} when all is clean. A run that
 * selected no stack says so, with the filters that selected nothing. Text from the report is
 * printed through {@link TerminalText}.
 */
public final class HumanView implements ReportView {
  public static final String NO_DRIFT = "No drift detected.";

  private final boolean color;

  public HumanView(boolean color) {
    this(new ViewStyle(color, 0, false));
  }

  public HumanView(ViewStyle style) {
    this.color = style.color();
  }

  @Override
  public String render(RunOutcome run) {
    return render(run.report(), run.selection());
  }

  public String render(DriftReport report) {
    return render(report, null);
  }

  /** {@code selection}: the filters of the run ({@code --tags nomatch}), empty for none, null when not known. */
  public String render(DriftReport report, String selection) {
    if (ReportText.nothingSelected(report)) {
      return nothingSelected(report, selection);
    }
    if (report.status() == OverallStatus.CLEAN) {
      return NO_DRIFT + "\n" + ignoredLine(report);
    }
    List<StackEntry> stacks = report.stacks();
    int idWidth = width(stacks.stream().map(StackEntry::stackId).toList(), "STACK");
    int moduleWidth = width(stacks.stream().map(StackEntry::moduleRef).toList(), "MODULE");
    int roleWidth = width(stacks.stream().map(StackEntry::role).toList(), "ROLE");
    int summaryWidth = width(stacks.stream().map(HumanView::summary).toList(), "SUMMARY");
    StringBuilder out = new StringBuilder();
    out.append(String.format(Locale.ROOT, "%-12s  %s  %s  %s  %s  %-8s  %s%n", "STATUS", pad("STACK", idWidth),
        pad("MODULE", moduleWidth), pad("ROLE", roleWidth), pad("SUMMARY", summaryWidth), "CAUSE", "DURATION"));
    for (StackEntry e : stacks) {
      String line = String.format(Locale.ROOT, "%s  %s  %s  %s  %s  %-8s  %s", status(e.status()),
          pad(safe(e.stackId()), idWidth), pad(safe(e.moduleRef()), moduleWidth), pad(safe(e.role()), roleWidth),
          pad(summary(e), summaryWidth), cause(e), duration(e.durationMs()));
      if (e.markedPerpetual()) {
        line += "  perpetual";
      }
      if (e.status() == StackStatus.DRIFTED && e.ignored() != null && !e.ignored().isEmpty()) {
        line += "  " + e.ignored().size() + " ignored";
      }
      if (e.detail() != null && !e.detail().isEmpty() && e.status() != StackStatus.DRIFTED) {
        line += "  " + safe(firstLine(e.detail()));
      }
      out.append(line.stripTrailing()).append('\n');
    }
    nativeTables(report, out);
    out.append('\n').append(closing(report)).append('\n').append(ignoredLine(report));
    if (report.reconcileTargets() != null && !report.reconcileTargets().isEmpty()) {
      out.append("Reconcile targets: ").append(String.join(", ", report.reconcileTargets().stream()
          .map(HumanView::safe).toList())).append('\n');
    }
    return out.toString();
  }

  private String nothingSelected(DriftReport report, String selection) {
    String filters = selection == null ? "" : selection.isEmpty() ? " (the workspace has no stacks)"
        : " (" + safe(selection) + ")";
    StringBuilder out = new StringBuilder("No stack selected" + filters + ": no stack was checked.\n");
    nativeTables(report, out);
    out.append('\n').append(closing(report)).append('\n');
    return out.toString();
  }

  /** Per Compose project with findings: STATUS  SERVICE  CONTAINER  DETAIL. */
  private void nativeTables(DriftReport report, StringBuilder out) {
    for (DriftReport.Subject s : report.subjects()) {
      if (s.detail() != null) {
        out.append("\nContainers: ").append(paint(safe(s.status()), "35")).append(": ")
            .append(TerminalText.lines(s.detail())).append('\n');
      }
    }
    ReportText.byProject(report.nativeFindings()).forEach((project, list) -> {
      out.append("\nCompose project ").append(safe(project)).append(safe(ReportText.owner(list.get(0).stack())))
          .append('\n');
      int service = width(list.stream().map(DriftReport.NativeFinding::service).toList(), "SERVICE");
      int container = width(list.stream().map(FindingText::container).toList(), "CONTAINER");
      out.append("  ").append(pad("STATUS", 12)).append("  ").append(pad("SERVICE", service)).append("  ")
          .append(pad("CONTAINER", container)).append("  DETAIL\n");
      for (DriftReport.NativeFinding f : list) {
        String c = FindingText.container(f);
        out.append("  ").append(paint(pad(safe(f.finding()), 12), "33")).append("  ")
            .append(pad(safe(f.service()), service)).append("  ").append(pad(safe(c), container)).append("  ")
            .append(safe(FindingText.detail(f))).append('\n');
      }
    });
  }

  /** Ignored changes are never dropped silently: how many, and where they are listed. */
  private static String ignoredLine(DriftReport report) {
    int n = ReportText.ignoredCount(report);
    return n == 0 ? "" : "Ignored by [[ignore]] rules: " + ReportText.plural(n, "planned change")
        + " (listed in the JSON report)\n";
  }

  private String closing(DriftReport report) {
    return "Overall: " + paint(report.status().json(), report.status() == OverallStatus.DRIFTED ? "33" : "35")
        + " (" + ReportText.counts(report, HumanView::safe) + ")";
  }

  private String status(StackStatus s) {
    String code = switch (s) {
      case CONVERGED -> "32";
      case DRIFTED -> "33";
      case FAILED -> "31";
      case PENDING_ROOT -> "90";
    };
    return paint(pad(s.json(), 12), code);
  }

  private String paint(String text, String code) {
    return color ? "\u001B[" + code + "m" + text + "\u001B[0m" : text;
  }

  /** The drift cause; "ignored" for a stack converged only because ignore rules took its changes out. */
  static String cause(StackEntry e) {
    if (e.driftCause() != null) {
      return e.driftCause().json();
    }
    return e.ignored() != null && !e.ignored().isEmpty() ? "ignored" : "-";
  }

  static String summary(StackEntry e) {
    Summary s = e.summary();
    return s == null ? "-" : s.counts();
  }

  public static String duration(long ms) {
    if (ms < 1000) {
      return ms + "ms";
    }
    if (ms < 60_000) {
      return String.format(Locale.ROOT, "%.1fs", ms / 1000.0);
    }
    return (ms / 60_000) + "m" + ((ms / 1000) % 60) + "s";
  }

  private static String firstLine(String text) {
    String t = text.strip();
    int nl = t.indexOf('\n');
    return nl < 0 ? t : t.substring(0, nl) + " …";
  }

  /** Widths are those of the text as printed, escapes included. */
  private static int width(List<String> values, String header) {
    return Math.max(header.length(), values.stream().mapToInt(v -> safe(v).length()).max().orElse(0));
  }

  private static String safe(String text) {
    return TerminalText.line(text);
  }

  private static String pad(String text, int width) {
    return StackListView.pad(text, width);
  }
}
