package io.stackdrift.cli;

import io.stackdrift.config.ConfigurationException;
import io.stackdrift.engine.KnownState;
import io.stackdrift.engine.StateStore;
import io.stackdrift.report.StatusChange;
import io.stackdrift.engine.Workspace;
import io.stackdrift.report.HumanView;
import io.stackdrift.report.TerminalText;
import java.io.IOException;
import java.io.PrintWriter;
import java.time.Duration;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(
    name = "history",
    mixinStandardHelpOptions = true,
    usageHelpAutoWidth = true,
    description = {
        "Lists status changes and how long each stack has had its status.",
        "",
        "Lists the status changes detect has recorded (oldest first; '-' is a stack's first sighting or its "
            + "removal from the workspace), then each stack's last known status, how long it has had it, and "
            + "when a run last checked it (a run with --tags or --stack leaves the other stacks as they were). "
            + "Reads the state directory of the workspace (see detect --state-dir)."},
    footer = {"", "Exit codes: 0 listed, 1 usage or configuration error."})
final class HistoryCommand implements Callable<Integer> {
  @Mixin WorkspaceOptions workspace;

  @Mixin StateDirOption stateDir;

  @Option(names = "--stack", paramLabel = "ID", description = "Only this stack (repeatable).")
  List<String> stacks = new ArrayList<>();

  @Option(names = "--since", paramLabel = "DURATION", converter = DurationConverter.Age.class,
      description = "Only changes in the last DURATION, e.g. 24h or 7d (at most 100 years).")
  Duration since;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws ConfigurationException, IOException {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    Workspace ws = workspace.load(err);
    StateStore state = stateDir.existing(ws);
    Instant now = Instant.now();
    Instant from = since == null ? Instant.MIN : now.minus(since);
    List<StatusChange> changes = state.history(w -> Diagnostics.warn(err, w))
        .stream()
        .filter(c -> wanted(c.stackId()) && !time(c.time()).isBefore(from)).toList();
    Map<String, KnownState.Known> current =
        new TreeMap<>(state.peek(w -> Diagnostics.warn(err, w)).stacks());
    current.keySet().removeIf(id -> !wanted(id));
    if (changes.isEmpty() && current.isEmpty()) {
      out.println("No history in " + TerminalText.line(state.dir().toString()) + " (detect records it).");
      return ExitCodes.OK;
    }
    table(out, List.of("TIME", "STACK", "FROM", "TO"), changes.stream()
        .map(c -> List.of(c.time(), c.stackId(), orDash(c.from()),
            to(c))).toList());
    out.println();
    table(out, List.of("STACK", "STATUS", "SINCE", "FOR", "CHECKED"), current.entrySet().stream()
        .map(e -> List.of(e.getKey(), e.getValue().status(), e.getValue().since(),
            HumanView.duration(Duration.between(time(e.getValue().since()), now).toMillis()),
            orDash(e.getValue().checkedAt()))).toList());
    out.flush();
    return ExitCodes.OK;
  }

  private boolean wanted(String stackId) {
    return stacks.isEmpty() || stacks.stream().anyMatch(s -> s.equalsIgnoreCase(stackId));
  }

  /** A stack seen for the first time has no from, one that left the workspace no to. */
  /** The new status, with the drift cause and a perpetual mark when the line has them. */
  private static String to(StatusChange c) {
    String to = c.driftCause() == null ? orDash(c.to()) : c.to() + " (" + c.driftCause() + ")";
    return Boolean.TRUE.equals(c.perpetual()) ? to + " perpetual" : to;
  }

  private static String orDash(String status) {
    return status == null || status.isEmpty() ? "-" : status;
  }

  private static Instant time(String text) {
    try {
      return Instant.parse(text);
    } catch (DateTimeParseException e) {
      return Instant.EPOCH;
    }
  }

  /** Aligned columns of values read from the state directory, printed through {@link TerminalText}. */
  private static void table(PrintWriter out, List<String> header, List<List<String>> values) {
    List<List<String>> rows = values.stream().map(row -> row.stream().map(TerminalText::line).toList()).toList();
    int[] widths = new int[header.size()];
    for (int i = 0; i < widths.length; i++) {
      widths[i] = header.get(i).length();
      for (List<String> row : rows) {
        widths[i] = Math.max(widths[i], row.get(i).length());
      }
    }
    List<List<String>> all = new ArrayList<>();
    all.add(header);
    all.addAll(rows);
    for (List<String> row : all) {
      StringBuilder line = new StringBuilder();
      for (int i = 0; i < row.size(); i++) {
        line.append(String.format(Locale.ROOT, "%-" + widths[i] + "s", row.get(i))).append(i < row.size() - 1 ? "  " : "");
      }
      out.println(line.toString().stripTrailing());
    }
  }
}
