package io.stackdrift.engine;

import io.stackdrift.config.Config;
import io.stackdrift.container.ComposeProject;
import io.stackdrift.container.NativeCheck;
import io.stackdrift.container.NativeResult;
import io.stackdrift.discovery.Stack;
import io.stackdrift.events.EventSink;
import io.stackdrift.plan.Cancellation;
import io.stackdrift.plan.PlanResult;
import io.stackdrift.plan.PlanRunner;
import io.stackdrift.plan.ProcessRunner;
import io.stackdrift.plan.Redactor;
import io.stackdrift.plan.TofuTool;
import io.stackdrift.report.DriftReport;
import io.stackdrift.report.OverallStatus;
import io.stackdrift.report.StackEntry;
import io.stackdrift.report.StackStatus;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicReference;
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
  private UnaryOperator<StackEntry> mark = UnaryOperator.identity();

  public Detector(Workspace workspace, DetectSettings settings, Map<String, String> env, DetectListener listener,
      EventSink events) {
    this.workspace = workspace;
    this.settings = settings;
    this.env = env;
    this.listener = listener;
    this.events = events;
  }

  /**
   * Marks each planned stack's entry before anything sees it (the perpetual-drift mark), so events,
   * progress and the report agree.
   */
  public Detector marking(UnaryOperator<StackEntry> marker) {
    this.mark = marker;
    return this;
  }

  /** Plans in run order. */
  public DriftReport run(List<Stack> selected, Cancellation cancel) {
    return run(selected, LongestFirst.RUN_ORDER, cancel);
  }

  /** Starts the plans in {@code startOrder} (contract §3 "Scheduling"); events and the report keep run order. */
  public DriftReport run(List<Stack> selected, LongestFirst startOrder, Cancellation cancel) {
    Config config = workspace.config();
    Set<String> remoteOwned = Set.copyOf(config.detect().remoteOwnedModules());
    TofuTool tool = TofuTool.find(env, settings.tofu(), config.tools().tofu(), config.tools().cliConfig());
    Redactor redactor = tool.redactor();
    Release release = new Release(selected.size());
    AtomicReference<String> tofuVersion = new AtomicReference<>("");
    IgnoreRules ignoreRules = IgnoreRules.of(config.ignore(), LocalDate.now(ZoneOffset.UTC));

    List<Integer> toPlan = new ArrayList<>();
    List<Stack> missingCore = PendingRoots.missingCore(workspace.stacks(), remoteOwned);
    for (int i = 0; i < selected.size(); i++) {
      Stack s = selected.get(i);
      if (!missingCore.isEmpty()) {
        release.complete(i, StackEvaluation.without(s, i, StackStatus.PENDING_ROOT,
            PendingRoots.missingCoreDetail(missingCore)));
      } else if (PendingRoots.isPending(s)) {
        release.complete(i, StackEvaluation.without(s, i, StackStatus.PENDING_ROOT,
            PendingRoots.detail(s, remoteOwned)));
      } else if (tool.path().isEmpty()) {
        release.complete(i, StackEvaluation.without(s, i, StackStatus.FAILED, tool.missing()));
      } else {
        toPlan.add(i);
      }
    }
    NativeResult nativeResult = NativeResult.NOT_CHECKED;
    String planHash;
    List<Future<?>> plans = List.of();
    try (ProcessRunner processes = new ProcessRunner();
         DaemonPool pool = DaemonPool.of("stackdrift-plan", Math.min(settings.parallel(config), toPlan.size()))) {
      if (!toPlan.isEmpty()) {
        PlanRunner runner = new PlanRunner(new PlanRunner.Settings(tool.path().get(), tool.environment(),
            settings.init(config), config.detect().lock(), config.detect().lockTimeout(), settings.timeout(config),
            config.detect().killGrace(), redactor), processes);
        List<Integer> starts = startOrder.order(toPlan, i -> selected.get(i).id());
        plans = submitPlans(pool, selected, starts, runner, cancel, redactor, ignoreRules, release, tofuVersion);
      }
      if (settings.containers()) {
        nativeResult = checkContainers(selected, cancel); // while the plans run
      }
      planHash = PlanHash.of(selected); // likewise
      plans.forEach(Detector::waitFor);
    }
    Instant detectedAt = Instant.now().truncatedTo(ChronoUnit.SECONDS);
    return report(planHash, Arrays.asList(release.entries), remoteOwned, detectedAt, tofuVersion.get(),
        nativeResult.redacted(redactor::redact));
  }

  private NativeResult checkContainers(List<Stack> selected, Cancellation cancel) {
    List<ComposeProject> projects = ComposeProjects.of(workspace, selected, env);
    Duration timeout = settings.timeout(workspace.config()).compareTo(DOCKER_TIMEOUT) < 0
        ? settings.timeout(workspace.config()) : DOCKER_TIMEOUT;
    return new NativeCheck(workspace.config().tools().docker(), workspace.root(), env, timeout)
        .run(projects, cancel);
  }

  /** Submits the plans in start order: the pool's queue is first in, first out. */
  private List<Future<?>> submitPlans(DaemonPool pool, List<Stack> selected, List<Integer> starts,
      PlanRunner runner, Cancellation cancel, Redactor redactor, IgnoreRules ignoreRules, Release release,
      AtomicReference<String> tofuVersion) {
    List<Future<?>> futures = new ArrayList<>();
    for (int i : starts) {
      Stack stack = selected.get(i);
      futures.add(pool.submit(() -> {
        if (cancel.isCancelled()) {
          release.complete(i, StackEvaluation.without(stack, i, StackStatus.FAILED, "cancelled"));
          return null;
        }
        listener.planStarted(stack);
        StackEntry entry;
        try {
          PlanResult result = runner.plan(stack.dir(), cancel);
          if (!result.facts().toolVersion().isEmpty()) {
            tofuVersion.compareAndSet("", result.facts().toolName() + " " + result.facts().toolVersion());
          }
          entry = mark.apply(StackEvaluation.fromPlan(stack, i, result, redactor, ignoreRules));
        } catch (RuntimeException e) {
          // one stack's surprise must not cost the report of the others
          entry = StackEvaluation.without(stack, i, StackStatus.FAILED, redactor.redact("internal error: " + e));
        }
        release.complete(i, entry);
        return null;
      }));
    }
    return futures;
  }

  private static void waitFor(Future<?> plan) {
    try {
      DaemonPool.await(plan);
    } catch (ExecutionException e) {
      throw new IllegalStateException("a plan task failed", e.getCause());
    }
  }

  private DriftReport report(String planHash, List<StackEntry> entries, Set<String> remoteOwned,
      Instant detectedAt, String tofuVersion, NativeResult nativeResult) {
    DriftRules.NativeState nativeState = NativeReport.state(nativeResult);
    OverallStatus status = DriftRules.overallStatus(entries, remoteOwned, nativeState);
    Map<String, Integer> counts = new LinkedHashMap<>();
    for (StackStatus s : StackStatus.values()) {
      counts.put(s.json(), (int) entries.stream().filter(e -> e.status() == s).count());
    }
    String workspaceId = workspace.id();
    return new DriftReport(DriftReport.SCHEMA_VERSION, "advanced", "terramate", nativeState.drifted(),
        planHash, NativeReport.runtime(nativeResult), NativeReport.subjects(nativeResult), workspaceId,
        detectedAt.toString(), status, List.copyOf(entries), DriftRules.reconcileTargets(entries, nativeState),
        NativeReport.findings(nativeResult), counts,
        new DriftReport.Tool("stackdrift", Version.current(), tofuVersion), null); // the caller names the run
  }

  /** Collects results by run index and releases the finished prefix in run order. */
  private final class Release {
    final StackEntry[] entries;
    private int next;
    private int done;

    Release(int size) {
      entries = new StackEntry[size];
    }

    /** Keeps the entry, then tells progress and events; their failure never costs the report. */
    synchronized void complete(int index, StackEntry entry) {
      entries[index] = entry;
      done++;
      bestEffort(() -> listener.stackCompleted(entry, done, entries.length));
      while (next < entries.length && entries[next] != null) {
        StackEntry ready = entries[next++];
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
