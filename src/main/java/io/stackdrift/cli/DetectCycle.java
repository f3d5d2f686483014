package io.stackdrift.cli;

import io.stackdrift.discovery.Stack;
import io.stackdrift.engine.ChangedEvents;
import io.stackdrift.engine.DetectListener;
import io.stackdrift.engine.DetectSettings;
import io.stackdrift.engine.Detector;
import io.stackdrift.engine.StateStore;
import io.stackdrift.engine.Workspace;
import io.stackdrift.events.EventSink;
import io.stackdrift.fs.OsReason;
import io.stackdrift.fs.OutputException;
import io.stackdrift.fs.OutputFile;
import io.stackdrift.plan.Cancellation;
import io.stackdrift.report.DriftReport;
import io.stackdrift.report.HumanView;
import io.stackdrift.report.JUnitView;
import io.stackdrift.report.Json;
import io.stackdrift.report.PrometheusView;
import io.stackdrift.report.TerminalText;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;

/**
 * One detect run with every output its flags ask for: events, telemetry, state, report file,
 * metrics textfile, JUnit file, and the report on stdout. The caller holds the workspace lock.
 */
final class DetectCycle {
  /** The report of the run, and whether every requested file was written. */
  record Result(DriftReport report, boolean written) {}

  private final DetectOptions options;
  private final DetectSettings settings;
  private final PrintWriter out;
  private final PrintWriter err;

  /** {@code settings} are {@code options.settings()}, checked once by the caller before any work. */
  DetectCycle(DetectOptions options, DetectSettings settings, PrintWriter out, PrintWriter err) {
    this.options = options;
    this.settings = settings;
    this.out = out;
    this.err = err;
  }

  /** Runs detect; {@code record} false (a run ended by a signal) keeps the state unchanged. */
  Result run(Workspace ws, List<Stack> selected, StateStore state, Cancellation cancel,
      java.util.function.BooleanSupplier record) {
    Instant started = Instant.now();
    // The last run is read before the plans only when events depend on it; otherwise after, off the
    // path to the first plan.
    Map<String, StateStore.Known> previous = options.eventsOnChange ? load(state) : null;
    Telemetry telemetry = Telemetry.start(options.otlpSettings());
    DriftReport report;
    EventSink opened = options.openEvents(err);
    try (EventSink events = options.eventsOnChange ? new ChangedEvents(opened, previous) : opened;
         ProgressPrinter progress = new ProgressPrinter(err, Terminal.isTerminal(2), selected.size())) {
      DetectListener listener = telemetry == null ? progress : DetectListener.both(progress, telemetry);
      report = new Detector(ws, settings, System.getenv(), listener, events).run(selected, cancel);
    }
    if (telemetry != null) {
      telemetry.finish(report, err);
    }
    if (record.getAsBoolean()) {
      report = record(state, report, previous != null ? previous : load(state));
    }
    String reportJson = Json.pretty(options.strictV1 ? report.strict() : report) + "\n";
    boolean written = write(options.output, "the report", reportJson);
    if (options.metricsTextfile != null) {
      double seconds = Duration.between(started, Instant.now()).toMillis() / 1000.0;
      written &= write(options.metricsTextfile, "the metrics",
          new PrometheusView().render(report, seconds, Instant.now()));
    }
    if (options.junit != null) {
      written &= write(options.junit, "the JUnit file", new JUnitView().render(report));
    }
    if (options.json) {
      out.print(reportJson);
    } else if (!options.stdoutTaken()) {
      out.print(new HumanView(Terminal.colorAllowed(options.noColor)).render(report));
    }
    out.flush();
    return new Result(report, written && !opened.failed());
  }

  private Map<String, StateStore.Known> load(StateStore state) {
    return state.load(w -> err.println("stackdrift: warning: " + TerminalText.line(w)));
  }

  /** Adds each stack's since and keeps the report and the status changes in the state directory. */
  private DriftReport record(StateStore state, DriftReport report, Map<String, StateStore.Known> previous) {
    StateStore.Recorded recorded = StateStore.compare(report, previous);
    try {
      state.save(recorded);
    } catch (IOException e) {
      err.println("stackdrift: warning: " + TerminalText.line("the run is not kept in the state directory: "
          + e.getMessage()));
    }
    return recorded.report();
  }

  /**
   * Writes one output (contract §9): stdout for '-', else through {@link OutputFile}. A failure is
   * one line with the OS's reason; a regular file that was there keeps its old content.
   */
  private boolean write(Path file, String what, String content) {
    if (file == null) {
      return true;
    }
    if (DetectOptions.isStdout(file)) {
      out.print(content);
      return true;
    }
    try {
      OutputFile.replace(file, content.getBytes(StandardCharsets.UTF_8));
      return true;
    } catch (IOException e) {
      boolean kept = e instanceof OutputException o && o.previousKept();
      err.println("stackdrift: " + TerminalText.line("cannot write " + what + " to " + file + ": " + OsReason.of(e)
          + (kept ? " (the previous file is unchanged)" : "")));
      return false;
    }
  }
}
