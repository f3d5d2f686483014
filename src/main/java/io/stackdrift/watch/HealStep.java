package io.stackdrift.watch;

import io.stackdrift.config.Durations;
import io.stackdrift.config.RunLog;
import io.stackdrift.detect.DetectCycle;
import io.stackdrift.detect.DetectRequest;
import io.stackdrift.detect.EffectiveSettings;
import io.stackdrift.events.EventSink;
import io.stackdrift.events.RunIdEvents;
import io.stackdrift.process.Cancellation;
import io.stackdrift.publish.RunEvent;
import io.stackdrift.reconcile.Reconciler;
import io.stackdrift.report.DriftReport;
import io.stackdrift.report.ReconcileResult;
import io.stackdrift.report.ReconcileTarget;
import io.stackdrift.state.PerpetualDrift;
import io.stackdrift.state.StateStore;
import io.stackdrift.view.StackNames;
import io.stackdrift.workspace.Workspace;
import java.io.IOException;
import java.time.Duration;
import java.time.Instant;
import java.util.List;

/**
 * Self-heal after a drifted watch cycle: asks {@link SelfHeal} what may be healed, applies it, and
 * records each result for the back-off and the perpetual-drift streaks. What is left for review and
 * each result are told through the log.
 */
final class HealStep {
  private final Workspace ws;
  private final DetectRequest request;
  private final SelfHeal heal;
  private final StateStore state;
  private final RunLog log;

  HealStep(Workspace ws, DetectRequest request, SelfHeal heal, StateStore state, RunLog log) {
    this.ws = ws;
    this.request = request;
    this.heal = heal;
    this.state = state;
    this.log = log;
  }

  void heal(DetectCycle.Result cycle, Cancellation cancel) {
    DriftReport report = cycle.report();
    Reconciler reconciler;
    try {
      reconciler = Reconciler.create(ws, request.settings().tofu(), request.env(), state);
    } catch (IllegalStateException e) {
      log.notice("self-heal: " + e.getMessage());
      return;
    }
    SelfHeal.Decision decision = heal.decide(report, state.directory().orElseThrow(), Instant.now(),
        id -> reconciler.planRecorded(id, cancel));
    StackNames names = StackNames.of(report);
    for (SelfHeal.Review r : decision.review()) {
      String line = "self-heal: left for review: " + names.labelWithId(r.stackId()) + ": " + r.why();
      if (r.perpetual()) {
        log.warn(line);
      } else {
        log.notice(line);
      }
    }
    if (decision.skipped() != null) {
      log.notice("self-heal: " + decision.skipped());
    }
    if (decision.stacks().isEmpty() || cancel.isCancelled()) {
      return;
    }
    List<ReconcileTarget> targets = reconciler.targets(report, decision.stacks(), cancel);
    List<ReconcileResult> results;
    try (EventSink events = new RunIdEvents(request.events().get(), RunEvent.newRunId())) {
      results = reconciler.apply(targets, EffectiveSettings.of(request.settings(), ws.config()).parallel(),
          cancel, events, cycle.plans(), false);
    }
    record(results, cycle);
  }

  private void record(List<ReconcileResult> results, DetectCycle.Result cycle) {
    Instant now = Instant.now();
    PerpetualDrift streaks = cycle.perpetual();
    StackNames names = StackNames.of(cycle.report());
    for (ReconcileResult r : results) {
      boolean succeeded = r.outcome() == ReconcileResult.Outcome.SUCCEEDED;
      heal.record(r.stackId(), succeeded, now);
      if (succeeded) {
        streaks = cycle.report().stacks().stream().filter(e -> e.stackId().equals(r.stackId())).findFirst()
            .map(streaks::healed).orElse(streaks);
      }
      String head = "self-heal: " + names.labelWithId(r.stackId()) + " " + r.outcome().json();
      if (succeeded) {
        log.notice(head + " (" + Durations.format(Duration.ofMillis(r.durationMs())) + ")");
        continue;
      }
      // A notice is one escaped line: a tool's multi-line error is told a line at a time
      List<String> detail = r.detail() == null ? List.of() : r.detail().lines().toList();
      log.notice(head + (detail.isEmpty() ? "" : ": " + detail.get(0)));
      detail.stream().skip(1).forEach(line -> log.notice("  " + line));
    }
    try {
      streaks.save(state, cycle.perpetual());
    } catch (IOException e) {
      log.warn("heal streaks are not kept in the state directory: " + e.getMessage());
    }
  }
}
