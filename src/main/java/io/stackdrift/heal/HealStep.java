package io.stackdrift.heal;

import io.stackdrift.config.Durations;
import io.stackdrift.config.RunLog;
import io.stackdrift.detect.DetectCycle;
import io.stackdrift.detect.DetectRequest;
import io.stackdrift.events.EventSink;
import io.stackdrift.events.RunIdEvents;
import io.stackdrift.fs.StateDirectory;
import io.stackdrift.git.RemoteBranch;
import io.stackdrift.git.History;
import io.stackdrift.process.Cancellation;
import io.stackdrift.publish.RunEvent;
import io.stackdrift.reconcile.ReconcileRecord;
import io.stackdrift.reconcile.Reconciler;
import io.stackdrift.reconcile.RevisionGuard;
import io.stackdrift.report.DriftReport;
import io.stackdrift.report.ReconcileResult;
import io.stackdrift.report.ReconcileTarget;
import io.stackdrift.report.StackEntry;
import io.stackdrift.report.StackStatus;
import io.stackdrift.state.PerpetualDrift;
import io.stackdrift.state.SelfHealPause;
import io.stackdrift.state.StateStore;
import io.stackdrift.terramate.Safeguards;
import io.stackdrift.view.StackNames;
import io.stackdrift.workspace.Workspace;
import java.io.IOException;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Self-heal after a drifted watch cycle: asks {@link SelfHeal} what may be healed, applies it with
 * the cycle's resolved settings (its timeout, init and parallelism: the watch's flags, else the
 * configuration), and records each result for the back-off and the perpetual-drift streaks. What is
 * left for review and each result are told through the log.
 */
public final class HealStep {
  private final Workspace ws;
  private final DetectRequest request;
  private final SelfHeal heal;
  private final StateStore state;
  private final RunLog log;
  /** The followed branch's revision now ({@code git ls-remote}); null when the work tree was judged. */
  private final Function<Cancellation, RemoteBranch.Head> followedHead;

  public HealStep(Workspace ws, DetectRequest request, SelfHeal heal, StateStore state, RunLog log) {
    this(ws, request, heal, state, log, null);
  }

  /** {@code followedHead}: with {@code watch --follow}, the branch's revision now, asked before each apply. */
  public HealStep(Workspace ws, DetectRequest request, SelfHeal heal, StateStore state, RunLog log,
      Function<Cancellation, RemoteBranch.Head> followedHead) {
    this.ws = ws;
    this.request = request;
    this.heal = heal;
    this.state = state;
    this.log = log;
    this.followedHead = followedHead;
  }

  /** Heals what the drifted {@code cycle} may heal, while the caller holds the workspace lock. */
  public void heal(DetectCycle.Result cycle, Cancellation cancel) {
    heal(cycle, cycle.report(), cancel);
  }

  /**
   * Heals only what a container check between cycles found: the {@code owners} of projects that
   * drifted, each a target for its containers alone (a stack whose own plan drifted was the
   * cycle's to judge). The same rules as a cycle's heal decide.
   */
  void healContainers(DetectCycle.Result check, Set<String> owners, Cancellation cancel) {
    DriftReport report = check.report();
    List<StackEntry> entries = report.stacks().stream()
        .filter(e -> owners.contains(e.stackId()) && e.status() != StackStatus.DRIFTED).toList();
    Set<String> ids = entries.stream().map(StackEntry::stackId).collect(Collectors.toSet());
    List<String> targets = report.reconcileTargets() == null ? List.of()
        : report.reconcileTargets().stream().filter(ids::contains).toList();
    heal(check, report.toBuilder().stacks(entries).reconcileTargets(targets).build(), cancel);
  }

  /** Decides on {@code report} (the cycle's, or part of it), applies from the whole of {@code cycle}. */
  private void heal(DetectCycle.Result cycle, DriftReport report, Cancellation cancel) {
    Reconciler reconciler;
    try {
      reconciler = Reconciler.create(ws, cycle.decisions(), state);
    } catch (IllegalStateException e) {
      log.notice("self-heal: " + e.getMessage());
      return;
    }
    SelfHeal.Decision decision = heal.decide(report, pause(state.directory().orElseThrow()), Instant.now(),
        id -> reconciler.planRecorded(id, cancel));
    StackNames names = StackNames.of(report);
    for (SelfHeal.Review r : decision.review()) {
      String line = "self-heal: left for review: " + names.labelWithId(r.stackId()) + ": " + r.why();
      if (r.warning()) {
        log.warn(line + StalledRevert.hint(state.peek(log::warn).revisionsOf(r.stackId()),
            (older, newer) -> History.isAncestor(ws.root(), request.env(), older, newer, cancel)));
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
    List<ReconcileTarget> targets = reconciler.targets(cycle.report(), decision.stacks(), cancel);
    List<ReconcileResult> results;
    try (EventSink events = new RunIdEvents(request.events().get(), RunEvent.newRunId())) {
      results = reconciler.apply(targets, cancel, events, cycle.plans(), false, guard(cycle.report()));
    }
    record(results, cycle);
  }

  /**
   * A heal applies only from the revision the cycle judged (contract §14): with a followed branch,
   * while the branch is still there; else while the work tree is, with Terramate's safeguard switches
   * from TM_DISABLE_SAFEGUARDS and the project's disable_safeguards (a switch that cannot be read
   * lifts nothing).
   */
  private RevisionGuard guard(DriftReport judged) {
    if (followedHead != null) { // the branch, not stackdrift's own checkout, says what is to judge
      return RevisionGuard.onBranch(judged.source() == null ? null : judged.source().revision(), followedHead);
    }
    Safeguards safeguards;
    try {
      safeguards = Safeguards.of(List.of(), request.env().get(Safeguards.ENV), Safeguards.readProject(ws.root()));
    } catch (IllegalArgumentException e) {
      log.warn("self-heal: " + e.getMessage() + "; every git safeguard stays on");
      safeguards = Safeguards.DEFAULT;
    }
    return new RevisionGuard(judged.source() == null ? null : judged.source().revision(), safeguards,
        request.env());
  }

  /** Whether {@code stackdrift pause} paused self-heal; a pause file that cannot be read is a pause. */
  static SelfHeal.Pause pause(StateDirectory stateDir) {
    try {
      if (!SelfHealPause.paused(stateDir)) {
        return SelfHeal.Pause.NONE;
      }
      return new SelfHeal.Pause("self-heal is paused (" + stateDir.file(SelfHealPause.FILE) + "; 'stackdrift resume')");
    } catch (IOException e) {
      return new SelfHeal.Pause("cannot tell whether self-heal is paused, so nothing is healed: " + e.getMessage());
    }
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
    try {
      state.recordApplied(ReconcileRecord.appliedRevisions(results), log::warn);
    } catch (IOException e) {
      log.warn("the revisions the heals applied are not kept in the state directory: " + e.getMessage());
    }
  }
}
