package io.stackdrift.cli;

import io.stackdrift.config.ConfigurationException;
import io.stackdrift.discovery.Stack;
import io.stackdrift.report.StatusChange;
import io.stackdrift.report.Times;
import io.stackdrift.state.KnownState;
import io.stackdrift.state.StateStore;
import io.stackdrift.view.HistoryView;
import io.stackdrift.view.StackNames;
import io.stackdrift.view.TerminalText;
import io.stackdrift.workspace.Workspace;
import java.io.IOException;
import java.io.PrintWriter;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

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

  @Option(names = "--stack", paramLabel = "ID|PATH", description = "Only this stack, by id or by directory "
      + "relative to the workspace root, as detect takes it (repeatable); a stack that has left the workspace "
      + "by its id.")
  List<String> stacks = new ArrayList<>();

  @Option(names = "--since", paramLabel = "DURATION", converter = DurationConverter.Age.class,
      description = "Only changes in the last DURATION, e.g. 24h or 7d (at most 100 years).")
  Duration since;

  @Option(names = "--json", description = "Print {changes, stacks} as JSON: the history lines as history.jsonl "
      + "keeps them, and each stack's path, last known status, since and last check.")
  boolean json;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws ConfigurationException, IOException {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    Workspace ws = workspace.load(err);
    StateStore state = stateDir.existing(ws);
    List<String> ids = stacks.stream().map(ref -> idOf(ws, ref)).toList();
    Instant now = Instant.now();
    Instant from = since == null ? Instant.MIN : now.minus(since);
    List<StatusChange> changes = state.history(w -> Diagnostics.warn(err, w),
        c -> wanted(ids, c.stackId()) && !time(c.time()).isBefore(from)); // filtered while read: memory bounded
    Map<String, KnownState.Known> current =
        new TreeMap<>(state.peek(w -> Diagnostics.warn(err, w)).stacks());
    current.keySet().removeIf(id -> !wanted(ids, id));
    if (json) {
      out.print(HistoryView.json(changes, current.entrySet().stream().map(e -> new HistoryView.Current(e.getKey(),
          e.getValue().status(), e.getValue().since(), e.getValue().checkedAt())).toList(),
          StackNames.ofStacks(ws.stacks())));
      out.flush();
      return ExitCodes.OK;
    }
    if (changes.isEmpty() && current.isEmpty()) {
      out.println("No history in " + TerminalText.line(state.dir().toString()) + " (detect records it).");
      return ExitCodes.OK;
    }
    List<HistoryView.Current> known = current.entrySet().stream().map(e -> new HistoryView.Current(e.getKey(),
        e.getValue().status(), e.getValue().since(), e.getValue().checkedAt())).toList();
    out.print(HistoryView.render(changes, known, StackNames.ofStacks(ws.stacks()), Terminal.width(), now));
    out.flush();
    return ExitCodes.OK;
  }

  /** The id of the stack a --stack value names in the workspace; else the value, the id of a stack now gone. */
  private static String idOf(Workspace ws, String ref) {
    try {
      Stack s = ws.graph().find(ws.root(), ref);
      return s == null ? ref : s.id();
    } catch (IllegalArgumentException e) {
      throw ExitException.usage("--stack " + e.getMessage());
    }
  }

  private static boolean wanted(List<String> ids, String stackId) {
    return ids.isEmpty() || ids.stream().anyMatch(s -> s.equalsIgnoreCase(stackId));
  }

  private static Instant time(String text) {
    return Times.orEpoch(text);
  }

}
