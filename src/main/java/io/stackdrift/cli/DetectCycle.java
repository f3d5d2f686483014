package io.stackdrift.cli;

import io.stackdrift.discovery.Stack;
import io.stackdrift.discovery.WorkspaceRoot;
import io.stackdrift.engine.ChangedEvents;
import io.stackdrift.engine.DetectListener;
import io.stackdrift.engine.DetectSettings;
import io.stackdrift.engine.Detector;
import io.stackdrift.engine.IgnoreRules;
import io.stackdrift.engine.KnownState;
import io.stackdrift.engine.LongestFirst;
import io.stackdrift.engine.PerpetualDrift;
import io.stackdrift.engine.RunEvent;
import io.stackdrift.engine.StateStore;
import io.stackdrift.report.StatusChange;
import io.stackdrift.engine.StatusChanges;
import io.stackdrift.engine.Workspace;
import io.stackdrift.events.EventSink;
import io.stackdrift.events.RunIdEvents;
import io.stackdrift.fs.OsReason;
import io.stackdrift.fs.OutputException;
import io.stackdrift.fs.OutputFile;
import io.stackdrift.plan.Cancellation;
import io.stackdrift.report.DriftReport;
import io.stackdrift.report.HumanView;
import io.stackdrift.report.JUnitView;
import io.stackdrift.report.Json;
import io.stackdrift.report.PrometheusView;
import io.stackdrift.report.StackEntry;
import io.stackdrift.report.TerminalText;
import io.stackdrift.report.ViewStyle;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;

/**
 * One detect run with every output its flags ask for: events, telemetry, state, report file,
 * metrics textfile, JUnit file, the report on stdout, and last the run event that closes the
 * event stream of the run. The caller holds the workspace lock.
 */
final class DetectCycle {
  /** The report of the run, whether every requested file was written, and the heal streaks it marked with. */
  record Result(DriftReport report, boolean written, PerpetualDrift perpetual) {}

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

  /**
   * Runs detect; {@code record} false (a run ended by a signal) keeps the state unchanged.
   * {@code filters} are the selection flags in force, for the human output of an empty selection.
   */
  Result run(Workspace ws, List<Stack> selected, String filters, StateStore state, Cancellation cancel,
      BooleanSupplier record) {
    Instant started = Instant.now();
    String runId = RunEvent.newRunId();
    // The last known state is read before the plans only when events depend on it; otherwise after,
    // off the path to the first plan.
    StatusChanges changes = options.eventsOnChange ? new StatusChanges(load(state)) : null;
    IgnoreRules.of(ws.config().ignore(), LocalDate.now(ZoneOffset.UTC))
        .expiryWarnings(ws.root().resolve(WorkspaceRoot.CONFIG_FILE))
        .forEach(w -> Diagnostics.print(err, w));
    PerpetualDrift perpetual = PerpetualDrift.load(state, this::warn);
    Telemetry telemetry = Telemetry.start(options.otlpSettings(), runId);
    EventSink opened = options.openEvents(err);
    DriftReport report;
    boolean written;
    try (EventSink events = events(opened, runId, changes, perpetual)) {
      try (ProgressPrinter progress = new ProgressPrinter(err, Terminal.isTerminal(2), selected.size())) {
        DetectListener listener = telemetry == null ? progress : DetectListener.both(progress, telemetry);
        report = new Detector(ws, settings, System.getenv(), listener, events).marking(perpetual::mark)
            .run(selected, startOrder(state), cancel).withRunId(runId);
      }
      if (telemetry != null) {
        telemetry.finish(report, err);
      }
      boolean recording = record.getAsBoolean();
      if (changes == null) {
        changes = new StatusChanges(recording ? load(state) : state.peek(this::warn));
      }
      StatusChanges.Outcome outcome = withPerpetual(changes.apply(report, ws.stacks().stream().map(Stack::id)
          .toList()), perpetual);
      if (recording) {
        perpetual.settle(report);
        report = save(state, outcome, perpetual);
      }
      written = writeOutputs(report, filters, started);
      if (!options.strictV1) {
        events.emit(RunEvent.of(report, runId, outcome.anyChange(), Instant.now()));
      }
    }
    return new Result(report, written && !opened.failed(), perpetual);
  }

  /** One history line for each stack marked perpetual for the first time (its status did not change). */
  private static StatusChanges.Outcome withPerpetual(StatusChanges.Outcome outcome, PerpetualDrift perpetual) {
    if (perpetual.newlyMarked().isEmpty()) {
      return outcome;
    }
    List<StatusChange> changes = new ArrayList<>(outcome.changes());
    for (StackEntry e : outcome.report().stacks()) {
      if (perpetual.newlyMarked().contains(e.stackId())) {
        changes.add(new StatusChange(outcome.report().detectedAt(), e.stackId(), e.status().json(),
            e.status().json(), e.driftCause() == null ? null : e.driftCause().json(), Boolean.TRUE));
      }
    }
    return new StatusChanges.Outcome(outcome.report(), List.copyOf(changes), outcome.next(),
        outcome.overallChanged());
  }

  /** The event stream: every event carries the run id (not in --strict-v1), stack events maybe filtered. */
  private EventSink events(EventSink opened, String runId, StatusChanges changes, PerpetualDrift perpetual) {
    EventSink events = options.strictV1 ? opened : new RunIdEvents(opened, runId);
    return changes == null ? events
        : new ChangedEvents(events, changes, id -> perpetual.newlyMarked().contains(id));
  }

  /** The report file, metrics, JUnit file and stdout; false when a requested file could not be written. */
  private boolean writeOutputs(DriftReport report, String filters, Instant started) {
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
      out.print(new HumanView(Terminal.colorAllowed(options.noColor)).render(report, filters));
    }
    out.flush();
    return written;
  }

  /** {@code --durations}, else the durations of the state directory's last report (contract §3 "Scheduling"). */
  private LongestFirst startOrder(StateStore state) {
    return settings.durations() != null ? settings.durations() : state.lastDurations(this::warn);
  }

  private KnownState load(StateStore state) {
    return state.load(this::warn);
  }

  private void warn(String message) {
    Diagnostics.warn(err, message);
  }

  /** Keeps the report, each stack's last known status and the status changes in the state directory. */
  private DriftReport save(StateStore state, StatusChanges.Outcome outcome, PerpetualDrift perpetual) {
    try {
      state.save(outcome);
      perpetual.save(state);
    } catch (IOException e) {
      Diagnostics.warn(err, "the run is not kept in the state directory: " + e.getMessage());
    }
    return outcome.report();
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
