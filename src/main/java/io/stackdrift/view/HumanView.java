package io.stackdrift.view;

import io.stackdrift.discovery.StackkitLayout;
import io.stackdrift.report.ConfigCause;
import io.stackdrift.report.DriftReport;
import io.stackdrift.report.OverallStatus;
import io.stackdrift.report.RunOutcome;
import io.stackdrift.report.StackEntry;
import io.stackdrift.report.StackStatus;
import io.stackdrift.report.Summary;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The report for a person (contract §7): one line per stack, a closing line with the overall
 * status and counts, or the single line {@code No drift detected. (N stacks checked)} when all is clean. A run that
 * selected no stack says so, with the filters that selected nothing. Text from the report is
 * printed through {@link TerminalText}.
 */
public final class HumanView implements ReportView {
  public static final String NO_DRIFT = "No drift detected.";
  /** The longest status word, {@code pending_root}: the column keeps its width whichever appear. */
  private static final int STATUS_WIDTH = 12;

  private final boolean color;
  private final int width;
  private final ViewStyle style;

  public HumanView(boolean color) {
    this(new ViewStyle(color, 0, false));
  }

  public HumanView(ViewStyle style) {
    this.color = style.color();
    this.width = style.width();
    this.style = style;
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
      return cleanLine(report) + revisionNote(report) + "\n" + ignoredLine(report) + healthLines(report);
    }
    StackNames names = StackNames.of(report);
    StringBuilder out = new StringBuilder(stackTable(report.stacks(), names));
    nativeTables(report, names, out);
    out.append('\n').append(closing(report)).append('\n').append(ignoredLine(report));
    if (report.reconcileTargets() != null && !report.reconcileTargets().isEmpty()) {
      out.append(targetsLine(report.reconcileTargets().stream().map(id -> safe(names.label(id))).toList()))
          .append('\n');
    }
    out.append(healthLines(report));
    return out.toString();
  }

  /**
   * STATUS, PATH, MODULE, ROLE, SUMMARY, CAUSE, DURATION; then marks and the first line of a detail.
   * ROLE is the first to go when the terminal is too narrow: the module and path say more.
   */
  private String stackTable(List<StackEntry> stacks, StackNames names) {
    Table table = new Table(List.of(
        Table.Column.kept("STATUS", STATUS_WIDTH).painted((value, padded) -> paint(padded, statusColor(value))),
        StackNames.column(),
        Table.Column.shortened("MODULE", Table.Fit.MIDDLE, 8, 2),
        Table.Column.kept("ROLE").leftOutWhenNarrow(),
        Table.Column.kept("SUMMARY"),
        Table.Column.kept("CAUSE", 8),
        Table.Column.kept("DURATION")), width);
    for (StackEntry e : stacks) {
      table.row(List.of(e.status().json(), safe(names.label(e.stackId())), safe(e.moduleRef()), safe(e.role()),
          summary(e), cause(e), duration(e.durationMs())), note(e),
          e.status() == StackStatus.DRIFTED ? indented(AttributeLines.of(e, style.attributeLimit(), style.allDetails()))
              : List.of());
    }
    return stackkitColumnsOnlyWhere(table, stacks).render();
  }

  /** A plain Terramate repository's table has Terramate's columns: no MODULE, no ROLE (contract §7, amended). */
  private static Table stackkitColumnsOnlyWhere(Table table, List<StackEntry> stacks) {
    return StackkitLayout.of(stacks.stream().map(StackEntry::runtimeRoot).toList()) ? table
        : table.without(StackkitLayout.COLUMNS);
  }

  private static List<String> indented(List<String> lines) {
    return lines.stream().map(l -> "    " + l).toList();
  }

  /**
   * Health apart from sync (contract §16): a line per check that did not pass, so a degraded stack of
   * a clean run is seen at a glance.
   */
  private String healthLines(DriftReport report) {
    StringBuilder out = new StringBuilder();
    for (String line : HealthText.lines(report, StackNames.of(report), HumanView::safe)) {
      out.append(paint("Degraded", "31")).append(line.substring("Degraded".length())).append('\n');
    }
    return out.toString();
  }

  /**
   * What a row adds after its duration: perpetual, health, ignored changes, what a {@code config}
   * cause says (contract §14), the first line of a detail.
   */
  private static String note(StackEntry e) {
    List<String> parts = new ArrayList<>();
    if (e.markedPerpetual()) {
      parts.add("perpetual");
    }
    if (!HealthText.mark(e).isEmpty()) {
      parts.add(HealthText.mark(e));
    }
    if (e.markedStalled() && !e.markedPerpetual()) {
      parts.add("stalled");
    }
    if (e.status() == StackStatus.DRIFTED && e.ignored() != null && !e.ignored().isEmpty()) {
      parts.add(e.ignored().size() + " ignored");
    }
    if (e.status() == StackStatus.DRIFTED) {
      ConfigCause.commit(e).ifPresent(why -> parts.add(safe(why)));
    }
    if (e.detail() != null && !e.detail().isEmpty() && e.status() != StackStatus.DRIFTED) {
      parts.add(safe(ReportText.firstLine(e.detail())));
    }
    generatedCodeNote(e, parts);
    return String.join("  ", parts);
  }

  /** A stack planned although its generated code is outdated (the safeguard turned off) says so (§15). */
  private static void generatedCodeNote(StackEntry e, List<String> parts) {
    if (e.generatedCode() != null && e.status() != StackStatus.FAILED) {
      parts.add("generated code outdated: " + safe(e.generatedCode().listed()));
    }
  }

  private String nothingSelected(DriftReport report, String selection) {
    String filters = selection == null ? "" : selection.isEmpty() ? " (the workspace has no stacks)"
        : " (" + safe(selection) + ")";
    StringBuilder out = new StringBuilder("No stack selected" + filters + ": no stack was checked.\n");
    nativeTables(report, StackNames.of(report), out);
    out.append('\n').append(closing(report)).append('\n');
    return out.toString();
  }

  /** Per Compose project with findings: STATUS  SERVICE  CONTAINER  DETAIL. */
  private void nativeTables(DriftReport report, StackNames names, StringBuilder out) {
    for (DriftReport.Subject s : report.subjects()) {
      if (s.detail() != null) {
        out.append("\nContainers: ").append(paint(safe(s.status()), "35")).append(": ")
            .append(TerminalText.lines(s.detail())).append('\n');
      }
    }
    ReportText.byProject(report.nativeFindings()).forEach((project, list) -> {
      String owner = ReportText.owner(names.label(list.get(0).stack()));
      out.append("\nCompose project ").append(safe(project)).append(safe(owner)).append('\n');
      Table table = new Table(List.of(
          Table.Column.kept("STATUS", STATUS_WIDTH).painted((value, padded) -> paint(padded, "33")),
          Table.Column.shortened("SERVICE", Table.Fit.MIDDLE, 8, 1),
          Table.Column.shortened("CONTAINER", Table.Fit.MIDDLE, 10, 1),
          Table.Column.shortened("DETAIL", Table.Fit.END, 12, 2)), width).indented("  ");
      for (DriftReport.NativeFinding f : list) {
        table.row(List.of(safe(f.finding()), safe(f.service()), safe(FindingText.container(f)),
            safe(FindingText.detail(f))));
      }
      out.append(table.render());
    });
  }

  /**
   * {@code Reconcile targets: a, b}; on a terminal no line wider than it: broken after a comma, the
   * list below the words when its first path does not fit beside them, and a path wider than a line
   * shortened as the table shortens paths.
   */
  private String targetsLine(List<String> labels) {
    String head = "Reconcile targets:";
    String line = head + " " + String.join(", ", labels);
    if (width == 0 || Elision.length(line) <= width) {
      return line;
    }
    List<String> fitted = labels.stream()
        .map(l -> Elision.length(l) + 3 > width ? Elision.path(l, Math.max(1, width - 3)) : l).toList();
    String beside = Wrap.atSeparators(head + " " + String.join(", ", fitted), width, "  ");
    if (beside.lines().allMatch(l -> Elision.length(l) <= width)) {
      return beside;
    }
    return head + "\n" + Wrap.atSeparators("  " + String.join(", ", fitted), width, "  ");
  }

  /**
   * {@code No drift detected. (7 stacks checked)}: a CI log says how much was looked at, and a
   * filter on the words still matches (contract §7, amended).
   */
  private static String cleanLine(DriftReport report) {
    return NO_DRIFT + " (" + ReportText.plural(report.stacks().size(), "stack") + " checked)";
  }

  /** Ignored changes are never dropped silently: how many, and where they are listed. */
  private static String ignoredLine(DriftReport report) {
    int n = ReportText.ignoredCount(report);
    return n == 0 ? "" : "Ignored by [[ignore]] rules: " + ReportText.plural(n, "planned change")
        + " (listed in the JSON report)\n";
  }

  /** The overall status and counts; on a terminal broken after a separator when longer than a line. */
  private String closing(DriftReport report) {
    String status = report.status().json();
    String plain = Wrap.atSeparators("Overall: " + status + " (" + ReportText.counts(report, HumanView::safe) + ")"
        + revisionNote(report), width, "  ");
    return "Overall: " + paint(status, report.status() == OverallStatus.DRIFTED ? "33" : "35")
        + plain.substring("Overall: ".length() + status.length());
  }

  /** The revision judged (contract §14), after the closing line's words; empty outside git. */
  private static String revisionNote(DriftReport report) {
    return report.source() == null ? "" : " at " + safe(report.source().label());
  }

  private static String statusColor(String status) {
    return switch (StackStatus.valueOf(status.toUpperCase(Locale.ROOT))) {
      case CONVERGED -> "32";
      case DRIFTED -> "33";
      case FAILED -> "31";
      case PENDING_ROOT -> "90";
    };
  }

  private String paint(String text, String code) {
    return color ? "\u001B[" + code + "m" + text + "\u001B[0m" : text;
  }

  /** The drift cause; "ignored" for a stack converged only because ignore rules took its changes out. */
  public static String cause(StackEntry e) {
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

  private static String safe(String text) {
    return TerminalText.line(text);
  }
}
