package io.stackdrift.cli;

import io.stackdrift.config.ConfigurationException;
import io.stackdrift.config.Durations;
import io.stackdrift.discovery.Stack;
import io.stackdrift.engine.DetectSettings;
import io.stackdrift.engine.Reconciler;
import io.stackdrift.engine.RunEvent;
import io.stackdrift.engine.RunInProgress;
import io.stackdrift.engine.SelfHeal;
import io.stackdrift.engine.StateStore;
import io.stackdrift.engine.Workspace;
import io.stackdrift.engine.WorkspaceLoader;
import io.stackdrift.engine.WorkspaceLock;
import io.stackdrift.events.EventSink;
import io.stackdrift.events.RunIdEvents;
import io.stackdrift.plan.Cancellation;
import io.stackdrift.report.DriftReport;
import io.stackdrift.report.OverallStatus;
import io.stackdrift.report.TerminalText;
import java.io.IOException;
import java.io.PrintWriter;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ThreadLocalRandom;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(
    name = "watch",
    mixinStandardHelpOptions = true,
    usageHelpAutoWidth = true,
    description = {
        "Runs detect every interval, with opt-in self-heal.",
        "",
        "Runs detect every interval (plus a random jitter), with all of detect's outputs, one cycle at a time. "
            + "With --self-heal (off by default) a drifted cycle reconciles the stacks whose own plan or whose "
            + "containers drifted. With watch.heal = \"external\" (the default) only drift made outside OpenTofu "
            + "is healed, confirmed by a 'plan -refresh=false' that shows no change, and container-only targets; "
            + "code changes and unknown causes are listed for review on stderr (watch.heal = \"any\" heals every "
            + "target). Nothing is healed when more than watch.max_targets would be touched or self-heal is "
            + "paused ('stackdrift pause'); a stack backing off after a failed reconcile, or whose same changes "
            + "came back after two heals in a row (perpetual drift), waits. SIGINT/SIGTERM end the running cycle "
            + "cleanly (its report is written) and exit."},
    footer = {"", "Exit codes: 0 after --max-cycles cycles; 1 usage or configuration error, or an output that could "
        + "not be written in some cycle; 130/143 on a signal."})
final class WatchCommand implements Callable<Integer> {
  @Mixin WorkspaceOptions workspace;
  @Mixin SelectionOptions selection;
  @Mixin DetectOptions detect;

  @Option(names = "--interval", paramLabel = "DURATION", converter = DurationConverter.class,
      description = "Time between cycles (default: watch.interval, 15m).")
  Duration interval;

  @Option(names = "--jitter", paramLabel = "DURATION", converter = DurationConverter.class,
      description = "Up to this much random extra wait per cycle (default: watch.jitter, 1m).")
  Duration jitter;

  @Option(names = "--self-heal", description = "Reconcile what a drifted cycle finds (see above).")
  boolean selfHeal;

  @Option(names = "--max-cycles", paramLabel = "N", description = "Stop after N cycles (default: run until a signal).")
  Integer maxCycles;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws ConfigurationException, IOException {
    DetectSettings settings = detect.settings(); // usage errors before the first cycle
    if (maxCycles != null && maxCycles < 1) {
      throw ExitException.usage("--max-cycles must be 1 or more, not " + maxCycles);
    }
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    Workspace first = workspace.load(err);
    Duration every = interval != null ? interval : first.config().watch().interval();
    if (every.isZero()) {
      throw ExitException.usage("--interval must be longer than zero");
    }
    Duration spread = jitter != null ? jitter : first.config().watch().jitter();
    SelfHeal heal = new SelfHeal(first.config().watch().maxTargets(), every, first.config().watch().heal());
    DetectCycle detectCycle = new DetectCycle(detect, settings, out, err);
    Cancellation cancel = new Cancellation();
    Signals signals = Signals.install(cancel);
    boolean allWritten = true;
    for (int cycle = 1; ; cycle++) {
      err.println("stackdrift: watch cycle " + cycle + (maxCycles == null ? "" : " of " + maxCycles));
      Workspace ws = cycle == 1 ? first : reload(err);
      if (ws != null) {
        allWritten &= runCycle(ws, detectCycle, heal, cancel, signals, err);
      }
      if (signals.exitCode() != 0) {
        return signals.exitCode();
      }
      if (maxCycles != null && cycle >= maxCycles) {
        return allWritten ? ExitCodes.OK : ExitCodes.FAILURE; // a requested output failed in some cycle
      }
      long wait = every.toMillis() + (spread.isZero() ? 0 : ThreadLocalRandom.current().nextLong(spread.toMillis()));
      try {
        if (cancel.await(wait)) {
          return signals.exitCode();
        }
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return ExitCodes.INTERRUPTED;
      }
    }
  }

  /** The workspace as it is now (it may have changed since the last cycle), or null when it has errors. */
  private Workspace reload(PrintWriter err) {
    try {
      return WorkspaceLoader.load(workspace.start());
    } catch (ConfigurationException e) {
      Diagnostics.print(err, e);
      err.println("stackdrift: watch: configuration errors; this cycle is skipped");
      return null;
    }
  }

  /** One cycle: detect under the lock, maybe heal; false when an output could not be written. */
  private boolean runCycle(Workspace ws, DetectCycle detectCycle, SelfHeal heal, Cancellation cancel, Signals signals,
      PrintWriter err) throws IOException {
    List<Stack> selected = selection.apply(ws, true);
    StateStore state = detect.run.stateStore(ws);
    WorkspaceLock lock = Locks.tryTake(state, detect.run.lockWait(),
        held -> err.println("stackdrift: watch: " + TerminalText.line(held) + "; this cycle is skipped"));
    if (lock == null) {
      return true;
    }
    try (lock; RunInProgress run = Locks.begin(state, ws, cancel, "watch", err)) {
      DetectCycle.Result result = detectCycle.run(ws, selected, selection.describe(ws), state, cancel,
          () -> signals.exitCode() == 0);
      DriftReport report = result.report();
      if (selfHeal && !cancel.isCancelled() && report.status() == OverallStatus.DRIFTED) {
        heal(ws, result, heal, state, cancel, err);
      }
      return result.written();
    }
  }

  private void heal(Workspace ws, DetectCycle.Result cycle, SelfHeal heal, StateStore state, Cancellation cancel,
      PrintWriter err) {
    DriftReport report = cycle.report();
    Reconciler reconciler;
    try {
      reconciler = Reconciler.create(ws, detect.run.tofu, System.getenv());
    } catch (IllegalStateException e) {
      err.println("stackdrift: self-heal: " + TerminalText.line(e.getMessage()));
      return;
    }
    SelfHeal.Decision decision = heal.decide(report, state.directory().orElseThrow(), Instant.now(),
        id -> reconciler.planRecorded(id, cancel));
    for (SelfHeal.Review r : decision.review()) {
      if (r.perpetual()) {
        Diagnostics.warn(err, "self-heal: left for review: " + r);
      } else {
        err.println("stackdrift: self-heal: left for review: " + TerminalText.line(r.toString()));
      }
    }
    if (decision.skipped() != null) {
      err.println("stackdrift: self-heal: " + TerminalText.line(decision.skipped()));
    }
    if (decision.stacks().isEmpty() || cancel.isCancelled()) {
      return;
    }
    List<Reconciler.Target> targets = reconciler.targets(report, decision.stacks(), cancel);
    List<Reconciler.Result> results;
    try (EventSink events = new RunIdEvents(detect.openEvents(err), RunEvent.newRunId())) {
      results = reconciler.apply(targets, DetectSettings.parallelism(detect.parallel, ws.config()), cancel, events);
    }
    Instant now = Instant.now();
    for (Reconciler.Result r : results) {
      boolean succeeded = r.outcome() == Reconciler.Outcome.SUCCEEDED;
      heal.record(r.stackId(), succeeded, now);
      if (succeeded) {
        report.stacks().stream().filter(e -> e.stackId().equals(r.stackId())).findFirst()
            .ifPresent(cycle.perpetual()::healed);
      }
      err.println("stackdrift: self-heal: " + TerminalText.line(r.stackId()) + " " + r.outcome().json()
          + (succeeded ? " (" + Durations.format(Duration.ofMillis(r.durationMs())) + ")"
              : ": " + TerminalText.lines(r.detail())));
    }
    try {
      cycle.perpetual().save(state);
    } catch (IOException e) {
      Diagnostics.warn(err, "heal streaks are not kept in the state directory: " + e.getMessage());
    }
  }
}
