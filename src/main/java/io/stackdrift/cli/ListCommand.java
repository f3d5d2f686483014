package io.stackdrift.cli;

import io.stackdrift.config.ConfigurationException;
import io.stackdrift.discovery.Stack;
import io.stackdrift.discovery.StackPaths;
import io.stackdrift.view.StackListView;
import io.stackdrift.workspace.Workspace;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
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
            + "which --stack takes), STACK (its id), MODULE, ROLE and TAGS; on a terminal fitted to its width. "
            + "Default order is by path, as 'terramate list' prints them; --run-order gives the order detect and "
            + "reconcile use (Terramate v0.17.2's: parents first, after/before respected, then group by group, "
            + "each in path order). Wanted stacks are not added, as in 'terramate list'.",
        "",
        "--paths prints exactly what 'terramate list' prints, for scripts that read it line by line "
            + "('stackdrift list --paths | while read -r dir; do ...'): one directory per line, relative to "
            + "the working directory, no header."},
    footer = {"", "Exit codes: 0 listed, 1 usage or configuration error (every error is printed)."})
final class ListCommand implements Callable<Integer> {
  @Mixin WorkspaceOptions workspace;
  @Mixin SelectionOptions selection;

  @Option(names = "--run-order", description = "List the stacks in run order instead of by path.")
  boolean runOrder;

  @Option(names = "--paths", description = "One directory per line, relative to the working directory, nothing "
      + "else (as 'terramate list' prints; with --run-order as 'terramate list --run-order').")
  boolean paths;

  @Option(names = "--json", description = "Print a JSON array with every identity field, name, description, "
      + "tags, after, before and runIndex.")
  boolean json;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws ConfigurationException {
    if (paths && json) {
      throw new ParameterException(spec.commandLine(), "--paths and --json are two formats; choose one");
    }
    PrintWriter err = spec.commandLine().getErr();
    Workspace ws = workspace.load(err);
    List<Stack> selected = selection.apply(ws, false);
    List<Stack> shown = runOrder
        ? selected
        : selected.stream().sorted(StackPaths.PATH_ORDER).toList();
    PrintWriter out = spec.commandLine().getOut();
    StackListView view = new StackListView(selected);
    out.print(paths ? view.paths(shown, workingPath(ws))
        : json ? view.json(shown) : view.text(shown, Terminal.width()));
    out.flush();
    return ExitCodes.OK;
  }

  private static String workingPath(Workspace ws) {
    String relative = ws.root().relativize(ws.workingDir()).toString().replace('\\', '/');
    return relative.isEmpty() ? "/" : "/" + relative;
  }
}
