package io.stackdrift.cli;

import io.stackdrift.engine.Reconciler;
import io.stackdrift.events.EventSink;
import io.stackdrift.events.StackEvent;
import io.stackdrift.report.DriftCause;
import io.stackdrift.report.DriftReport;
import io.stackdrift.report.HumanView;
import io.stackdrift.report.Json;
import io.stackdrift.report.OverallStatus;
import io.stackdrift.report.Resource;
import io.stackdrift.report.StackEntry;
import io.stackdrift.report.StackNames;
import io.stackdrift.report.StackStatus;
import io.stackdrift.report.Table;
import io.stackdrift.report.TerminalText;
import io.stackdrift.report.ViewStyle;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * What {@code reconcile} prints: the dry run (per target its cause and each resource change, marked
 * as drift made outside OpenTofu or as a code change), the results of the applies, and why there
 * is nothing to do. Text from outside goes through {@link TerminalText}.
 */
final class ReconcileView {
  private final PrintWriter out;
  private final boolean json;
  private final ViewStyle style;

  /** {@code style}: colour and the terminal's width, as for the detect table. */
  ReconcileView(PrintWriter out, boolean json, ViewStyle style) {
    this.out = out;
    this.json = json;
    this.style = style;
  }

  /** Why a run has nothing to reconcile, in words: the workspace is clean, unknown (and why), or no named stack is a target. */
  static String nothingToDo(DriftReport report, boolean narrowed) {
    if (report.status() == OverallStatus.CLEAN) {
      return "nothing to reconcile: no drift detected";
    }
    if (report.status() == OverallStatus.DRIFTED) {
      return narrowed ? "nothing to reconcile: none of the stacks named with --stack is a reconcile target (targets: "
          + TerminalText.line(String.join(", ", report.reconcileTargets() == null ? List.of()
              : report.reconcileTargets())) + ")"
          : "nothing to reconcile: the drift found has no stack to apply";
    }
    List<String> why = new ArrayList<>();
    if (report.stacks().isEmpty()) {
      why.add("no stack was selected");
    }
    count(report, StackStatus.FAILED, "failed to plan", why);
    count(report, StackStatus.PENDING_ROOT, "wait for a local root (pending_root)", why);
    if (report.runtime() != null && "unavailable".equals(report.runtime().status())) {
      why.add("the container check was unavailable");
    }
    return "nothing to reconcile: " + (why.isEmpty() ? "the result is unknown" : String.join(" and ", why))
        + ", so the workspace state is unknown";
  }

  private static void count(DriftReport report, StackStatus status, String what, List<String> why) {
    long n = report.stacks().stream().filter(e -> e.status() == status).count();
    if (n > 0) {
      why.add(n + (n == 1 ? " stack " : " stacks ") + (n == 1 ? singular(what) : what));
    }
  }

  private static String singular(String verbPhrase) {
    return verbPhrase.startsWith("wait ") ? "waits " + verbPhrase.substring(5) : verbPhrase;
  }

  /** The code changes a target would apply ({@code both}, {@code config}, {@code unknown} cause), for the warning. */
  static boolean appliesCodeChanges(Reconciler.Target t) {
    return !t.containersOnly() && t.entry().driftCause() != DriftCause.EXTERNAL;
  }

  /** The --json output of a run without --yes; a record, so the key order is fixed. */
  private record PlanJson(boolean dryRun, List<Map<String, Object>> targets) {}

  /** The --json output of a run with --yes; {@code report} is null when a signal ended the applies. */
  private record ResultJson(List<String> reconciled, List<String> skipped, List<FailureJson> failed,
      DriftReport report) {}

  private record FailureJson(String stackId, String detail) {}

  void plan(List<Reconciler.Target> targets) {
    if (json) {
      List<Map<String, Object>> rows = new ArrayList<>();
      for (Reconciler.Target t : targets) {
        Map<String, Object> row = new LinkedHashMap<>();
        row.put("stackId", t.stack().id());
        row.put("summary", t.entry().summary());
        row.put("driftCause", t.entry().driftCause());
        row.put("resources", changes(t.entry()));
        row.put("containersOnly", t.containersOnly());
        row.put("replace", t.replace());
        if (t.refusal() != null) {
          row.put("refused", t.refusal());
        }
        rows.add(row);
      }
      out.print(Json.pretty(new PlanJson(true, rows)) + "\n");
      out.flush();
      return;
    }
    out.println("Would reconcile " + targets.size() + " stack" + (targets.size() == 1 ? "" : "s")
        + " (nothing is changed; pass --yes to apply):");
    StackNames names = StackNames.of(targets.stream().collect(Collectors.toMap(t -> t.stack().id(),
        t -> t.stack().runtimeRoot(), (a, b) -> a)), style.width() > 0);
    Table table = new Table(List.of(
        names.column(),
        Table.Column.shortened("MODULE", Table.Fit.MIDDLE, 8, 2),
        Table.Column.kept("ROLE"),
        Table.Column.kept("SUMMARY"),
        Table.Column.kept("CAUSE", 8),
        Table.Column.shortened("ACTION", Table.Fit.END, 8, 3)), style.width());
    for (Reconciler.Target t : targets) {
      table.row(List.of(names.name(t.stack().id()), TerminalText.line(t.stack().moduleRef()),
          TerminalText.line(t.stack().role()), summary(t), HumanView.cause(t.entry()), action(t)), "", below(t));
    }
    out.print(table.render());
    out.flush();
  }

  /** apply; for containers only, apply with a -replace per resource; refused. */
  private static String action(Reconciler.Target t) {
    if (t.refusal() != null) {
      return "refused";
    }
    return t.containersOnly() ? "apply -replace=" + TerminalText.line(String.join(" -replace=", t.replace()))
        : "apply";
  }

  /** Why a target is refused, or each resource change it applies, marked as drift or as a code change. */
  private static List<String> below(Reconciler.Target t) {
    if (t.refusal() != null) {
      return TerminalText.lines(t.refusal()).lines().map(l -> "    " + l).toList();
    }
    if (t.containersOnly()) {
      return List.of();
    }
    return changes(t.entry()).stream().map(r -> "    " + symbol(r.action()) + " " + TerminalText.line(r.address())
        + (r.drift() ? " (drifted outside OpenTofu)" : " (code change)")).toList();
  }

  /** The resource changes a target applies: reads are data sources and change nothing. */
  private static List<Resource> changes(StackEntry e) {
    return e.resources() == null ? List.of()
        : e.resources().stream().filter(r -> !"read".equals(r.action())).toList();
  }

  /** The plan's own symbols, so the lines read like a plan. */
  static String symbol(String action) {
    return switch (action) {
      case "create" -> "+";
      case "delete" -> "-";
      case "update" -> "~";
      case "replace" -> "-/+";
      default -> action; // move, import, forget: the word says more than a symbol would
    };
  }

  private static String summary(Reconciler.Target t) {
    var s = t.entry().summary();
    return s == null ? "-" : s.counts();
  }

  /** With --json, the shape of the run asked for: an empty plan, or empty results and the report. */
  void nothing(DriftReport report, boolean applying, String why) {
    if (!json) {
      out.println(Character.toUpperCase(why.charAt(0)) + why.substring(1) + ".");
      out.flush();
    } else if (applying) {
      results(List.of(), report);
    } else {
      plan(List.of());
    }
  }

  void results(List<Reconciler.Result> results, DriftReport after) {
    List<String> reconciled = new ArrayList<>();
    List<String> skipped = new ArrayList<>();
    List<String> skippedWhy = new ArrayList<>();
    List<FailureJson> failed = new ArrayList<>();
    for (Reconciler.Result r : results) {
      switch (r.outcome()) {
        case SUCCEEDED -> reconciled.add(r.stackId());
        case SKIPPED -> {
          skipped.add(r.stackId());
          skippedWhy.add(r.stackId() + " (" + r.detail() + ")");
        }
        case FAILED -> failed.add(new FailureJson(r.stackId(), r.detail()));
      }
    }
    if (json) {
      out.print(Json.pretty(new ResultJson(reconciled, skipped, failed, after)) + "\n");
      out.flush();
      return;
    }
    out.println("Reconciled: " + (reconciled.isEmpty() ? "none" : TerminalText.line(String.join(", ", reconciled))));
    if (!skipped.isEmpty()) {
      out.println("Skipped: " + TerminalText.line(String.join(", ", skippedWhy)));
    }
    failed.forEach(f -> out.println("Failed: " + TerminalText.line(f.stackId()) + ": "
        + TerminalText.lines(f.detail())));
    if (after != null) {
      out.println();
      out.println("After reconciling:");
      out.print(new HumanView(style).render(after));
    }
    out.flush();
  }

  /**
   * Prints one progress line on {@code err} per finished apply (as detect prints one per finished
   * plan) while passing the events on.
   */
  static EventSink withProgress(EventSink events, PrintWriter err, int total) {
    int[] done = {0};
    return new EventSink() {
      @Override
      public synchronized void emit(StackEvent e) {
        events.emit(e);
        long ms = Long.parseLong(e.attributes().getOrDefault("durationMs", "0"));
        err.println(String.format(Locale.ROOT, "stackdrift: [%d/%d] %-9s %s (%s)", ++done[0], total, e.status(),
            TerminalText.line(e.attributes().getOrDefault("stackId", "")), HumanView.duration(ms)));
        err.flush();
      }

      @Override
      public void close() {
        events.close();
      }

      @Override
      public boolean failed() {
        return events.failed();
      }
    };
  }
}
