package io.stackdrift.engine;

import io.stackdrift.config.Durations;
import io.stackdrift.discovery.Stack;
import io.stackdrift.events.EventSink;
import io.stackdrift.events.StackEvent;
import io.stackdrift.plan.Cancellation;
import io.stackdrift.plan.PlanResult;
import io.stackdrift.plan.PlanRunner;
import io.stackdrift.plan.ProcessOutcome;
import io.stackdrift.plan.ProcessRunner;
import io.stackdrift.plan.ProcessSpec;
import io.stackdrift.plan.Redactor;
import io.stackdrift.plan.TofuTool;
import io.stackdrift.plan.ToolErrors;
import io.stackdrift.plan.ToolInit;
import io.stackdrift.report.DriftReport;
import io.stackdrift.report.StackEntry;
import io.stackdrift.report.StackStatus;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletionService;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorCompletionService;
import java.util.concurrent.Future;
import java.util.regex.Pattern;

/**
 * Re-converges the reconcile targets of a report: {@code apply} in dependency order, independent
 * stacks in parallel, a failure skipping the targets that run after it. A stack targeted only for its containers
 * (its plan is clean) is re-applied with {@code -replace} of the resource that runs them.
 */
public final class Reconciler {
  public static final String EVENT_PHASE = "advanced.drift.reconcile";

  /**
   * A reconciler for the workspace with the OpenTofu binary it would plan with.
   *
   * @throws IllegalStateException saying what was looked for when no binary is found
   */
  public static Reconciler create(Workspace ws, String tofuFlag, Map<String, String> env) {
    TofuTool tool = TofuTool.find(env, tofuFlag, ws.config().tools().tofu(), ws.config().tools().cliConfig());
    if (tool.path().isEmpty()) {
      throw new IllegalStateException(tool.missing());
    }
    return new Reconciler(ws, tool.path().get(), tool.environment(), ws.config().detect().timeout(), tool.redactor());
  }

  /** A stack to re-apply: the addresses to force, or why it cannot be done. */
  public record Target(Stack stack, StackEntry entry, List<String> replace, String refusal) {
    public boolean containersOnly() {
      return entry.status() != StackStatus.DRIFTED;
    }
  }

  public enum Outcome {
    SUCCEEDED, FAILED, SKIPPED;

    public String json() {
      return name().toLowerCase(java.util.Locale.ROOT);
    }
  }

  public record Result(String stackId, Outcome outcome, String detail, long durationMs) {}

  private final Workspace workspace;
  private final Path tool;
  private final Map<String, String> toolEnv;
  private final Duration timeout;
  private final Redactor redactor;

  public Reconciler(Workspace workspace, Path tool, Map<String, String> toolEnv, Duration timeout, Redactor redactor) {
    this.workspace = workspace;
    this.tool = tool;
    this.toolEnv = toolEnv;
    this.timeout = timeout;
    this.redactor = redactor;
  }

  /**
   * The stack's plan against its recorded state ({@code plan -refresh=false}), which confirms
   * external drift before self-heal applies it (contract §4).
   */
  public PlanResult planRecorded(String stackId, Cancellation cancel) {
    Stack stack = workspace.stack(stackId);
    try (ProcessRunner processes = new ProcessRunner()) {
      PlanRunner runner = new PlanRunner(new PlanRunner.Settings(tool, toolEnv, workspace.config().detect().init(),
          false, Duration.ZERO, timeout, workspace.config().detect().killGrace(), redactor), processes);
      return runner.planRecorded(stack.dir(), cancel);
    }
  }

  /** The report's targets, narrowed to {@code only} when it is not empty, in run order. */
  public List<Target> targets(DriftReport report, Set<String> only, Cancellation cancel) {
    Map<String, StackEntry> entries = new HashMap<>();
    report.stacks().forEach(e -> entries.put(e.stackId(), e));
    List<Target> out = new ArrayList<>();
    try (ProcessRunner processes = new ProcessRunner()) {
      for (String id : report.reconcileTargets() == null ? List.<String>of() : report.reconcileTargets()) {
        Stack stack = workspace.stack(id);
        StackEntry entry = entries.get(id);
        if (stack == null || entry == null || !(only.isEmpty() || only.contains(id))) {
          continue;
        }
        out.add(entry.status() == StackStatus.DRIFTED ? new Target(stack, entry, List.of(), null)
            : forced(stack, entry, cancel, processes));
      }
    }
    return out;
  }

  /**
   * Applies the targets; every target gets one result and one event. A failed apply skips every
   * target that runs after it, directly or through other stacks ({@code <id> failed}); independent
   * targets go on (contract §2).
   */
  public List<Result> apply(List<Target> targets, int parallel, Cancellation cancel, EventSink events) {
    Map<String, Set<String>> waitsFor = waitsFor(targets);
    Map<String, Result> results = new LinkedHashMap<>();
    Deque<Target> pending = new ArrayDeque<>(targets);
    Map<Future<Result>, Target> running = new HashMap<>();
    try (DaemonPool pool = DaemonPool.of("stackdrift-apply", parallel);
         ProcessRunner processes = new ProcessRunner()) {
      CompletionService<Result> done = new ExecutorCompletionService<>(pool.executor());
      while (!pending.isEmpty() || !running.isEmpty()) {
        if (!cancel.isCancelled()) {
          for (Target t : List.copyOf(pending)) {
            if (running.size() >= parallel) {
              break;
            }
            if (ready(t, waitsFor, results)) {
              pending.remove(t);
              running.put(done.submit(() -> applyOne(t, cancel, processes)), t);
            }
          }
        }
        if (running.isEmpty()) {
          break; // nothing can start: cancelled, or waiting on a stack that did not succeed
        }
        Finished f = take(done, running);
        results.put(f.result().stackId(), f.result());
        emit(events, f.target().entry(), f.result());
        if (f.result().outcome() == Outcome.FAILED) {
          skipAfter(f.result().stackId(), pending, waitsFor, results, events);
        }
      }
    }
    for (Target t : pending) {
      Result skipped = new Result(t.stack().id(), Outcome.SKIPPED,
          cancel.isCancelled() ? "cancelled" : "an earlier stack did not succeed", 0);
      results.put(skipped.stackId(), skipped);
      emit(events, t.entry(), skipped);
    }
    List<Result> ordered = new ArrayList<>();
    targets.forEach(t -> ordered.add(results.get(t.stack().id())));
    return ordered;
  }

  /** Skips, at once, every pending target that runs after the failed one. */
  private void skipAfter(String failedId, Deque<Target> pending, Map<String, Set<String>> waitsFor,
      Map<String, Result> results, EventSink events) {
    for (Target t : List.copyOf(pending)) {
      if (waitsFor.get(t.stack().id()).contains(failedId)) {
        pending.remove(t);
        Result skipped = new Result(t.stack().id(), Outcome.SKIPPED, failedId + " failed", 0);
        results.put(skipped.stackId(), skipped);
        emit(events, t.entry(), skipped);
      }
    }
  }

  private record Finished(Target target, Result result) {}

  private Finished take(CompletionService<Result> done, Map<Future<Result>, Target> running) {
    Future<Result> f;
    try {
      f = DaemonPool.throughInterrupts(done::take); // running applies end through the Cancellation
    } catch (ExecutionException e) {
      throw new IllegalStateException(e); // take() itself never fails with a task's exception
    }
    Target t = running.remove(f);
    try {
      return new Finished(t, DaemonPool.await(f));
    } catch (ExecutionException e) {
      return new Finished(t, new Result(t.stack().id(), Outcome.FAILED,
          redactor.redact("internal error: " + e.getCause()), 0));
    }
  }

  private void emit(EventSink events, StackEntry entry, Result r) {
    Map<String, String> attributes = EventAttributes.identity(entry, r.durationMs());
    events.emit(new StackEvent(Instant.now().truncatedTo(ChronoUnit.MILLIS).toString(), EVENT_PHASE,
        r.outcome().json(), "advanced drift reconcile " + r.stackId() + " " + r.outcome().json(), attributes));
  }

  private static boolean ready(Target t, Map<String, Set<String>> waitsFor, Map<String, Result> results) {
    for (String dep : waitsFor.get(t.stack().id())) {
      Result r = results.get(dep);
      if (r == null || r.outcome() != Outcome.SUCCEEDED) {
        return false;
      }
    }
    return true;
  }

  private Result applyOne(Target t, Cancellation cancel, ProcessRunner processes) {
    Instant start = Instant.now();
    if (t.refusal() != null) {
      return new Result(t.stack().id(), Outcome.FAILED, t.refusal(), 0);
    }
    Instant deadline = start.plus(timeout);
    Path dir = t.stack().dir();
    if (!Files.isDirectory(dir.resolve(".terraform"))) {
      ProcessOutcome init = ToolInit.run(processes, spec(ToolInit.argv(tool), dir, deadline), cancel);
      if (!succeeded(init)) {
        return new Result(t.stack().id(), Outcome.FAILED, "init failed: " + failure(init), ms(start));
      }
    }
    List<String> argv = new ArrayList<>(List.of(tool.toString(), "apply", "-auto-approve", "-input=false",
        "-no-color", "-lock=true", "-lock-timeout=" + Durations.format(workspace.config().reconcile().lockTimeout())));
    t.replace().forEach(a -> argv.add("-replace=" + a));
    ProcessOutcome apply = processes.run(new ProcessSpec(argv, dir, toolEnv, deadline,
        workspace.config().detect().killGrace(), true), null, cancel);
    if (!succeeded(apply)) {
      return new Result(t.stack().id(), Outcome.FAILED, "apply failed: " + failure(apply), ms(start));
    }
    return new Result(t.stack().id(), Outcome.SUCCEEDED, t.replace().isEmpty() ? "applied"
        : "applied with -replace=" + String.join(" -replace=", t.replace()), ms(start));
  }

  /** A container-only target: the one resource to replace so the containers are recreated. */
  private Target forced(Stack stack, StackEntry entry, Cancellation cancel, ProcessRunner processes) {
    ProcessOutcome list = run(processes, List.of(tool.toString(), "state", "list"), stack.dir(),
        Instant.now().plus(timeout), cancel);
    if (!succeeded(list)) {
      return new Target(stack, entry, List.of(), "cannot list its state: " + failure(list));
    }
    List<String> addresses = list.stdout().text().lines().map(String::strip).filter(l -> !l.isEmpty()).toList();
    List<String> data = addresses.stream().filter(a -> a.matches("(.*\\.)?terraform_data\\.[^.]+")).toList();
    List<String> up = data.stream().filter(a -> a.replaceAll("\\[.*]$", "").endsWith("_up")).toList();
    if (up.size() == 1) {
      return new Target(stack, entry, up, null);
    }
    if (data.size() == 1) {
      return new Target(stack, entry, data, null);
    }
    List<String> configured = configuredReplace(stack, addresses);
    if (!configured.isEmpty()) {
      return new Target(stack, entry, configured, null);
    }
    return new Target(stack, entry, List.of(), "only its containers drifted, and no resource to replace is known: "
        + "its state has " + (data.isEmpty() ? "no" : data.size()) + " terraform_data resources"
        + (up.size() > 1 ? " named *_up" : "") + "; set reconcile.replace in stackdrift.toml to the address "
        + "glob that recreates the containers, e.g. replace = [\"terraform_data.compose_up\"] or "
        + "[\"role/workload=module.app.terraform_data.*\"]");
  }

  /** {@code reconcile.replace}: address globs, each optionally for stacks with one tag ({@code TAG=GLOB}). */
  private List<String> configuredReplace(Stack stack, List<String> addresses) {
    List<String> out = new ArrayList<>();
    for (String entry : workspace.config().reconcile().replace()) {
      int eq = entry.indexOf('=');
      if (eq > 0 && !stack.tags().contains(entry.substring(0, eq))) {
        continue;
      }
      Pattern glob = glob(eq > 0 ? entry.substring(eq + 1) : entry);
      addresses.stream().filter(a -> glob.matcher(a).matches() && !out.contains(a)).forEach(out::add);
    }
    return out;
  }

  static Pattern glob(String glob) {
    StringBuilder re = new StringBuilder();
    for (char c : glob.toCharArray()) {
      switch (c) {
        case '*' -> re.append(".*");
        case '?' -> re.append('.');
        default -> re.append(Pattern.quote(String.valueOf(c)));
      }
    }
    return Pattern.compile(re.toString());
  }

  /** For each target, the targets it runs after, directly or through stacks that are not targets. */
  private Map<String, Set<String>> waitsFor(List<Target> targets) {
    Set<String> ids = new HashSet<>();
    targets.forEach(t -> ids.add(t.stack().id()));
    Map<String, Set<String>> out = new HashMap<>();
    for (Target t : targets) {
      Set<String> found = new HashSet<>();
      Deque<String> todo = new ArrayDeque<>(workspace.runsAfter().getOrDefault(t.stack().id(), Set.of()));
      Set<String> seen = new HashSet<>();
      while (!todo.isEmpty()) {
        String id = todo.pop();
        if (!seen.add(id)) {
          continue;
        }
        if (ids.contains(id)) {
          found.add(id);
        }
        todo.addAll(workspace.runsAfter().getOrDefault(id, Set.of()));
      }
      out.put(t.stack().id(), found);
    }
    return out;
  }

  private ProcessOutcome run(ProcessRunner processes, List<String> argv, Path dir, Instant deadline,
      Cancellation cancel) {
    return processes.run(spec(argv, dir, deadline), null, cancel);
  }

  private ProcessSpec spec(List<String> argv, Path dir, Instant deadline) {
    return new ProcessSpec(argv, dir, toolEnv, deadline, workspace.config().detect().killGrace());
  }

  private static boolean succeeded(ProcessOutcome o) {
    return o.exited() && o.exitCode() == 0;
  }

  private String failure(ProcessOutcome o) {
    return ToolErrors.failure(o, tool, "timed out after " + Durations.format(timeout), redactor);
  }

  private static long ms(Instant start) {
    return Duration.between(start, Instant.now()).toMillis();
  }
}
