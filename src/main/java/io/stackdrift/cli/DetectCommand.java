package io.stackdrift.cli;

import io.stackdrift.config.ConfigurationException;
import io.stackdrift.detect.DetectCycle;
import io.stackdrift.detect.DetectSettings;
import io.stackdrift.detect.Preflight;
import io.stackdrift.discovery.Stack;
import io.stackdrift.process.Cancellation;
import io.stackdrift.shard.ShardSpec;
import io.stackdrift.state.StateStore;
import io.stackdrift.state.WorkspaceLock;
import io.stackdrift.workspace.Workspace;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(
    name = "detect",
    mixinStandardHelpOptions = true,
    usageHelpAutoWidth = true,
    description = {
        "Finds drift: plans every stack and checks its containers.",
        "",
        "Plans every selected stack with 'tofu plan -detailed-exitcode' (in parallel, each under a timeout, "
            + "read-only: no state lock, no apply) and reports drift per stack: converged, drifted, failed or "
            + "pending_root. Meanwhile it checks the containers of each Compose project (configured in "
            + "stackdrift.toml or found beside a stack) against the live Docker engine, changing nothing. The "
            + "overall status is clean, drifted or unknown; the reconcile targets are the stacks to re-apply.",
        "",
        "Human output goes to stdout, progress to stderr; --json prints the stackkit.drift-report/v1 report, "
            + "in which 'status' is the verdict (clean, drifted, unknown) and 'hasDrift' is container drift only, "
            + "as the v1 format defines it: for 'did any stack drift?' read 'stacksDrifted' (jq .stacksDrifted) "
            + "or 'status'."},
    footer = {"",
        "Exit codes: 0 the run completed (drift is not an error); 1 usage or configuration error (an output "
            + "file whose directory is missing or not writable is one, refused before any plan), the "
            + "workspace lock held by another run, or a report file that could not be written; "
            + "with --detailed-exitcode 0 clean, 2 drifted, 3 unknown; with --fail-on-degraded 4 when a stack is "
            + "degraded and the run otherwise exits 0; 130/143/129 interrupted by SIGINT/SIGTERM/SIGHUP "
            + "(running plans are terminated and the report is still written, unfinished stacks 'cancelled').",
        "",
        "OpenTofu is --tofu, else STACKDRIFT_TOFU, else tools.tofu, else tofu or terraform on PATH."})
final class DetectCommand implements Callable<Integer> {
  @Mixin WorkspaceOptions workspace;
  @Mixin SelectionOptions selection;
  @Mixin DetectOptions detect;

  @Option(names = "--detailed-exitcode", description = "Exit 0 clean, 2 drifted, 3 unknown.")
  boolean detailedExitcode;

  @Option(names = "--fail-on-degraded", description = "Exit 4 when a stack is degraded (a check block or condition "
      + "failed, a container is unhealthy) and the run is otherwise clean; default: detect.fail_on_degraded.")
  boolean failOnDegraded;

  @Option(names = "--shard", paramLabel = "K/N|auto",
      description = "Plan only shard K of N of the selection, for one report per CI job or pod that 'report merge' "
          + "joins: LPT over --durations REPORT when given, else a hash of each stack id. auto: GitLab's "
          + "CI_NODE_INDEX/CI_NODE_TOTAL, else JOB_COMPLETION_INDEX with " + ShardSpec.COUNT_VARIABLE
          + ". A shard takes its own lock and does not record the state directory.")
  String shard;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws ConfigurationException, IOException {
    DetectSettings settings = detect.settings().withShard(shardSpec()); // usage errors before any work
    PrintWriter err = spec.commandLine().getErr();
    Workspace ws = workspace.load(err);
    List<Stack> selected = selection.apply(ws, true);
    String filters = selection.describe(ws);
    if (selected.isEmpty()) {
      Diagnostics.warn(err, "no stack selected" + (filters.isEmpty() ? " (the workspace has no stacks)"
          : " by " + filters) + "; the status is unknown");
    }
    if (!selected.isEmpty()) {
      detect.run.requireTool(ws, err); // no tool: one configuration error, not a report of failures
    }
    StateStore state = detect.run.stateStore(ws);
    detect.requireOutsideState(state);
    Cancellation cancel = new Cancellation();
    String lockName = settings.shard() == null ? WorkspaceLock.FILE : settings.shard().lockName();
    try (Preflight.Hold hold = detect.run.hold(state, lockName, ws, cancel, "detect", err)) {
      Signals signals = Signals.install(cancel);
      DetectCycle.Result result = new DetectCycle(detect.request(settings, spec.commandLine().getOut(), err),
          new CliLog(err)).run(ws, selected, filters, state, cancel, () -> signals.exitCode() == 0);
      if (signals.exitCode() != 0) {
        return signals.exitCode();
      }
      if (!result.written()) {
        return ExitCodes.FAILURE;
      }
      return ExitCodes.of(result.report(), detailedExitcode,
          failOnDegraded || ws.config().detect().failOnDegraded());
    }
  }

  private ShardSpec shardSpec() {
    try {
      return shard == null ? null : ShardSpec.parse(shard, System.getenv());
    } catch (IllegalArgumentException e) {
      throw ExitException.usage(e.getMessage());
    }
  }
}
