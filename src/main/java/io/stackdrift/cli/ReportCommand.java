package io.stackdrift.cli;

import io.stackdrift.report.DriftReport;
import io.stackdrift.report.RunOutcome;
import io.stackdrift.report.StatusChange;
import io.stackdrift.state.StateStore;
import io.stackdrift.view.ReportView;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "report", mixinStandardHelpOptions = true, usageHelpAutoWidth = true,
    description = "Works with saved drift reports.",
    subcommands = {ReportCommand.Show.class, ReportMergeCommand.class})
final class ReportCommand implements Runnable {
  @Spec CommandSpec spec;

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getErr());
    throw ExitException.usage("");
  }

  @Command(name = "show", mixinStandardHelpOptions = true, usageHelpAutoWidth = true,
      description = {"Renders a saved stackkit.drift-report/v1 report (from detect -o or the state directory).",
          "It shows every format detect --format has, e.g. markdown for a pull-request comment. The html page "
              + "draws the status history of --state-dir DIR, or of the report's own directory when the report is a "
              + "state directory's last-report.json."},
      footer = {"", "Exit codes: 0 shown, 1 the file is missing or not a drift report."})
  static final class Show implements Callable<Integer> {
    @Parameters(paramLabel = "FILE", description = "The report file.")
    Path file;

    @Mixin StdoutViewOptions stdout;

    @Option(names = "--state-dir", paramLabel = "DIR",
        description = "The state directory whose history the html page draws (default: the report's directory "
            + "when the report is its " + StateStore.LAST_REPORT + ").")
    Path stateDir;

    @Spec CommandSpec spec;

    @Override
    public Integer call() throws IOException {
      DriftReport report = SavedReports.read(file);
      PrintWriter out = spec.commandLine().getOut();
      stdout.check();
      ReportView view = stdout.view(false);
      Optional<List<StatusChange>> history = view.usesHistory() ? history() : Optional.empty();
      out.print(view.render(RunOutcome.saved(report, history)));
      out.flush();
      return ExitCodes.OK;
    }

    /**
     * The history of --state-dir, which must be a usable state directory; else of the directory the
     * report was kept in, when there is one, where a problem costs a warning and the page its history.
     */
    private Optional<List<StatusChange>> history() throws IOException {
      PrintWriter err = spec.commandLine().getErr();
      if (stateDir != null) {
        StateStore state = StateStore.existing(stateDir);
        if (state.directory().isEmpty()) {
          throw ExitException.usage("--state-dir " + stateDir + ": no such directory");
        }
        return Optional.of(state.history(w -> Diagnostics.warn(err, w)));
      }
      Path parent = file.toAbsolutePath().getParent();
      if (!file.getFileName().toString().equals(StateStore.LAST_REPORT) || parent == null) {
        return Optional.empty();
      }
      try {
        return Optional.of(StateStore.existing(parent).history(w -> Diagnostics.warn(err, w)));
      } catch (IOException e) {
        Diagnostics.warn(err, e.getMessage() + "; the page has no history");
        return Optional.empty();
      }
    }
  }
}
