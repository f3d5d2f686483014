package io.stackdrift.detect;

import io.stackdrift.config.RunLog;
import io.stackdrift.container.ComposeProject;
import io.stackdrift.container.NativeResult;
import io.stackdrift.discovery.Stack;
import io.stackdrift.discovery.WorkspaceRoot;
import io.stackdrift.events.EventSink;
import io.stackdrift.events.RunIdEvents;
import io.stackdrift.fs.StateDirectory;
import io.stackdrift.git.RepositoryState;
import io.stackdrift.process.Cancellation;
import io.stackdrift.publish.ChangedEvents;
import io.stackdrift.publish.DetectListener;
import io.stackdrift.publish.Notifications;
import io.stackdrift.publish.RunEvent;
import io.stackdrift.publish.RunOutput;
import io.stackdrift.publish.Telemetry;
import io.stackdrift.report.DriftReport;
import io.stackdrift.report.RunOutcome;
import io.stackdrift.report.StackEntry;
import io.stackdrift.report.StatusChange;
import io.stackdrift.schedule.LongestFirst;
import io.stackdrift.state.PerpetualDrift;
import io.stackdrift.state.SavedPlans;
import io.stackdrift.state.StateStore;
import io.stackdrift.state.StatusChanges;
import io.stackdrift.report.Redactor;
import io.stackdrift.workspace.Workspace;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.BooleanSupplier;

/**
 * One detect run and everything it publishes: events, telemetry, the state, then each output of the
 * request in order, and last the run event that closes the event stream of the run. The caller holds
 * the workspace lock. Shared by {@code detect} and every cycle of {@code watch}.
 */
public final class DetectCycle {
  /**
   * The run as its outputs saw it, whether every output that must succeed did, the heal streaks
   * it marked with, its saved plans (those a heal applies, while the caller keeps them open), and
   * its container check as the report holds it, the Compose projects it checked, and the run's
   * decisions: its redactor (a watch checks projects again between cycles, redacted as the run
   * was) and its resolved settings (a heal after the run plans and applies with them).
   */
  public record Result(RunOutcome outcome, boolean written, PerpetualDrift perpetual, SavedPlans plans,
      NativeResult containers, List<ComposeProject> composeProjects, RunDecisions decisions) {
    public Result(RunOutcome outcome, boolean written, PerpetualDrift perpetual, SavedPlans plans) {
      this(outcome, written, perpetual, plans, NativeResult.NOT_CHECKED, List.of(), null);
    }

    public DriftReport report() {
      return outcome.report();
    }

    /** The run's redactor; null for a result that was not a run's. */
    public Redactor redactor() {
      return decisions == null ? null : decisions.tool().redactor();
    }
  }

  private final DetectRequest request;
  private final RunLog log;

  /** The request's settings were checked once by the caller before any work. */
  public DetectCycle(DetectRequest request, RunLog log) {
    this.request = request;
    this.log = log;
  }

  /**
   * Runs detect; {@code record} false (a run ended by a signal) keeps the state unchanged, as a shard's
   * run always does.
   * {@code filters} are the selection flags in force, for the outputs of an empty selection.
   */
  public Result run(Workspace ws, List<Stack> selected, String filters, StateStore state, Cancellation cancel,
      BooleanSupplier record) {
    try (SavedPlans plans = SavedPlans.open(stateDir(state), false, log::warn)) {
      return run(ws, selected, filters, state, cancel, record, plans);
    }
  }

  /** Where a run under {@code state} saves its plans (null: a private temporary directory). */
  public static Path stateDir(StateStore state) {
    return state.directory().map(StateDirectory::path).orElse(null);
  }

  /** The same, saving the plans in {@code plans}, which the caller closes (after a heal that applies them). */
  public Result run(Workspace ws, List<Stack> selected, String filters, StateStore state, Cancellation cancel,
      BooleanSupplier record, SavedPlans plans) {
    return run(ws, decide(ws, selected, cancel), filters, state, cancel, record, plans);
  }

  /**
   * The run's decisions over {@code selected}, made once (the settings resolved, the tool found, the
   * machine's memory read), for a caller that reads them before the run too (watch's bound of a cycle).
   */
  public RunDecisions decide(Workspace ws, List<Stack> selected, Cancellation cancel) {
    return RunDecisions.of(ws, selected, request.settings(), request.env(), cancel);
  }

  /** The same, on the {@code decisions} the caller made with {@link #decide}. */
  public Result run(Workspace ws, RunDecisions decisions, String filters, StateStore state, Cancellation cancel,
      BooleanSupplier record, SavedPlans plans) {
    Instant started = Instant.now();
    String runId = RunEvent.newRunId();
    // The last known state is read before the plans only when events depend on it; otherwise after,
    // off the path to the first plan.
    // A shard's report covers part of the selection: it reads the state but never records it (contract §11).
    boolean shard = request.settings().shard() != null;
    StatusChanges changes = request.eventsOnChange() ? new StatusChanges(shard ? state.peek(log::warn)
        : state.load(log::warn)) : null;
    if (request.debug()) {
      log.notice("memory budget: " + decisions.settings().memoryBudget().source());
    }
    decisions.ignoreRules().expiryWarnings(ws.root().resolve(WorkspaceRoot.CONFIG_FILE)).forEach(log::diagnostic);
    PerpetualDrift perpetual = PerpetualDrift.load(state, log::warn);
    PerpetualDrift kept = perpetual; // a run that is not recorded leaves the streaks as they were
    Telemetry telemetry = Telemetry.start(request.otlp(), runId, decisions.provenance().found()
        .map(RepositoryState::revision).orElse(null), request.debug(), log);
    EventSink opened = request.events().get();
    RunOutcome outcome;
    boolean written;
    NativeResult containers = NativeResult.NOT_CHECKED;
    List<ComposeProject> composeProjects = List.of();
    try (EventSink events = events(opened, runId, changes, perpetual)) {
      DetectListener progress = request.progress().apply(decisions.checked().size());
      DetectListener listener = telemetry == null ? progress : DetectListener.both(progress, telemetry);
      DriftReport report;
      try {
        int healAttempts = ws.config().watch().healAttempts();
        Detector detector = new Detector(ws, request.settings(), request.env(), listener, events,
            e -> perpetual.mark(e, healAttempts), plans, log::warn);
        report = detector.run(decisions, startOrder(state), cancel).withRunId(runId);
        containers = detector.containers();
        composeProjects = detector.composeProjects();
      } finally {
        progress.finished();
      }
      if (telemetry != null) {
        telemetry.finish(report, log);
      }
      boolean recording = !shard && record.getAsBoolean();
      if (changes == null) {
        changes = new StatusChanges(recording ? state.load(log::warn) : state.peek(log::warn));
      }
      StatusChanges.Outcome known = withPerpetual(changes.apply(report, ws.stacks().stream().map(Stack::id)
          .toList()), perpetual.newlyMarked(report));
      if (recording) {
        kept = perpetual.settled(report);
        save(state, known, kept, perpetual);
      }
      // A run ended by a signal keeps its report as planned: it is not recorded as what is known.
      outcome = RunOutcome.of(recording ? known.report() : changes.told(report), started, Instant.now(),
          known.changes(), history(state)).withSelection(filters).withOverallChanged(known.overallChanged());
      written = publish(outputs(ws, recording, decisions.tool().redactor()), outcome);
      if (!request.strictV1()) {
        events.emit(RunEvent.of(outcome.report(), runId, known.anyChange(), Instant.now()));
      }
    }
    return new Result(outcome, written && !opened.failed(), kept, plans, containers, composeProjects, decisions);
  }

  /**
   * The request's outputs, then the workspace configuration's {@code [[notify]]} receivers (read each
   * run: a watch cycle sees the configuration as it is now). A run ended by a signal tells no one: its
   * cancelled stacks are no news, and its time is short.
   */
  private List<RunOutput> outputs(Workspace ws, boolean recording, Redactor redactor) {
    if (!recording || ws.config().notifications().isEmpty()) {
      return request.outputs();
    }
    List<RunOutput> outputs = new ArrayList<>(request.outputs());
    outputs.add(Notifications.of(ws.config(), ws.root().resolve(WorkspaceRoot.CONFIG_FILE), request.env(), redactor,
        log::diagnostic));
    return outputs;
  }

  /** Every output in order, even after one failed; false when one that must succeed did not. */
  private static boolean publish(List<RunOutput> outputs, RunOutcome outcome) {
    boolean written = true;
    for (RunOutput output : outputs) {
      written &= output.publish(outcome);
    }
    return written;
  }

  /** The state directory's history, read only for an output that draws it. */
  private Optional<List<StatusChange>> history(StateStore state) {
    if (request.outputs().stream().noneMatch(RunOutput::usesHistory) || state.directory().isEmpty()) {
      return Optional.empty();
    }
    try {
      return Optional.of(state.history(log::warn));
    } catch (IOException | RuntimeException e) {
      log.warn("the history is not shown: " + e.getMessage());
      return Optional.empty();
    }
  }

  /** One history line for each stack marked perpetual for the first time (its status did not change). */
  private static StatusChanges.Outcome withPerpetual(StatusChanges.Outcome outcome, Set<String> newlyMarked) {
    if (newlyMarked.isEmpty()) {
      return outcome;
    }
    List<StatusChange> changes = new ArrayList<>(outcome.changes());
    for (StackEntry e : outcome.report().stacks()) {
      if (newlyMarked.contains(e.stackId())) {
        changes.add(new StatusChange(outcome.report().detectedAt(), e.stackId(), e.status().json(),
            e.status().json(), e.driftCause() == null ? null : e.driftCause().json(), Boolean.TRUE)
            .judging(outcome.report().source()));
      }
    }
    return new StatusChanges.Outcome(outcome.report(), List.copyOf(changes), outcome.next(),
        outcome.overallChanged());
  }

  /** The event stream: every event carries the run id (not in --strict-v1), stack events maybe filtered. */
  private EventSink events(EventSink opened, String runId, StatusChanges changes, PerpetualDrift perpetual) {
    EventSink events = request.strictV1() ? opened : new RunIdEvents(opened, runId);
    return changes == null ? events
        : new ChangedEvents(events, changes, e -> perpetual.newlyMarked(e.attributes().get("stackId"),
            "true".equals(e.attributes().get("perpetual"))));
  }

  /** {@code --durations}, else the durations of the state directory's last report (contract §3 "Scheduling"). */
  private LongestFirst startOrder(StateStore state) {
    return request.settings().durations() != null ? request.settings().durations()
        : LongestFirst.from(state.lastDurations(log::warn));
  }

  /** Keeps the report, each stack's last known status and the status changes in the state directory. */
  private void save(StateStore state, StatusChanges.Outcome outcome, PerpetualDrift kept, PerpetualDrift loaded) {
    try {
      state.save(outcome);
      kept.save(state, loaded);
    } catch (IOException e) {
      log.warn("the run is not kept in the state directory: " + e.getMessage());
    }
  }
}
