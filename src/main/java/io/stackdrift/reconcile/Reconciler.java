package io.stackdrift.reconcile;

import io.stackdrift.config.Config;
import io.stackdrift.detect.EffectiveSettings;
import io.stackdrift.detect.RunDecisions;
import io.stackdrift.discovery.Stack;
import io.stackdrift.discovery.StackDirectory;
import io.stackdrift.events.EventSink;
import io.stackdrift.events.StackEvent;
import io.stackdrift.fs.JudgedPlan;
import io.stackdrift.process.Cancellation;
import io.stackdrift.process.ProcessRunner;
import io.stackdrift.publish.EventAttributes;
import io.stackdrift.report.DriftReport;
import io.stackdrift.report.ReconcileResult;
import io.stackdrift.report.ReconcileTarget;
import io.stackdrift.schedule.DependencyScheduler;
import io.stackdrift.schedule.LongestFirst;
import io.stackdrift.state.ApplyLogs;
import io.stackdrift.state.SavedPlans;
import io.stackdrift.state.StateStore;
import io.stackdrift.terramate.RunEnvironment;
import io.stackdrift.tofu.ApplyRunner;
import io.stackdrift.tofu.PlanResult;
import io.stackdrift.tofu.PlanRunner;
import io.stackdrift.report.Redactor;
import io.stackdrift.tofu.TofuTool;
import io.stackdrift.workspace.Workspace;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * Re-converges the reconcile targets of a report: {@code apply} in dependency order, independent
 * stacks in parallel and the longest first, a failure skipping the targets that run after it. The
 * targets are chosen by {@link ReconcileTargets}, ordered by {@link DependencyScheduler} and applied by
 * {@link ApplyRunner}.
 */
public final class Reconciler {
  public static final String EVENT_PHASE = "advanced.drift.reconcile";

  /**
   * A reconciler for the workspace with what its run decided once ({@code decisions}): the OpenTofu
   * binary it planned with, whose redactor hides every run-environment value; each stack's run
   * environment as evaluated for the run (under its cancellation and deadline); and its settings as
   * resolved (the flags over the configuration): the confirming plan's timeout and init, and how many
   * applies run at once. A stack the run did not evaluate is never applied with an environment
   * evaluated apart, whose values the redactor would not know: it fails, saying so.
   *
   * @throws IllegalStateException saying what was looked for when no binary is found
   */
  public static Reconciler create(Workspace ws, RunDecisions decisions, StateStore state) {
    TofuTool tool = decisions.tool();
    if (tool.path().isEmpty()) {
      throw new IllegalStateException(tool.missing());
    }
    boolean defined = ws.terramate().definesRunEnvironments();
    return new Reconciler(ws, tool.path().get(), tool.environment(), decisions.settings(), tool.redactor(),
        ApplyLogs.in(ws, state), stack -> !defined || decisions.runEnvironments().containsKey(stack.id())
            ? decisions.runEnvironment(stack)
            : RunEnvironment.failed("its run environment was not evaluated by this run; run it again"));
  }

  private final Workspace workspace;
  private final Path tool;
  private final Map<String, String> toolEnv;
  private final EffectiveSettings settings;
  private final Redactor redactor;
  private final Function<Path, Path> applyLogs;
  private final Function<Stack, RunEnvironment> runEnvironments;

  /**
   * {@code applyLogs} gives each apply's output file (null: pipes); {@code runEnvironments} each
   * stack's terramate.config.run.env, for every command in it.
   */
  private Reconciler(Workspace workspace, Path tool, Map<String, String> toolEnv, EffectiveSettings settings,
      Redactor redactor, Function<Path, Path> applyLogs, Function<Stack, RunEnvironment> runEnvironments) {
    this.runEnvironments = runEnvironments;
    this.workspace = workspace;
    this.tool = tool;
    this.toolEnv = toolEnv;
    this.settings = settings;
    this.redactor = redactor;
    this.applyLogs = applyLogs;
  }

  /**
   * The stack's plan against its recorded state ({@code plan -refresh=false}), which confirms
   * external drift before self-heal applies it (contract §4): held to the run's timeout and init
   * ({@code --timeout}, {@code --init}, else the configuration), as the run's own plans were.
   */
  public PlanResult planRecorded(String stackId, Cancellation cancel) {
    Stack stack = workspace.stack(stackId);
    try (ProcessRunner processes = new ProcessRunner()) {
      PlanRunner runner = new PlanRunner(new PlanRunner.Settings(tool, toolEnv, settings.init(), false, Duration.ZERO,
          settings.timeout(), workspace.config().detect().killGrace(), redactor), processes);
      RunEnvironment runEnvironment = runEnvironments.apply(stack);
      if (runEnvironment.failed()) {
        return PlanResult.notRun("run environment: " + redactor.redact(runEnvironment.detail()));
      }
      return runner.withRunEnvironment(runEnvironment.variables()).planRecorded(stack.dir(), cancel);
    }
  }

  /** The report's targets, narrowed to {@code only} when it is not empty, in run order. */
  public List<ReconcileTarget> targets(DriftReport report, Set<String> only, Cancellation cancel) {
    try (ProcessRunner processes = new ProcessRunner()) {
      ApplyRunner tool = applyRunner(processes);
      return new ReconcileTargets(workspace, (stack, c) -> listState(tool, stack, c)).of(report, only, cancel);
    }
  }

  /**
   * Applies the targets, as many at once as the run's settings say; every target gets one result
   * and one event. Dependency order holds; among the targets ready to start, the longest (by the
   * duration their report entries record, unknown first) starts first. A failed apply skips every target that runs after it, directly or through
   * other stacks ({@code <id> failed}); independent targets go on (contract §2).
   *
   * @return the results in the order of {@code targets}
   */
  /**
   * Every apply applies a plan file (contract §4b): for a target whose plan was saved when it was
   * judged ({@code plans}), the copy that was judged, checked unchanged first, so a commit that lands
   * between the judgement and the apply is never deployed by it, nor a plan put in its place; where
   * none was saved the target is not applied and says why. A target forced with {@code -replace}
   * (containers), and every target when {@code planNow} (a saved report, judged by another run), is
   * planned to a file now, shown and judged, and that file is applied.
   */
  public List<ReconcileResult> apply(List<ReconcileTarget> targets, Cancellation cancel, EventSink events,
      SavedPlans plans, boolean planNow) {
    return apply(targets, cancel, events, plans, planNow, RevisionGuard.NONE);
  }

  /**
   * The same, each target applied only from the revision {@code guard} holds (contract §14): the work
   * tree is read once before the applies, and a target it refuses is not applied and says why.
   */
  public List<ReconcileResult> apply(List<ReconcileTarget> targets, Cancellation cancel, EventSink events,
      SavedPlans plans, boolean planNow, RevisionGuard guard) {
    RevisionGuard.Now now = guard.read(workspace, cancel);
    List<String> ids = targets.stream().map(t -> t.stack().id()).toList();
    DependencyScheduler<ReconcileTarget, ReconcileResult> scheduler = new DependencyScheduler<>(t -> t.stack().id(),
        DependencyScheduler.restrict(workspace.runsAfter(), Set.copyOf(ids)));
    List<ReconcileTarget> startOrder = LongestFirst.from(targets.stream().map(ReconcileTarget::entry).toList())
        .order(targets, t -> t.stack().id());
    Map<String, ReconcileResult> results;
    try (ProcessRunner processes = new ProcessRunner()) {
      results = scheduler.run(startOrder, settings.parallel(), "stackdrift-apply", cancel::isCancelled, new Applies(applyRunner(processes),
          cancel, events, plans, planNow, now));
    }
    return ids.stream().map(results::get).toList();
  }

  /** The scheduler's work: one apply per target, one event as each ends. */
  private final class Applies implements DependencyScheduler.Work<ReconcileTarget, ReconcileResult> {
    private final ApplyRunner runner;
    private final Cancellation cancel;
    private final EventSink events;
    private final SavedPlans plans;
    private final boolean planNow;
    private final RevisionGuard.Now now;

    Applies(ApplyRunner runner, Cancellation cancel, EventSink events, SavedPlans plans, boolean planNow,
        RevisionGuard.Now now) {
      this.runner = runner;
      this.cancel = cancel;
      this.events = events;
      this.plans = plans;
      this.planNow = planNow;
      this.now = now;
    }

    @Override
    public ReconcileResult run(ReconcileTarget t) {
      if (t.refusal() != null) {
        return new ReconcileResult(t.stack().id(), ReconcileResult.Outcome.FAILED, t.refusal(), 0);
      }
      String changed = StackDirectory.changed(workspace.root(), t.stack().dir());
      if (changed != null) {
        return new ReconcileResult(t.stack().id(), ReconcileResult.Outcome.FAILED, changed, 0);
      }
      String notFromTheRevision = now.refusal(t.stack());
      if (notFromTheRevision != null) {
        return new ReconcileResult(t.stack().id(), ReconcileResult.Outcome.FAILED, notFromTheRevision, 0);
      }
      RunEnvironment runEnvironment = runEnvironments.apply(t.stack());
      if (runEnvironment.failed()) {
        return new ReconcileResult(t.stack().id(), ReconcileResult.Outcome.FAILED,
            redactor.redact("run environment: " + runEnvironment.detail()), 0);
      }
      ApplyRunner stackRunner = runner.withRunEnvironment(runEnvironment.variables());
      Optional<JudgedPlan> judged = t.replace().isEmpty() ? plans.judged(t.stack().id()) : Optional.empty();
      ApplyRunner.Applied applied;
      if (judged.isPresent()) {
        applied = stackRunner.applyPlan(t.stack().dir(), judged.get(), cancel);
      } else if (!t.replace().isEmpty() || planNow) {
        applied = planAndApply(stackRunner, t);
      } else {
        return new ReconcileResult(t.stack().id(), ReconcileResult.Outcome.FAILED, "not healed: no saved plan ("
            + plans.whyNone(t.stack().id()) + "); nothing is applied that was not judged", 0);
      }
      return new ReconcileResult(t.stack().id(), applied.succeeded() ? ReconcileResult.Outcome.SUCCEEDED : ReconcileResult.Outcome.FAILED, applied.detail(),
          applied.duration().toMillis(), applied.succeeded() ? now.revision() : null);
    }

    private ApplyRunner.Applied planAndApply(ApplyRunner runner, ReconcileTarget t) {
      Path planFile;
      try {
        planFile = plans.fresh();
      } catch (IOException e) {
        return new ApplyRunner.Applied(false, "not healed: no plan file can be saved (" + e.getMessage()
            + "); nothing is applied that was not planned to a file", java.time.Duration.ZERO);
      }
      try {
        return runner.planAndApply(t.stack().dir(), t.replace(), planFile, cancel);
      } finally {
        plans.discard(planFile);
      }
    }

    @Override
    public boolean succeeded(ReconcileResult result) {
      return result.outcome() == ReconcileResult.Outcome.SUCCEEDED;
    }

    @Override
    public ReconcileResult skipped(ReconcileTarget t, String reason) {
      return new ReconcileResult(t.stack().id(), ReconcileResult.Outcome.SKIPPED, reason, 0);
    }

    @Override
    public ReconcileResult crashed(ReconcileTarget t, Throwable cause) {
      return new ReconcileResult(t.stack().id(), ReconcileResult.Outcome.FAILED, redactor.redact("internal error: " + cause), 0);
    }

    @Override
    public void ended(ReconcileTarget t, ReconcileResult r) {
      Map<String, String> attributes = EventAttributes.identity(t.entry(), r.durationMs());
      if (r.appliedRevision() != null) {
        attributes.put("appliedRevision", r.appliedRevision());
      }
      events.emit(new StackEvent(Instant.now().truncatedTo(ChronoUnit.MILLIS).toString(), EVENT_PHASE,
          r.outcome().json(), "advanced drift reconcile " + r.stackId() + " " + r.outcome().json(), attributes));
    }
  }

  private ApplyRunner.StateAddresses listState(ApplyRunner tool, Stack stack, Cancellation cancel) {
    RunEnvironment runEnvironment = runEnvironments.apply(stack);
    if (runEnvironment.failed()) {
      return new ApplyRunner.StateAddresses(List.of(), redactor.redact("run environment: " + runEnvironment.detail()));
    }
    return tool.withRunEnvironment(runEnvironment.variables()).listState(stack.dir(), cancel);
  }

  private ApplyRunner applyRunner(ProcessRunner processes) {
    Config.Reconcile reconcile = workspace.config().reconcile();
    return new ApplyRunner(new ApplyRunner.Settings(tool, toolEnv, reconcile.lockTimeout(), reconcile.timeout(),
        reconcile.killGrace(), workspace.config().detect().killGrace(), redactor, applyLogs), processes);
  }
}
