package io.stackdrift.detect;

import io.stackdrift.config.Config.DetailsMode;
import io.stackdrift.config.Config;
import io.stackdrift.container.ComposeProject;
import io.stackdrift.container.NativeCheck;
import io.stackdrift.container.NativeResult;
import io.stackdrift.discovery.OpenTofuRoot;
import io.stackdrift.discovery.Stack;
import io.stackdrift.discovery.StackDirectory;
import io.stackdrift.events.EventSink;
import io.stackdrift.git.Provenance;
import io.stackdrift.git.RepositoryState;
import io.stackdrift.process.Cancellation;
import io.stackdrift.process.ProcessRunner;
import io.stackdrift.publish.DetectListener;
import io.stackdrift.publish.EventAttributes;
import io.stackdrift.report.DriftReport;
import io.stackdrift.report.DriftReportBuilder;
import io.stackdrift.report.StackEntry;
import io.stackdrift.report.StackStatus;
import io.stackdrift.schedule.BudgetQueue;
import io.stackdrift.schedule.DaemonPool;
import io.stackdrift.schedule.ExpectedPeaks;
import io.stackdrift.schedule.LongestFirst;
import io.stackdrift.shard.ShardSpec;
import io.stackdrift.state.SavedPlans;
import io.stackdrift.state.StatusChanges;
import io.stackdrift.status.IgnoreRules;
import io.stackdrift.status.NativeReport;
import io.stackdrift.status.PendingRoots;
import io.stackdrift.status.ReportAssembly;
import io.stackdrift.status.StackEvaluation;
import io.stackdrift.terramate.RunEnvironment;
import io.stackdrift.tofu.PlanResult;
import io.stackdrift.tofu.PlanRunner;
import io.stackdrift.report.Redactor;
import io.stackdrift.tofu.TofuTool;
import io.stackdrift.workspace.ComposeProjects;
import io.stackdrift.workspace.PlanHash;
import io.stackdrift.workspace.StackHistory;
import io.stackdrift.workspace.StackInputs;
import io.stackdrift.report.Version;
import io.stackdrift.workspace.Workspace;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;

/**
 * {@code detect}: plans the selected stacks in parallel (at most N tool processes), releases
 * events in run order as soon as a stack and every stack before it have finished, and builds the
 * drift report.
 */
public final class Detector {
  private static final Duration DOCKER_TIMEOUT = Duration.ofMinutes(2);
  private final Workspace workspace;
  private final DetectSettings settings;
  private final Map<String, String> env;
  private final DetectListener listener;
  private final EventSink events;
  private final UnaryOperator<StackEntry> mark;
  private final SavedPlans saved;
  private final Consumer<String> warn;
  /** The container check of the last run, redacted as the report holds it. */
  private volatile NativeResult containers = NativeResult.NOT_CHECKED;
  private volatile List<ComposeProject> composeProjects = List.of();
  private volatile RepositoryState judged;

  /** A run that marks nothing and saves its plans in a private temporary directory of its own. */
  public Detector(Workspace workspace, DetectSettings settings, Map<String, String> env, DetectListener listener,
      EventSink events) {
    this(workspace, settings, env, listener, events, UnaryOperator.identity(), null, w -> { });
  }

  /**
   * {@code mark} marks each planned stack's entry before anything sees it (the perpetual-drift mark),
   * so events, progress and the report agree. The plans are saved in {@code plans} (contract §4b),
   * which the caller closes; null saves them in a private temporary directory, removed before the run
   * returns. {@code warnings} receive what details could not be read, one line per stack.
   */
  public Detector(Workspace workspace, DetectSettings settings, Map<String, String> env, DetectListener listener,
      EventSink events, UnaryOperator<StackEntry> mark, SavedPlans plans, Consumer<String> warnings) {
    this.workspace = workspace;
    this.settings = settings;
    this.env = env;
    this.listener = listener;
    this.events = events;
    this.mark = mark;
    this.saved = plans;
    this.warn = warnings;
  }

  /** Plans in run order. */
  public DriftReport run(List<Stack> selected, Cancellation cancel) {
    return run(selected, LongestFirst.RUN_ORDER, cancel);
  }

  /**
   * Starts the plans in {@code startOrder} (contract §3 "Scheduling"); events and the report keep run
   * order. With a shard in the settings only its part of {@code selected} is planned (contract §11);
   * {@code planHash} and each {@code runIndex} are still those of the whole selection.
   */
  public DriftReport run(List<Stack> selected, LongestFirst startOrder, Cancellation cancel) {
    return run(RunDecisions.of(workspace, selected, settings, env, cancel), startOrder, cancel);
  }

  /** The same with the run's decisions made by the caller, who reads them too (progress, warnings). */
  public DriftReport run(RunDecisions decisions, LongestFirst startOrder, Cancellation cancel) {
    if (saved != null) {
      return run(decisions, startOrder, saved, cancel);
    }
    try (SavedPlans own = SavedPlans.open(null, false, warn)) {
      return run(decisions, startOrder, own, cancel);
    }
  }

  private DriftReport run(RunDecisions decisions, LongestFirst startOrder, SavedPlans plans, Cancellation cancel) {
    decisions.runEnvironmentWarnings().forEach(warn);
    decisions.generatedCodeWarnings().forEach(warn);
    Config config = workspace.config();
    Set<String> remoteOwned = Set.copyOf(config.detect().remoteOwnedModules());
    List<Stack> selected = decisions.selected();
    TofuTool tool = decisions.tool();
    Redactor redactor = tool.redactor();
    ShardSpec shard = settings.shard();
    List<Integer> mine = decisions.checked();
    Release release = new Release(selected.size(), mine);
    AtomicReference<String> tofuVersion = new AtomicReference<>("");
    IgnoreRules ignoreRules = decisions.ignoreRules();

    List<Integer> toPlan = new ArrayList<>();
    List<Stack> missingCore = PendingRoots.missingCore(workspace.stacks(), remoteOwned, OpenTofuRoot::missing);
    String blocked = missingCore.isEmpty() ? null : PendingRoots.missingCoreDetail(missingCore);
    for (int i : mine) {
      Stack s = selected.get(i);
      if (decisions.unjudged() != null) {
        release.complete(i, StackEvaluation.without(s, i, StackStatus.FAILED, decisions.unjudged()));
      } else if (!missingCore.isEmpty()) {
        release.complete(i, StackEvaluation.without(s, i, StackStatus.PENDING_ROOT,
            PendingRoots.blockedDetail(s, remoteOwned, blocked)));
      } else if (OpenTofuRoot.missing(s)) {
        release.complete(i, StackEvaluation.without(s, i, StackStatus.PENDING_ROOT,
            PendingRoots.detail(s, remoteOwned)));
      } else if (tool.path().isEmpty()) {
        release.complete(i, StackEvaluation.without(s, i, StackStatus.FAILED, tool.missing()));
      } else {
        toPlan.add(i);
      }
    }
    // Before any process starts (contract §7): a plan may write files into its stack directory.
    String planHash = PlanHash.of(workspace, selected, cancel::isCancelled);
    DriftReport.Source source = source(selected, decisions.provenance());
    NativeResult nativeResult = NativeResult.NOT_CHECKED;
    List<Future<?>> futures = List.of();
    EffectiveSettings effective = decisions.settings();
    int workers = Math.min(effective.parallel(), toPlan.size());
    try (ProcessRunner processes = new ProcessRunner();
         DaemonPool pool = DaemonPool.of("stackdrift-plan", workers)) {
      if (!toPlan.isEmpty()) {
        PlanRunner runner = new PlanRunner(new PlanRunner.Settings(tool.path().get(), tool.environment(),
            effective.init(), config.detect().lock(), config.detect().lockTimeout(), effective.timeout(),
            config.detect().killGrace(), redactor), processes);
        List<Integer> starts = startOrder.order(toPlan, i -> selected.get(i).id());
        boolean details = effective.details() == DetailsMode.ATTRIBUTES;
        ExpectedPeaks peaks = startOrder.peaks();
        BudgetQueue<Integer> queue = new BudgetQueue<>(starts, i -> peaks.of(selected.get(i).id()),
            effective.memoryBudget().bytes(), cancel::isCancelled, listener::waitingForMemory);
        futures = submitPlans(pool, workers, selected, queue,
            new Planning(runner, details || plans.keepsDrifted() ? plans : null, details, redactor, ignoreRules,
                decisions), cancel,
            release, tofuVersion);
      }
      if (settings.containers()) {
        // while the plans run; unowned projects go with shard 1
        nativeResult = checkContainers(mine.stream().map(selected::get).toList(), shard == null || shard.index() == 1,
            effective.timeout(), cancel);
      }
      futures.forEach(Detector::waitFor);
    }
    List<StackEntry> entries = release.inRunOrder();
    StackHistory.Found history = history(entries, selected, source, cancel);
    DriftReportBuilder parts = DriftReport.builder()
        .planHash(planHash)
        .stackId(workspace.id())
        .detectedAt(Instant.now().truncatedTo(ChronoUnit.SECONDS).toString())
        .stacks(withChangedAt(entries, history))
        .tool(new DriftReport.Tool("stackdrift", Version.current(), tofuVersion.get()))
        .shard(shard == null ? null : shardField(shard, selected, mine))
        .source(source == null ? null : new DriftReport.Source(source.revision(), source.branch(), source.dirty(),
            source.remote(), history.committedAt()));
    containers = nativeResult.redacted(redactor::redact);
    NativeReport.fill(parts, containers);
    return ReportAssembly.derive(parts.build()); // the caller names the run
  }

  /**
   * The revision the run judges (contract §14), read before any plan starts; null outside a git work
   * tree. A tree that differs from it under the selection is planned as it is, with one warning naming
   * the files.
   */
  private DriftReport.Source source(List<Stack> selected, Provenance.Reading reading) {
    if (reading.warning() != null) {
      warn.accept(reading.warning());
    }
    RepositoryState state = reading.state();
    judged = state;
    if (state == null) {
      return null;
    }
    List<String> fed = StackInputs.fed(workspace, selected, state.changed());
    if (!fed.isEmpty() || state.changedOverflow()) {
      warn.accept(SourceWords.dirtyWarning(state, fed));
    }
    return new DriftReport.Source(state.revision(), state.branch(), !fed.isEmpty() || state.changedOverflow(),
        state.remote(), state.committedAt());
  }

  /**
   * The newest commit that changed what each planned stack's plan reads (contract §14), and the
   * judged revision's commit time, from one {@code git log} of that revision for all of them; outside
   * git, or cancelled, nothing.
   */
  private StackHistory.Found history(List<StackEntry> entries, List<Stack> selected, DriftReport.Source source,
      Cancellation cancel) {
    if (source == null || cancel.isCancelled()) {
      return new StackHistory.Found(Map.of(), null);
    }
    Set<String> planned = new java.util.HashSet<>();
    entries.forEach(e -> planned.add(e.stackId()));
    return StackHistory.read(workspace, selected.stream().filter(s -> planned.contains(s.id())).toList(),
        source.revision(), env, cancel, warn);
  }

  /** Each entry with its {@code changedAt}, where the history found one. */
  private static List<StackEntry> withChangedAt(List<StackEntry> entries, StackHistory.Found history) {
    Map<String, StackEntry.ChangedAt> changedAt = history.changedAt();
    return entries.stream().map(e -> changedAt.containsKey(e.stackId())
        ? e.toBuilder().changedAt(changedAt.get(e.stackId())).build() : e).toList();
  }

  /** What git said of the work tree when the last run started; null outside a git work tree. */
  public RepositoryState judged() {
    return judged;
  }

  /** The Compose projects the last run checked (named, each with its owning stack if any). */
  public List<ComposeProject> composeProjects() {
    return composeProjects;
  }

  /** The container check of the last run, redacted as its report holds it. */
  public NativeResult containers() {
    return containers;
  }

  /** The report's {@code shard}: which part of which selection it covers (contract §11). */
  private static DriftReport.Shard shardField(ShardSpec shard, List<Stack> selected, List<Integer> mine) {
    return new DriftReport.Shard(shard.index(), shard.count(), mine.stream().map(i -> selected.get(i).id()).toList(),
        StatusChanges.selectionKey(selected.stream().map(Stack::id).toList()));
  }

  private NativeResult checkContainers(List<Stack> stacks, boolean withUnowned, Duration planTimeout,
      Cancellation cancel) {
    List<ComposeProject> projects = ComposeProjects.of(workspace, stacks, withUnowned, env);
    composeProjects = projects;
    Duration timeout = planTimeout.compareTo(DOCKER_TIMEOUT) < 0 ? planTimeout : DOCKER_TIMEOUT;
    return new NativeCheck(workspace.config().tools().docker(), workspace.root(), env, timeout)
        .run(projects, cancel);
  }

  /** How each stack is planned: the runner, where plans are saved (null: not saved), redaction, ignore rules. */
  private record Planning(PlanRunner runner, SavedPlans saved, boolean show, Redactor redactor,
      IgnoreRules ignoreRules, RunDecisions decisions) {}

  /**
   * One worker per pool thread, each taking the next plan that fits the memory budget from the
   * queue (start order among those that fit) until none is left.
   */
  private List<Future<?>> submitPlans(DaemonPool pool, int workers, List<Stack> selected, BudgetQueue<Integer> queue,
      Planning planning, Cancellation cancel, Release release, AtomicReference<String> tofuVersion) {
    List<Future<?>> futures = new ArrayList<>();
    for (int w = 0; w < workers; w++) {
      futures.add(pool.submit(() -> {
        for (Integer i = queue.take(); i != null; i = queue.take()) {
          Stack stack = selected.get(i);
          try {
            if (cancel.isCancelled()) {
              release.complete(i, StackEvaluation.without(stack, i, StackStatus.FAILED, "cancelled"));
              continue;
            }
            listener.planStarted(stack);
            release.complete(i, planned(stack, i, planning, cancel, tofuVersion));
          } finally {
            queue.done(i);
          }
        }
        return null;
      }));
    }
    return futures;
  }

  /** One stack planned and judged; its saved plan kept for a heal or removed before anything sees the entry. */
  private StackEntry planned(Stack stack, int index, Planning planning, Cancellation cancel,
      AtomicReference<String> tofuVersion) {
    String changed = StackDirectory.changed(workspace.root(), stack.dir());
    if (changed != null) {
      return mark.apply(StackEvaluation.without(stack, index, StackStatus.FAILED, changed));
    }
    RunEnvironment runEnvironment = planning.decisions().runEnvironment(stack);
    if (runEnvironment.failed()) { // as terramate run refuses the stack: planned in another environment, it would lie
      return mark.apply(StackEvaluation.without(stack, index, StackStatus.FAILED,
          planning.redactor().redact("run environment: " + runEnvironment.detail())));
    }
    GeneratedCodeCheck generated = planning.decisions().generatedCode(stack);
    if (generated.error() != null || !generated.outdated().isEmpty() && planning.decisions().refusesOutdatedCode()) {
      // as terramate run refuses to start: the plan would judge files the repository does not declare
      return mark.apply(StackEvaluation.without(stack, index, StackStatus.FAILED,
          planning.redactor().redact(generated.detail())).toBuilder().generatedCode(generated.extension()).build());
    }
    Path planFile = planning.saved() == null ? null : planning.saved().next(stack.id());
    PlanResult result = null;
    try {
      result = planning.runner().withRunEnvironment(runEnvironment.variables())
          .plan(stack.dir(), planFile, planning.show(), cancel);
      if (!result.facts().toolVersion().isEmpty()) {
        tofuVersion.compareAndSet("", result.facts().toolName() + " " + result.facts().toolVersion());
      }
      if (result.shown() != null && result.shown().warning() != null) {
        String what = result.shown().document() == null ? "no attributes" : "attributes cut";
        warn.accept(stack.runtimeRoot() + ": " + what + ": " + result.shown().warning());
      }
      StackEntry judged = StackEvaluation.fromPlan(stack, index, result, planning.redactor(), planning.ignoreRules());
      return mark.apply(generated.extension() == null ? judged
          : judged.toBuilder().generatedCode(generated.extension()).build());
    } catch (RuntimeException e) {
      // one stack's surprise must not cost the report of the others
      return StackEvaluation.without(stack, index, StackStatus.FAILED,
          planning.redactor().redact("internal error: " + e));
    } finally {
      if (planning.saved() != null) {
        planning.saved().settle(stack.id(), planFile, result);
      }
    }
  }

  private static void waitFor(Future<?> plan) {
    try {
      DaemonPool.await(plan);
    } catch (ExecutionException e) {
      throw new IllegalStateException("a plan task failed", e.getCause());
    }
  }

  /** Collects results by run index and releases the finished prefix of the stacks to check in run order. */
  private final class Release {
    private final StackEntry[] entries;
    private final List<Integer> checked;
    private int next;
    private int done;

    Release(int size, List<Integer> checked) {
      entries = new StackEntry[size];
      this.checked = checked;
    }

    synchronized List<StackEntry> inRunOrder() {
      return checked.stream().map(i -> entries[i]).toList();
    }

    /** Keeps the entry, then tells progress and events; their failure never costs the report. */
    synchronized void complete(int index, StackEntry entry) {
      entries[index] = entry;
      done++;
      bestEffort(() -> listener.stackCompleted(entry, done, checked.size()));
      while (next < checked.size() && entries[checked.get(next)] != null) {
        StackEntry ready = entries[checked.get(next++)];
        bestEffort(() -> events.emit(EventAttributes.event(ready, Instant.now())));
      }
    }

    private void bestEffort(Runnable telling) {
      try {
        telling.run();
      } catch (RuntimeException e) {
        // a sink reports its own I/O trouble; a surprise in it must not lose the stacks' results
      }
    }
  }
}
