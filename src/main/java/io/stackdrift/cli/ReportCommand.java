package io.stackdrift.cli;

import io.stackdrift.report.DriftReport;
import io.stackdrift.report.HumanView;
import io.stackdrift.report.JUnitView;
import io.stackdrift.report.Json;
import io.stackdrift.report.MarkdownView;
import java.io.PrintWriter;
import java.nio.file.Path;
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

  enum Format { table, markdown, json, junit }

  @Command(name = "show", mixinStandardHelpOptions = true, usageHelpAutoWidth = true,
      description = {"Renders a saved stackkit.drift-report/v1 report (from detect -o or the state directory).",
          "Formats: table (as detect prints it), markdown (for a pull-request comment or an issue), json, junit."},
      footer = {"", "Exit codes: 0 shown, 1 the file is missing or not a drift report."})
  static final class Show implements Callable<Integer> {
    @Parameters(paramLabel = "FILE", description = "The report file.")
    Path file;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "table",
        description = "table, markdown, json or junit (default: ${DEFAULT-VALUE}).")
    Format format;

    @Option(names = "--no-color", description = "No colours in the table.")
    boolean noColor;

    @Spec CommandSpec spec;

    @Override
    public Integer call() {
      DriftReport report = SavedReports.read(file);
      PrintWriter out = spec.commandLine().getOut();
      out.print(switch (format) {
        case table -> new HumanView(Terminal.colorAllowed(noColor)).render(report);
        case markdown -> new MarkdownView().render(report);
        case json -> Json.pretty(report) + "\n";
        case junit -> new JUnitView().render(report);
      });
      out.flush();
      return ExitCodes.OK;
    }
  }
}
