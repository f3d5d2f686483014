package io.stackdrift.cli;

import io.stackdrift.report.DriftReport;
import io.stackdrift.report.ReportFormat;
import io.stackdrift.report.RunOutcome;
import io.stackdrift.report.ViewStyle;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "report", mixinStandardHelpOptions = true, usageHelpAutoWidth = true,
    description = "Works with saved drift reports.",
    subcommands = {ReportCommand.Show.class})
final class ReportCommand implements Runnable {
  @Spec CommandSpec spec;

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getErr());
    throw ExitException.usage("");
  }

  @Command(name = "show", mixinStandardHelpOptions = true, usageHelpAutoWidth = true,
      description = {"Renders a saved stackkit.drift-report/v1 report (from detect -o or the state directory).",
          "It shows every format detect --format has, e.g. markdown for a pull-request comment."},
      footer = {"", "Exit codes: 0 shown, 1 the file is missing or not a drift report."})
  static final class Show implements Callable<Integer> {
    @Parameters(paramLabel = "FILE", description = "The report file.")
    Path file;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "table", converter = FormatConverter.class,
        completionCandidates = FormatConverter.Names.class,
        description = "One of ${COMPLETION-CANDIDATES}; ${DEFAULT-VALUE} when not given.")
    ReportFormat format;

    @Option(names = "--no-color", description = "No colours in the table.")
    boolean noColor;

    @Spec CommandSpec spec;

    @Override
    public Integer call() {
      DriftReport report = SavedReports.read(file);
      PrintWriter out = spec.commandLine().getOut();
      ViewStyle style = new ViewStyle(Terminal.colorAllowed(noColor), 0, false);
      out.print(format.view(style).render(RunOutcome.saved(report, Optional.empty())));
      out.flush();
      return ExitCodes.OK;
    }
  }
}
