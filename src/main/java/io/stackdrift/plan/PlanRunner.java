package io.stackdrift.plan;

import io.stackdrift.config.Config.InitMode;
import io.stackdrift.config.Durations;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;
import java.util.regex.Pattern;

/**
 * Plans one stack (contract §3): {@code plan -detailed-exitcode} in the stack directory, with
 * {@code init} first or on demand as the init mode says, all under one per-stack deadline.
 */
public final class PlanRunner {
  private static final Pattern NEEDS_INIT = Pattern.compile(
      "(?i)initiali[sz]ation required|run \"?(tofu|terraform) init|not installed|"
          + "inconsistent dependency lock file|missing required provider|could not load plugin|"
          + "please run .?init");
  /** A shared plugin cache is not safe for concurrent init. */
  private static final ReentrantLock PLUGIN_CACHE_INIT = new ReentrantLock();

  /** How plans run; the same for every stack of a run. */
  public record Settings(Path tool, Map<String, String> env, InitMode init, boolean lock, Duration lockTimeout,
      Duration timeout, Duration killGrace, Redactor redactor) {}

  private final Settings settings;
  private final ProcessRunner runner;

  public PlanRunner(Settings settings, ProcessRunner runner) {
    this.settings = settings;
    this.runner = runner;
  }

  public PlanResult plan(Path dir, Cancellation cancel) {
    Instant start = Instant.now();
    Instant deadline = start.plus(settings.timeout());
    boolean initRan = false;
    if (settings.init() == InitMode.ALWAYS) {
      PlanResult failed = init(dir, deadline, cancel, start);
      if (failed != null) {
        return failed;
      }
      initRan = true;
    }
    Attempt attempt = runPlan(dir, deadline, cancel);
    if (settings.init() == InitMode.AUTO && needsInit(attempt)) {
      PlanResult failed = init(dir, deadline, cancel, start);
      if (failed != null) {
        return failed;
      }
      initRan = true;
      attempt = runPlan(dir, deadline, cancel);
    }
    return result(attempt, initRan, start);
  }

  private record Attempt(ProcessOutcome outcome, PlanStream stream) {}

  private Attempt runPlan(Path dir, Instant deadline, Cancellation cancel) {
    List<String> argv = new ArrayList<>(List.of(settings.tool().toString(), "plan", "-detailed-exitcode",
        "-input=false", "-no-color", "-json", "-lock=" + settings.lock()));
    if (settings.lock()) {
      argv.add("-lock-timeout=" + Durations.format(settings.lockTimeout()));
    }
    PlanStream stream = new PlanStream();
    ProcessOutcome outcome = runner.run(spec(argv, dir, deadline), stream, cancel);
    return new Attempt(outcome, stream);
  }

  private static boolean needsInit(Attempt attempt) {
    ProcessOutcome o = attempt.outcome();
    if (!o.exited() || o.exitCode() != 1) {
      return false;
    }
    List<String> errors = attempt.stream().facts().errors();
    String evidence = errors.isEmpty() ? o.stderr().last(8192) : String.join("\n", errors);
    return NEEDS_INIT.matcher(evidence).find();
  }

  /** Runs init; returns null when it succeeded, else the stack's failed result. */
  private PlanResult init(Path dir, Instant deadline, Cancellation cancel, Instant start) {
    boolean serial = settings.env().containsKey("TF_PLUGIN_CACHE_DIR");
    if (serial && !lockUntil(deadline)) {
      return new PlanResult(PlanResult.End.TIMED_OUT, null, emptyFacts(), "", timedOut(), false, since(start));
    }
    try {
      List<String> argv = List.of(settings.tool().toString(), "init", "-input=false", "-no-color");
      ProcessOutcome o = runner.run(spec(argv, dir, deadline), null, cancel);
      if (o.exited() && o.exitCode() == 0) {
        return null;
      }
      PlanResult.End end = switch (o.end()) {
        case TIMED_OUT -> PlanResult.End.TIMED_OUT;
        case CANCELLED -> PlanResult.End.CANCELLED;
        case SPAWN_FAILED -> PlanResult.End.SPAWN_FAILED;
        default -> PlanResult.End.INIT_FAILED;
      };
      String failure = switch (end) {
        case TIMED_OUT -> timedOut();
        case CANCELLED -> "cancelled";
        case SPAWN_FAILED -> "cannot start " + settings.tool() + ": " + o.spawnError();
        default -> "init failed: " + ToolErrors.summary(o, settings.redactor());
      };
      return new PlanResult(end, null, emptyFacts(), ToolErrors.tail(o.stderr(), settings.redactor()), failure, true,
          since(start));
    } finally {
      if (serial && PLUGIN_CACHE_INIT.isHeldByCurrentThread()) {
        PLUGIN_CACHE_INIT.unlock();
      }
    }
  }

  private static boolean lockUntil(Instant deadline) {
    try {
      long wait = Math.max(0, Duration.between(Instant.now(), deadline).toMillis());
      return PLUGIN_CACHE_INIT.tryLock(wait, TimeUnit.MILLISECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    }
  }

  private PlanResult result(Attempt attempt, boolean initRan, Instant start) {
    ProcessOutcome o = attempt.outcome();
    PlanFacts facts = attempt.stream().facts();
    String stderr = ToolErrors.tail(o.stderr(), settings.redactor());
    return switch (o.end()) {
      case EXITED -> new PlanResult(PlanResult.End.EXITED, o.exitCode(), facts, stderr, null, initRan, since(start));
      case TIMED_OUT -> new PlanResult(PlanResult.End.TIMED_OUT, null, facts, stderr, timedOut(), initRan,
          since(start));
      case CANCELLED -> new PlanResult(PlanResult.End.CANCELLED, null, facts, stderr, "cancelled", initRan,
          since(start));
      case SPAWN_FAILED -> new PlanResult(PlanResult.End.SPAWN_FAILED, null, facts, stderr,
          "cannot start " + settings.tool() + ": " + o.spawnError(), initRan, since(start));
    };
  }

  private String timedOut() {
    return "plan timed out after " + Durations.format(settings.timeout());
  }

  private ProcessSpec spec(List<String> argv, Path dir, Instant deadline) {
    return new ProcessSpec(argv, dir, settings.env(), deadline, settings.killGrace());
  }

  private static PlanFacts emptyFacts() {
    return new PlanStream().facts();
  }

  private static Duration since(Instant start) {
    return Duration.between(start, Instant.now());
  }
}
