package io.stackdrift.cli;

import io.stackdrift.config.ConfigurationException;
import io.stackdrift.render.DirGeneration;
import io.stackdrift.render.Generation;
import io.stackdrift.terramate.EvaluationStop;
import io.stackdrift.view.GenerateReportView;
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
    name = "generate",
    mixinStandardHelpOptions = true,
    usageHelpAutoWidth = true,
    description = {
        "Renders Terramate's generated code as 'terramate generate' (v0.17.2) does: the generate_hcl and "
            + "generate_file blocks of each stack (and context = root), byte for byte, header included.",
        "",
        "Without --check it writes what 'terramate generate' writes: each created or changed file replaced "
            + "atomically, each file that carries Terramate's header and that no block produces any more "
            + "deleted; never outside the workspace, never through a symbolic link. It prints Terramate's report: "
            + "per directory, [+] created, [~] changed, [-] deleted.",
        "",
        "--check writes nothing: it prints what generate would create, change or delete (what 'terramate run' "
            + "calls outdated code, and refuses to run on), per directory in path order. With --json: "
            + "{\"outdated\": [{dir, files: [{name, change}]}], \"generated\": [{dir, name, content}], "
            + "\"errors\": [{dir, error}]}, content being the exact text Terramate would write.",
        "",
        "detect, watch and reconcile run the same check before they plan a stack: a stack with outdated "
            + "generated code fails and is not planned, unless --disable-safeguards outdated-code (or all), "
            + "TM_DISABLE_SAFEGUARDS or terramate.config.disable_safeguards turns the check off. "
            + "See docs/generate.md."},
    footer = {"", "Exit codes: 0 nothing to change (or written), 2 something to change (--check), "
        + "1 an error (the file and line at fault are named)."})
final class GenerateCommand implements Callable<Integer> {
  @Mixin WorkspaceOptions workspace;

  @Option(names = "--check", description = "Write nothing: say what generate would create, change or delete; "
      + "exit 2 when something would change.")
  boolean check;

  @Option(names = "--json", description = "With --check: print JSON (what is outdated, and every generated "
      + "file's exact content).")
  boolean json;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws ConfigurationException {
    if (json && !check) {
      throw new ParameterException(spec.commandLine(), "--json goes with --check (generate prints Terramate's "
          + "report)");
    }
    PrintWriter err = spec.commandLine().getErr();
    Workspace ws = workspace.load(err);
    Generation generation = new Generation(ws.root(), ws.stacks(), ws.terramate(), EvaluationStop.NONE);
    List<DirGeneration> plan = generation.plan(target(ws));
    List<DirGeneration> result = check ? plan : generation.write(plan);
    PrintWriter out = spec.commandLine().getOut();
    out.print(json ? GenerateReportView.json(result) : GenerateReportView.text(result, check));
    out.flush();
    if (result.stream().anyMatch(DirGeneration::failed)) {
      return ExitCodes.FAILURE;
    }
    boolean changes = result.stream().anyMatch(d -> !d.changes().isEmpty());
    return check && changes ? ExitCodes.DRIFTED : ExitCodes.OK;
  }

  /** The working directory as a project path: generation covers it and below, as terramate generate does. */
  private static String target(Workspace ws) {
    String relative = ws.root().relativize(ws.workingDir()).toString().replace('\\', '/');
    return relative.isEmpty() ? "/" : "/" + relative;
  }
}
