package io.stackdrift.view;

import io.stackdrift.report.ConfigCause;
import io.stackdrift.report.DriftReport;
import io.stackdrift.report.Json;
import io.stackdrift.report.RunOutcome;
import io.stackdrift.report.StackEntry;
import io.stackdrift.report.StackStatus;
import io.stackdrift.report.StatusChange;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Predicate;

/**
 * A Slack-compatible notification body, {@code {"text": ...}}: the overall status and counts, then
 * the stacks whose drift is new (with their first attribute changes), whose drift cleared, whose
 * drift an [[ignore]] rule silenced (never "cleared": the drift is still there), whose failure is new,
 * and whose generated code is outdated among them. Short by design: the
 * report has the rest. Not a {@link ReportFormat}: it tells what changed, not what the state is.
 */
public final class SlackMessage implements ReportView {
  /** Stacks named per line; the rest are counted, so a mass failure still fits one message. */
  static final int MAX_IDS = 20;
  /** Attribute changes told per stack (contract §4b): the first few say what changed; the report has the rest. */
  static final int MAX_ATTRIBUTES = 5;

  private final String workspace;

  /**
   * {@code workspace}: the configured {@code identity.stack_id}, "" for none (the default, a hash of
   * the root path, tells a reader nothing).
   */
  public SlackMessage(String workspace) {
    this.workspace = workspace;
  }

  @Override
  public String render(RunOutcome run) {
    DriftReport report = run.report();
    List<String> lines = new ArrayList<>();
    lines.add(headline(report));
    List<StatusChange> changes = run.changes();
    StackNames names = StackNames.of(report);
    section(lines, "New drift", changes, names, c -> became(c, StackStatus.DRIFTED));
    whatChanged(lines, report, names, changes);
    Set<String> silenced = silenced(report);
    section(lines, "Drift cleared", changes, names,
        c -> is(c.from(), StackStatus.DRIFTED) && is(c.to(), StackStatus.CONVERGED) && !silenced.contains(c.stackId()));
    ignoredByRules(lines, report, names, changes, silenced);
    section(lines, "New failures", changes, names, c -> became(c, StackStatus.FAILED));
    generatedCode(lines, report, names, changes);
    section(lines, "Degraded", changes, names, c -> "degraded".equals(c.health()));
    section(lines, "Healthy again", changes, names, c -> "healthy".equals(c.health()) && c.from() != null
        && Objects.equals(c.from(), c.to()));
    if (report.hasDrift()) {
      lines.add("Container drift: see the report");
    }
    return Json.compact(Map.of("text", String.join("\n", lines)));
  }

  /**
   * {@code stackdrift prod-eu: drifted (3 stacks: 2 converged, 1 drifted) at 2786dfa-dirty}, zero counts
   * left out; the revision judged (contract §14) only inside git.
   */
  private String headline(DriftReport report) {
    StringBuilder out = new StringBuilder("stackdrift");
    if (!workspace.isBlank()) {
      out.append(' ').append(text(workspace));
    }
    out.append(": ").append(report.status().json()).append(" (").append(ReportText.stackCounts(report)).append(')');
    if (report.source() != null) {
      out.append(" at ").append(text(report.source().label()));
    }
    return out.toString();
  }

  /** The stacks by path (contract §7); a stack that left the workspace keeps its id. */
  private static void section(List<String> lines, String title, List<StatusChange> changes, StackNames names,
      Predicate<StatusChange> which) {
    List<String> ids = changes.stream().filter(which).map(StatusChange::stackId).distinct().toList();
    if (ids.isEmpty()) {
      return;
    }
    List<String> shown = ids.stream().limit(MAX_IDS).map(id -> text(names.label(id))).toList();
    String more = ids.size() > MAX_IDS ? " and " + (ids.size() - MAX_IDS) + " more" : "";
    lines.add(title + ": " + String.join(", ", shown) + more);
  }

  /**
   * The commit a newly drifted stack's {@code config} cause names (contract §14), then its first
   * attribute changes (contract §4b), so the message says what changed.
   */
  private static void whatChanged(List<String> lines, DriftReport report, StackNames names,
      List<StatusChange> changes) {
    Set<String> newly = new HashSet<>();
    changes.stream().filter(c -> became(c, StackStatus.DRIFTED)).forEach(c -> newly.add(c.stackId()));
    for (StackEntry e : report.stacks()) {
      if (!newly.contains(e.stackId())) {
        continue;
      }
      List<String> attributes = AttributeLines.changes(e, false);
      String label = names.label(e.stackId());
      ConfigCause.commit(e).ifPresent(why -> lines.add("• " + text(label + ": " + why)));
      attributes.stream().limit(MAX_ATTRIBUTES).forEach(l -> lines.add("• " + text(label + ": " + l)));
      if (attributes.size() > MAX_ATTRIBUTES) {
        lines.add("• " + text(label) + ": and " + (attributes.size() - MAX_ATTRIBUTES)
            + " more attribute changes in the report");
      }
    }
  }

  /**
   * {@code Generated code outdated: stacks/a (backend.tf (update))}: the stacks in the news whose generated
   * code is outdated (contract §15), with their files, whether refused their plan or planned all the same.
   */
  private static void generatedCode(List<String> lines, DriftReport report, StackNames names,
      List<StatusChange> changes) {
    Set<String> inTheNews = new HashSet<>();
    changes.forEach(c -> inTheNews.add(c.stackId()));
    List<StackEntry> outdated = report.stacks().stream()
        .filter(e -> inTheNews.contains(e.stackId()) && GeneratedCodeText.outdated(e)).toList();
    if (outdated.isEmpty()) {
      return;
    }
    List<String> told = outdated.stream().limit(MAX_IDS)
        .map(e -> text(names.label(e.stackId())) + " (" + text(e.generatedCode().listed()) + ")").toList();
    String more = outdated.size() > MAX_IDS ? " and " + (outdated.size() - MAX_IDS) + " more" : "";
    lines.add("Generated code outdated: " + String.join(", ", told) + more);
  }

  /** Stacks converged only because [[ignore]] rules took their changes out: silenced, not cleared. */
  private static Set<String> silenced(DriftReport report) {
    Set<String> ids = new HashSet<>();
    report.stacks().stream().filter(e -> e.status() == StackStatus.CONVERGED && e.ignored() != null
        && !e.ignored().isEmpty()).forEach(e -> ids.add(e.stackId()));
    return ids;
  }

  /** {@code Ignored by a rule: stacks/prod/db (autoscaler owns the size)}: drift a rule silenced, with its reasons. */
  private static void ignoredByRules(List<String> lines, DriftReport report, StackNames names,
      List<StatusChange> changes, Set<String> silenced) {
    Set<String> newly = new HashSet<>();
    changes.stream().filter(c -> is(c.from(), StackStatus.DRIFTED) && silenced.contains(c.stackId()))
        .forEach(c -> newly.add(c.stackId()));
    List<String> told = report.stacks().stream().filter(e -> newly.contains(e.stackId())).limit(MAX_IDS)
        .map(e -> text(names.label(e.stackId())) + " (" + text(String.join("; ", e.ignored().stream()
            .map(i -> i.reason()).filter(Objects::nonNull).distinct().toList())) + ")").toList();
    if (!told.isEmpty()) {
      String more = newly.size() > MAX_IDS ? " and " + (newly.size() - MAX_IDS) + " more" : "";
      lines.add("Ignored by a rule: " + String.join(", ", told) + more);
    }
  }

  /** Is {@code status} now and was not before: a perpetual drift's repeated line is no news. */
  private static boolean became(StatusChange change, StackStatus status) {
    return is(change.to(), status) && !is(change.from(), status);
  }

  private static boolean is(String status, StackStatus expected) {
    return Objects.equals(status, expected.json());
  }

  /**
   * Text from outside as Slack shows it literally: its three control characters escaped as Slack asks,
   * so a stack id can neither mention a channel nor forge a link, and on one line.
   */
  private static String text(String value) {
    return TerminalText.line(value).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
  }
}
