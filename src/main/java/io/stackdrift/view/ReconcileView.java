package io.stackdrift.view;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.stackdrift.discovery.StackkitLayout;
import io.stackdrift.report.DriftCause;
import io.stackdrift.report.DriftReport;
import io.stackdrift.report.Json;
import io.stackdrift.report.OverallStatus;
import io.stackdrift.report.ReconcileResult;
import io.stackdrift.report.ReconcileTarget;
import io.stackdrift.report.Resource;
import io.stackdrift.report.StackEntry;
import io.stackdrift.report.StackStatus;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What {@code reconcile} prints: the dry run (per target its cause and each resource change, marked
 * as drift made outside OpenTofu or as a code change), the results of the applies, and why there
 * is nothing to do, as text or as JSON. Text from outside goes through {@link TerminalText}.
 */
public final class ReconcileView {
  private final boolean json;
  private final ViewStyle style;
  private final StackNames names;

  /**
   * {@code style}: colour and the terminal's width, as for the detect table; {@code names}: the
   * workspace's stacks, so that text names them by path ({@link StackNames}).
   */
  public ReconcileView(boolean json, ViewStyle style, StackNames names) {
    this.json = json;
    this.style = style;
    this.names = names;
  }

  /** Why a run has nothing to reconcile, in words: the workspace is clean, unknown (and why), or no named stack is a target. */
  public static String nothingToDo(DriftReport report, boolean narrowed) {
    StackNames names = StackNames.of(report);
    if (report.status() == OverallStatus.CLEAN) {
      return "nothing to reconcile: no drift detected";
    }
    if (report.status() == OverallStatus.DRIFTED) {
      return narrowed ? "nothing to reconcile: none of the stacks named with --stack is a reconcile target (targets: "
          + TerminalText.line(String.join(", ", report.reconcileTargets() == null ? List.of()
              : report.reconcileTargets().stream().map(names::label).toList())) + ")"
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
  public static boolean appliesCodeChanges(ReconcileTarget t) {
    return !t.containersOnly() && t.entry().driftCause() != DriftCause.EXTERNAL;
  }

  /** The --json output of a run without --yes; a record, so the key order is fixed. */
  private record PlanJson(boolean dryRun, List<Map<String, Object>> targets) {}

  /**
   * The --json output of a run with --yes; {@code report} is null when a signal ended the applies;
   * {@code appliedRevision} the revision the applies ran from (contract §14), left out outside git.
   */
  private record ResultJson(List<String> reconciled, List<String> skipped, List<FailureJson> failed,
      DriftReport report, @JsonInclude(JsonInclude.Include.NON_NULL) String appliedRevision) {}

  private record FailureJson(String stackId, String detail) {}

  /** The dry run: what each target would apply. */
  public String plan(List<ReconcileTarget> targets) {
    if (json) {
      List<Map<String, Object>> rows = new ArrayList<>();
      for (ReconcileTarget t : targets) {
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
      return Json.pretty(new PlanJson(true, rows)) + "\n";
    }
    String head = "Would reconcile " + ReportText.plural(targets.size(), "stack")
        + " (nothing is changed; pass --yes to apply):\n";
    Table table = new Table(List.of(
        StackNames.column(),
        Table.Column.shortened("MODULE", Table.Fit.MIDDLE, 8, 2),
        Table.Column.kept("ROLE").leftOutWhenNarrow(),
        Table.Column.kept("SUMMARY"),
        Table.Column.kept("CAUSE", 8),
        Table.Column.shortened("ACTION", Table.Fit.END, 8, 3)), style.width());
    for (ReconcileTarget t : targets) {
      table.row(List.of(TerminalText.line(names.label(t.stack().id())), TerminalText.line(t.stack().moduleRef()),
          TerminalText.line(t.stack().role()), HumanView.summary(t.entry()), HumanView.cause(t.entry()),
          action(t)), "", below(t));
    }
    boolean stackkit = StackkitLayout.of(targets.stream().map(t -> t.stack().runtimeRoot()).toList());
    return head + (stackkit ? table : table.without(StackkitLayout.COLUMNS)).render();
  }

  /** apply; for containers only, apply with a -replace per resource; refused. */
  private static String action(ReconcileTarget t) {
    if (t.refusal() != null) {
      return "refused";
    }
    return t.containersOnly() ? "apply -replace=" + TerminalText.line(String.join(" -replace=", t.replace()))
        : "apply";
  }

  /** Why a target is refused, or each resource change it applies, marked as drift or as a code change. */
  private static List<String> below(ReconcileTarget t) {
    if (t.refusal() != null) {
      return TerminalText.lines(t.refusal()).lines().map(l -> "    " + l).toList();
    }
    if (t.containersOnly()) {
      return List.of();
    }
    List<String> lines = new ArrayList<>();
    for (Resource r : changes(t.entry())) {
      lines.add("    " + AttributeLines.mark(r.action()) + " " + TerminalText.line(r.address())
          + (r.drift() ? " (drifted outside OpenTofu)" : " (code change)"));
      if (!r.drift() && r.attributes() != null) {
        // what apply would change, attribute by attribute (contract §4b)
        r.attributes().forEach(a -> lines.add("        " + TerminalText.line(AttributeLines.change(a))));
        if (r.attributeCount() > r.attributes().size()) {
          lines.add("        … " + (r.attributeCount() - r.attributes().size()) + " more, not kept in the report");
        }
      }
    }
    return lines;
  }

  /** The resource changes a target applies: reads are data sources and change nothing. */
  private static List<Resource> changes(StackEntry e) {
    return e.resources() == null ? List.of()
        : e.resources().stream().filter(r -> !"read".equals(r.action())).toList();
  }

  /**
   * The stacks the detect could not judge (failed to plan, waiting for a root), which a reconcile
   * therefore leaves alone, so that "Would reconcile 4 stacks" is never read as "all is well
   * elsewhere"; only those among {@code named} when --stack named any. Text only: the JSON carries
   * the report.
   */
  public String notReconciled(DriftReport before, java.util.Set<String> named) {
    if (json) {
      return "";
    }
    List<String> unjudged = before.stacks().stream()
        .filter(e -> e.status() == StackStatus.FAILED || e.status() == StackStatus.PENDING_ROOT)
        .filter(e -> named.isEmpty() || named.contains(e.stackId()))
        .map(e -> TerminalText.line(names.label(e.stackId())) + " (" + e.status().json() + ")").toList();
    if (unjudged.isEmpty()) {
      return "";
    }
    return Wrap.atSeparators("Not reconciled, could not be judged: " + String.join(", ", unjudged), style.width(),
        "  ") + "\n";
  }

  /** With --json, the shape of the run asked for: an empty plan, or empty results and the report. */
  public String nothing(DriftReport report, boolean applying, String why) {
    if (!json) {
      return Character.toUpperCase(why.charAt(0)) + why.substring(1) + ".\n";
    }
    return applying ? results(List.of(), report) : plan(List.of());
  }

  /** The revision the succeeded applies ran from; null when none ran or outside git. */
  private static String appliedRevision(List<ReconcileResult> results) {
    return results.stream().map(ReconcileResult::appliedRevision).filter(r -> r != null).findFirst().orElse(null);
  }

  /** What the applies did; {@code after} is the report of the detect after them, null when a signal ended them. */
  public String results(List<ReconcileResult> results, DriftReport after) {
    List<String> reconciled = new ArrayList<>();
    List<String> skipped = new ArrayList<>();
    List<String> skippedWhy = new ArrayList<>();
    List<FailureJson> failed = new ArrayList<>();
    for (ReconcileResult r : results) {
      switch (r.outcome()) {
        case SUCCEEDED -> reconciled.add(r.stackId());
        case SKIPPED -> {
          skipped.add(r.stackId());
          skippedWhy.add(names.label(r.stackId()) + " (" + r.detail() + ")");
        }
        case FAILED -> failed.add(new FailureJson(r.stackId(), r.detail()));
      }
    }
    if (json) {
      return Json.pretty(new ResultJson(reconciled, skipped, failed, after, appliedRevision(results))) + "\n";
    }
    StringBuilder out = new StringBuilder("Reconciled: ")
        .append(reconciled.isEmpty() ? "none"
            : TerminalText.line(String.join(", ", reconciled.stream().map(names::label).toList()))).append('\n');
    if (!skipped.isEmpty()) {
      out.append("Skipped: ").append(TerminalText.line(String.join(", ", skippedWhy))).append('\n');
    }
    failed.forEach(f -> out.append("Failed: ").append(TerminalText.line(names.labelWithId(f.stackId()))).append(": ")
        .append(TerminalText.lines(f.detail())).append('\n'));
    if (after != null) {
      out.append("\nAfter reconciling:\n").append(new HumanView(style).render(after));
    }
    return out.toString();
  }
}
