package io.stackdrift.view;

import io.stackdrift.report.NaturalOrder;
import io.stackdrift.report.StatusChange;
import io.stackdrift.report.Times;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Comparator;

/**
 * The output of {@code stackdrift history}: the status changes (oldest first; '-' is a stack's first
 * sighting or its removal from the workspace; REVISION the revision the run judged, with {@code -dirty}
 * when its work tree differed; TO says {@code applied <revision>} on the first line after a heal or a
 * reconcile applied the stack), then each stack's last known status, how long it has
 * had it and when a run last checked it. Values read from the state directory go through
 * {@link TerminalText}; a time in the future (a clock set back) counts as no time at all.
 */
public final class HistoryView {
  /** One stack's last known status, as the state directory keeps it. */
  public record Current(String stackId, String status, String since, String checkedAt) {}

  private HistoryView() {}

  /**
   * @param names the workspace's stacks, for the PATH column (a stack no longer there keeps its id)
   * @param width the terminal's width, 0 through a pipe
   */
  public static String render(List<StatusChange> changes, List<Current> current, StackNames names,
      int width, Instant now) {
    boolean revisions = changes.stream().anyMatch(c -> c.revision() != null);
    List<Table.Column> columns = new ArrayList<>(List.of(Table.Column.kept("TIME"), StackNames.column(),
        Table.Column.kept("FROM"), Table.Column.shortened("TO", Table.Fit.END, 12, 2)));
    if (revisions) { // a history written outside git, or before revisions were recorded, keeps its columns
      columns.add(Table.Column.kept("REVISION").leftOutWhenNarrow());
    }
    Table history = new Table(columns, width);
    changes.forEach(c -> history.row(revisions
        ? List.of(safe(c.time()), safe(names.label(c.stackId())), safe(orDash(c.from())), safe(to(c)),
            safe(c.revisionLabel()))
        : List.of(safe(c.time()), safe(names.label(c.stackId())), safe(orDash(c.from())), safe(to(c)))));
    Table known = new Table(List.of(StackNames.column(), Table.Column.kept("STATUS"), Table.Column.kept("SINCE"),
        Table.Column.kept("FOR"), Table.Column.kept("CHECKED")), width);
    // by what the reader sees, so the rows keep their order whatever the ids are
    current.stream().sorted(Comparator.comparing((Current k) -> names.label(k.stackId()), NaturalOrder.INSTANCE))
        .forEach(k -> known.row(List.of(safe(names.label(k.stackId())), safe(k.status()), safe(k.since()),
        HumanView.duration(Math.max(0, Duration.between(time(k.since()), now).toMillis())),
        safe(orDash(k.checkedAt())))));
    return history.render() + "\n" + known.render();
  }

  /** One stack's last known status in {@code history --json}, with its path (null when it left the workspace). */
  @com.fasterxml.jackson.annotation.JsonPropertyOrder({"stackId", "path", "status", "since", "checkedAt"})
  record KnownJson(String stackId, String path, String status, String since, String checkedAt) {}

  @com.fasterxml.jackson.annotation.JsonPropertyOrder({"changes", "stacks"})
  record HistoryJson(List<StatusChange> changes, List<KnownJson> stacks) {}

  /** {@code history --json}: the changes as history.jsonl keeps them, then each stack's last known status. */
  public static String json(List<StatusChange> changes, List<Current> current, StackNames names) {
    List<KnownJson> stacks = current.stream().map(k -> new KnownJson(k.stackId(),
        names.knows(k.stackId()) ? names.path(k.stackId()) : null, k.status(), k.since(), k.checkedAt())).toList();
    return io.stackdrift.report.Json.pretty(new HistoryJson(changes, stacks)) + "\n";
  }

  /**
   * The new status, with the drift cause and a perpetual mark when the line has them, who reconciled
   * it and the revision an apply since the run before deployed.
   */
  private static String to(StatusChange c) {
    String to = c.driftCause() == null ? orDash(c.to()) : c.to() + " (" + c.driftCause() + ")";
    to = Boolean.TRUE.equals(c.perpetual()) ? to + " perpetual" : to;
    to = c.reconciledBy() == null ? to : to + " reconciled by " + c.reconciledBy();
    return c.appliedRevision() == null ? to : to + " applied " + shortRevision(c.appliedRevision());
  }

  private static String shortRevision(String revision) {
    return new io.stackdrift.report.DriftReport.Source(revision, null, false, null, null).shortRevision();
  }

  /** A stack seen for the first time has no from, one that left the workspace no to. */
  private static String orDash(String status) {
    return status == null || status.isEmpty() ? "-" : status;
  }

  private static Instant time(String text) {
    return Times.orEpoch(text);
  }

  private static String safe(String text) {
    return TerminalText.line(text);
  }
}
