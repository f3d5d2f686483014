package io.stackdrift.cli;

import io.stackdrift.fs.OutputCheck;
import io.stackdrift.publish.FileOutput;
import io.stackdrift.publish.RunEvent;
import io.stackdrift.report.DriftReport;
import io.stackdrift.report.RunOutcome;
import io.stackdrift.shard.ReportMerge;
import io.stackdrift.view.ReportFormat;
import io.stackdrift.view.ViewStyle;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "merge", mixinStandardHelpOptions = true, usageHelpAutoWidth = true,
    description = {"Joins the reports of 'detect --shard K/N' into the report one run over the whole selection "
        + "would have written.",
        "Every shard 1..N must be given exactly once, and all must share planHash, shard.selection, shard.count, "
            + "stackId and tool.tofuVersion. The status, counts and reconcile targets are recomputed over all "
            + "stacks; runId is new and the shards' run ids are kept in mergedRunIds."},
    footer = {"", "Exit codes: 0 merged; 1 a file is missing or not a report, shards are missing, repeated or of "
        + "different runs, or the output could not be written; with --detailed-exitcode 0 clean, 2 drifted, "
        + "3 unknown."})
final class ReportMergeCommand implements Callable<Integer> {
  @Parameters(paramLabel = "FILE", arity = "1..*", description = "The shards' reports (detect --shard ... -o FILE).")
  List<Path> files;

  @Option(names = {"-o", "--output"}, paramLabel = "OUT",
      description = "Write the merged JSON report to OUT (replaced atomically, mode 0640; '-': stdout).")
  Path output;

  @Mixin StdoutViewOptions stdout;

  @Option(names = "--detailed-exitcode", description = "Exit 0 clean, 2 drifted, 3 unknown.")
  boolean detailedExitcode;

  @Option(names = "--fail-on-degraded", description = "Exit 4 when a stack of the merged report is degraded and "
      + "the merge otherwise exits 0.")
  boolean failOnDegraded;

  @Spec CommandSpec spec;

  @Override
  public Integer call() {
    stdout.check();
    RunOptions.checkOneUseOfStdout(new String[] {"-o -", "--json", "--format"}, FileOutput.isStdout(output),
        stdout.json, stdout.formatGiven());
    RunOptions.checkOutput("-o", output, OutputCheck.Write.REPLACE); // before reading every shard
    List<ReportMerge.Shard> shards = new ArrayList<>();
    for (Path file : files) {
      shards.add(new ReportMerge.Shard(file.toString(), SavedReports.read(file)));
    }
    DriftReport merged;
    try {
      merged = ReportMerge.merge(shards, RunEvent.newRunId());
    } catch (ReportMerge.Refused e) {
      throw ExitException.usage(e.getMessage());
    }
    if (!publish(RunOutcome.saved(merged, Optional.empty()))) {
      return ExitCodes.FAILURE;
    }
    return ExitCodes.of(merged, detailedExitcode, failOnDegraded);
  }

  /** The file first, then stdout, so a report on stdout is never shown before it is kept. */
  private boolean publish(RunOutcome merged) {
    PrintWriter out = spec.commandLine().getOut();
    boolean written = true;
    if (output != null) {
      written = new FileOutput(ReportFormat.JSON.view(ViewStyle.PLAIN), output, "the merged report", out,
          new CliLog(spec.commandLine().getErr())).publish(merged);
    }
    if (!FileOutput.isStdout(output)) {
      FileOutput.stdout(stdout.view(false), out).publish(merged);
    }
    return written;
  }
}
