package io.stackdrift.cli;

import io.stackdrift.config.ConfigurationException;
import io.stackdrift.discovery.Stack;
import io.stackdrift.discovery.StackPaths;
import io.stackdrift.render.Generation;
import io.stackdrift.render.GenerationException;
import io.stackdrift.terramate.EvaluationStop;
import io.stackdrift.terramate.RunEnvironment;
import io.stackdrift.view.GeneratedListView;
import io.stackdrift.view.RunEnvironmentView;
import io.stackdrift.view.StackListView;
import io.stackdrift.workspace.Workspace;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

@Command(
    name = "list",
    mixinStandardHelpOptions = true,
    usageHelpAutoWidth = true,
    description = {
        "Lists the Terramate stacks of the workspace.",
        "",
        "Under a header, one stack per line: PATH (the stack's directory relative to the workspace root, "
            + "which --stack takes), STACK (its id), MODULE and ROLE (in the stackkit host layout only) and TAGS; on a terminal fitted "
            + "to its width. "
            + "Default order is by path, as 'terramate list' prints them; --run-order gives the order detect and "
            + "reconcile use (Terramate v0.17.2's: parents first, after/before respected, then group by group, "
            + "each in path order). Wanted stacks are not added, as in 'terramate list'.",
        "",
        "--paths prints exactly what 'terramate list' prints, for scripts that read it line by line "
            + "('stackdrift list --paths | while read -r dir; do ...'): one directory per line, relative to "
            + "the working directory, no header.",
        "",
        "--run-env prints each stack's run environment as 'terramate debug show runtime-env' does: the variables "
            + "terramate.config.run.env adds to the environment of every command in the stack (plan, init, show, "
            + "apply), evaluated with globals, terramate.* and env.* as Terramate v0.17.2 evaluates them; a stack "
            + "whose run environment does not evaluate shows why (detect fails that stack). With --json: an array "
            + "of {path, stackId, env} or {path, stackId, error}.",
        "",
        "--generated prints each stack's generated code as Terramate's outdated-code check finds it (what "
            + "detect checks before a plan): 'current', 'outdated: backend.tf (update), providers.tf (create)' (what "
            + "'terramate generate' would do to each file), or 'error: ...' when it cannot be rendered (detect fails "
            + "that stack). With --json: an array of {path, stackId, status, files: [{name, change}]} or {path, "
            + "stackId, status: \"error\", error}. Files outside the stacks: 'stackdrift generate --check'."},
    footer = {"", "Exit codes: 0 listed, 1 usage or configuration error (every error is printed; with --run-env, "
        + "also a run environment that does not evaluate; with --generated, also generated code that cannot be "
        + "rendered)."})
final class ListCommand implements Callable<Integer> {
  @Mixin WorkspaceOptions workspace;
  @Mixin SelectionOptions selection;

  @Option(names = "--run-order", description = "List the stacks in run order instead of by path.")
  boolean runOrder;

  @Option(names = "--paths", description = "One directory per line, relative to the working directory, nothing "
      + "else (as 'terramate list' prints; with --run-order as 'terramate list --run-order').")
  boolean paths;

  @Option(names = "--run-env", description = "Print each stack's run environment (terramate.config.run.env), "
      + "as 'terramate debug show runtime-env' does.")
  boolean runEnv;

  @Option(names = "--generated", description = "Print each stack's generated code: current, outdated (with the "
      + "files and what 'terramate generate' would do to each) or why it cannot be rendered.")
  boolean generated;

  @Option(names = "--json", description = "Print a JSON array with every identity field, name, description, "
      + "tags, after, before, runIndex, wants and wanted_by.")
  boolean json;

  @Option(names = "--status", paramLabel = "STATUS[,STATUS...]", split = ",",
      description = "Only stacks whose last known status (as the last detect recorded it in the state directory) "
          + "is one of these: converged, drifted, failed, pending_root, or unhealthy (drifted or failed); "
          + "with --paths, ready for 'terramate run': "
          + "'stackdrift list --status drifted --paths'.")
  List<String> statuses = new ArrayList<>();

  @Mixin StateDirOption stateDir;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws ConfigurationException, IOException {
    if (paths && json) {
      throw new ParameterException(spec.commandLine(), "--paths and --json are two formats; choose one");
    }
    if (paths && runEnv) {
      throw new ParameterException(spec.commandLine(), "--paths prints directories only; --run-env prints "
          + "environments (with --json if a script reads them): choose one");
    }
    if (generated && (paths || runEnv)) {
      throw new ParameterException(spec.commandLine(), "--generated prints each stack's generated code; "
          + (paths ? "--paths prints directories only" : "--run-env prints environments") + ": choose one");
    }
    PrintWriter err = spec.commandLine().getErr();
    Workspace ws = workspace.load(err);
    List<Stack> selected = LastStatus.filter(selection.apply(ws, false), statuses, stateDir, ws, err);
    List<Stack> shown = runOrder
        ? selected
        : selected.stream().sorted(StackPaths.PATH_ORDER).toList();
    PrintWriter out = spec.commandLine().getOut();
    if (runEnv) {
      return printRunEnvironments(ws, shown, out, err);
    }
    if (generated) {
      return printGenerated(ws, shown, out, err);
    }
    StackListView view = new StackListView(selected);
    out.print(paths ? view.paths(shown, workingPath(ws))
        : json ? view.json(shown) : view.text(shown, Terminal.width()));
    out.flush();
    return ExitCodes.OK;
  }

  private int printRunEnvironments(Workspace ws, List<Stack> shown, PrintWriter out, PrintWriter err) {
    Map<Stack, RunEnvironment> environments = new LinkedHashMap<>();
    shown.forEach(stack -> environments.put(stack, ws.runEnvironment(stack, System.getenv())));
    out.print(json ? RunEnvironmentView.json(shown, environments) : RunEnvironmentView.text(shown, environments));
    out.flush();
    long failed = environments.values().stream().filter(RunEnvironment::failed).count();
    if (failed == 0) {
      return ExitCodes.OK;
    }
    Diagnostics.warn(err, failed + " of " + shown.size() + " run environments do not evaluate; detect fails "
        + (failed == 1 ? "that stack" : "those stacks") + " (the error is under each)");
    return ExitCodes.FAILURE;
  }

  /** Each shown stack's outdated-code check, on every core, as detect makes it before a plan. */
  private int printGenerated(Workspace ws, List<Stack> shown, PrintWriter out, PrintWriter err) {
    Generation generation = new Generation(ws.root(), ws.stacks(), ws.terramate(), EvaluationStop.NONE);
    Map<Stack, GeneratedListView.State> states = shown.parallelStream().collect(Collectors.toMap(s -> s,
        s -> generatedState(generation, s)));
    out.print(json ? GeneratedListView.json(shown, states) : GeneratedListView.text(shown, states));
    out.flush();
    long failed = states.values().stream().filter(s -> s.error() != null).count();
    if (failed == 0) {
      return ExitCodes.OK;
    }
    Diagnostics.warn(err, failed + " of " + shown.size() + " stacks' generated code cannot be rendered; detect fails "
        + (failed == 1 ? "that stack" : "those stacks") + " (the error is on each line)");
    return ExitCodes.FAILURE;
  }

  private static GeneratedListView.State generatedState(Generation generation, Stack stack) {
    try {
      return new GeneratedListView.State(generation.outdated(stack), null);
    } catch (GenerationException e) {
      return new GeneratedListView.State(List.of(), Generation.withKind(e));
    }
  }

  private static String workingPath(Workspace ws) {
    String relative = ws.root().relativize(ws.workingDir()).toString().replace('\\', '/');
    return relative.isEmpty() ? "/" : "/" + relative;
  }
}
