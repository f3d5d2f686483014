package io.stackdrift.watch;

import io.stackdrift.config.ConfigurationException;
import io.stackdrift.config.RunLog;
import io.stackdrift.detect.DetectCycle;
import io.stackdrift.detect.DetectRequest;
import io.stackdrift.detect.EffectiveSettings;
import io.stackdrift.detect.Preflight;
import io.stackdrift.detect.RunDecisions;
import io.stackdrift.discovery.Stack;
import io.stackdrift.follow.Follower;
import io.stackdrift.git.Provenance;
import io.stackdrift.heal.HealStep;
import io.stackdrift.heal.SelfHeal;
import io.stackdrift.process.Cancellation;
import io.stackdrift.publish.RunOutput;
import io.stackdrift.report.OverallStatus;
import io.stackdrift.state.SavedPlans;
import io.stackdrift.state.StateStore;
import io.stackdrift.state.WorkspaceLock;
import io.stackdrift.workspace.Selection;
import io.stackdrift.workspace.Workspace;
import io.stackdrift.workspace.WorkspaceLoader;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Semaphore;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.BooleanSupplier;

/**
 * {@code watch}: a detect cycle every interval plus jitter, one at a time, each under the workspace
 * lock (a cycle finding it held is skipped), with opt-in self-heal. The workspace is read again for
 * every cycle after the first. The last finished cycle is readable from any thread.
 */
public final class WatchLoop {
  /**
   * How often and how many times; {@code maxCycles} null runs until cancelled; {@code containerEvents}
   * whether the engine's container events are followed between cycles (with the container check on);
   * {@code slack} what health adds to every bound ({@link #SLACK}).
   */
  public record Settings(Duration interval, Duration jitter, Integer maxCycles, Duration lockWait, boolean selfHeal,
      boolean containerEvents, Duration slack) {
    /** With the usual slack. */
    public Settings(Duration interval, Duration jitter, Integer maxCycles, Duration lockWait, boolean selfHeal,
        boolean containerEvents) {
      this(interval, jitter, maxCycles, lockWait, selfHeal, containerEvents, SLACK);
    }

    /** Without following container events. */
    public Settings(Duration interval, Duration jitter, Integer maxCycles, Duration lockWait, boolean selfHeal) {
      this(interval, jitter, maxCycles, lockWait, selfHeal, false);
    }
  }

  /** Where the state directory of a workspace is. */
  @FunctionalInterface
  public interface StateFor {
    StateStore open(Workspace ws) throws IOException;
  }

  /**
   * A finished cycle: its number, when it ended, and the detect result, or null with the reason when
   * the cycle was skipped (configuration errors, the lock held by another run).
   */
  public record Cycle(int number, Instant finished, DetectCycle.Result result, String skipped) {}

  /** Why the loop ended: after its cycles, or by cancellation; {@code allWritten} false when an output failed. */
  public record Ending(boolean cancelled, boolean allWritten) {}

  /**
   * The loop as a reader on another thread sees it: when it started, whether it still runs, the last
   * finished cycle (null before the first), the last cycle that ran detect (null before the first),
   * the cycles so far by result (the overall status, or {@code skipped}), and for health: when the
   * running cycle started (null between cycles), how long a cycle may take at most (the running
   * one's, else the last one's; zero before the first), how long the wait between two cycles may
   * be, and how the engine's container events are followed.
   */
  public record Snapshot(Instant started, boolean running, Cycle last, Cycle lastCompleted,
      Map<String, Long> cyclesByResult, Instant cycleStarted, Duration cycleBound, Duration waitBound,
      ContainerEventsHealth containerEvents, int fetchFailuresInARow) {

    /** A loop that follows no branch. */
    public Snapshot(Instant started, boolean running, Cycle last, Cycle lastCompleted,
        Map<String, Long> cyclesByResult, Instant cycleStarted, Duration cycleBound, Duration waitBound,
        ContainerEventsHealth containerEvents) {
      this(started, running, last, lastCompleted, cyclesByResult, cycleStarted, cycleBound, waitBound,
          containerEvents, 0);
    }

    public Snapshot(Instant started, boolean running, Cycle last, Cycle lastCompleted,
        Map<String, Long> cyclesByResult, Instant cycleStarted, Duration cycleBound, Duration waitBound) {
      this(started, running, last, lastCompleted, cyclesByResult, cycleStarted, cycleBound, waitBound,
          ContainerEventsHealth.OFF);
    }

    /** Between cycles (or before the first), with the bounds of a loop that has not measured any. */
    public Snapshot(Instant started, boolean running, Cycle last, Cycle lastCompleted,
        Map<String, Long> cyclesByResult, Duration waitBound) {
      this(started, running, last, lastCompleted, cyclesByResult, null, Duration.ZERO, waitBound);
    }
  }

  /** Container checks, outputs, notifications and the lock around the plans: slack on every bound. */
  public static final Duration SLACK = Duration.ofSeconds(30);

  private final DetectCycle detect;
  private final DetectRequest request;
  private final Settings settings;
  private final RunLog log;
  private final List<RunOutput> live;
  /** With {@code --follow}: what each cycle judges (null: the work tree as it is). */
  private final Follower follower;
  /** Finished cycles in a row whose followed branch could not be fetched, as of the last finished cycle. */
  private volatile int fetchFailures;
  /** Held by each cycle, and by each container check between cycles: the two never overlap. */
  private final ReentrantLock cycleLock = new ReentrantLock();
  private volatile ContainerEvents containerEvents;
  private final Map<String, Long> cyclesByResult = new ConcurrentHashMap<>();
  private volatile Instant started = Instant.now();
  private volatile boolean running;
  private volatile Cycle last;
  private volatile Cycle lastCompleted;
  /** The running cycle's start and bound, set together (null between cycles). */
  private volatile Running current;
  private volatile Duration lastBound = Duration.ZERO;
  /** Cycles asked for (a push): at most one waits, however many are asked for while a cycle runs. */
  private final Semaphore cycleRequests = new Semaphore(0);

  private record Running(Instant started, Duration bound) {}

  public WatchLoop(DetectRequest request, Settings settings, RunLog log) {
    this(request, settings, log, List.of());
  }

  /** {@code live}: the outputs of the request that also show each container check between cycles. */
  public WatchLoop(DetectRequest request, Settings settings, RunLog log, List<RunOutput> live) {
    this(request, settings, log, live, null);
  }

  /** {@code follower}: each cycle judges the followed branch's newest revision (null: the work tree). */
  public WatchLoop(DetectRequest request, Settings settings, RunLog log, List<RunOutput> live, Follower follower) {
    this.detect = new DetectCycle(request, log);
    this.request = request;
    this.settings = settings;
    this.log = log;
    this.live = List.copyOf(live);
    this.follower = follower;
  }

  public Snapshot snapshot() {
    Running now = current;
    ContainerEvents events = containerEvents;
    return new Snapshot(started, running, last, lastCompleted,
        Collections.unmodifiableMap(new TreeMap<>(cyclesByResult)), now == null ? null : now.started(),
        now == null ? lastBound : now.bound(), waitBound(), events == null ? ContainerEventsHealth.OFF
        : events.health(), fetchFailures);
  }

  /**
   * Asks for a cycle now (a push to the judged branch): the wait between cycles ends at once; while a
   * cycle runs, one more follows it at once, however often this is called meanwhile.
   */
  public void requestCycle() {
    synchronized (cycleRequests) {
      if (cycleRequests.availablePermits() == 0) {
        cycleRequests.release();
      }
    }
  }

  /** The longest wait between two cycles: the interval, all of the jitter, and slack. */
  private Duration waitBound() {
    return settings.interval().plus(settings.jitter()).plus(settings.slack());
  }

  /**
   * The longest a cycle of {@code stacks} may take without being stuck: each plan within its timeout
   * and grace, {@code parallel} at a time (both as the cycle resolved them, {@code detect}), and each
   * heal's apply within {@code reconcile.timeout} and its grace; so it grows with the workspace, and
   * a long first cycle of a big one is healthy.
   */
  Duration cycleBound(Workspace ws, EffectiveSettings detect, int stacks) {
    int parallel = Math.max(1, detect.parallel());
    long waves = (stacks + parallel - 1L) / parallel;
    Duration plan = detect.timeout().plus(ws.config().detect().killGrace());
    Duration bound = plan.multipliedBy(Math.max(waves, 1)).plus(settings.slack());
    if (settings.selfHeal()) {
      Duration apply = ws.config().reconcile().timeout().isZero() ? Duration.ofDays(1)
          : ws.config().reconcile().timeout().plus(ws.config().reconcile().killGrace());
      int heals = Math.max(1, ws.config().watch().maxTargets());
      bound = bound.plus(plan).plus(apply.multipliedBy((heals + parallel - 1L) / parallel)); // confirm, then apply
    }
    return bound;
  }

  /**
   * Runs until {@code maxCycles} or cancellation; {@code record} false (the run is ending on a signal)
   * keeps a cycle's state unchanged.
   */
  public Ending run(Workspace first, Path start, Selection selection, StateFor states, Cancellation cancel,
      BooleanSupplier record) throws IOException, InterruptedException {
    started = Instant.now();
    running = true;
    cancel.whenCancelled(cycleRequests::release); // a signal ends the wait between cycles too
    ContainerRechecks rechecks = new ContainerRechecks(request, live, settings.selfHeal(), settings.lockWait(), log,
        follower == null ? null : follower::head);
    boolean following = settings.containerEvents() && request.settings().containers();
    try (ContainerEvents events = following ? new ContainerEvents(rechecks, cycleLock, cancel, request.env(), log)
        : null) {
      containerEvents = events;
      return loop(first, start, selection, states, cancel, record, rechecks);
    } finally {
      running = false;
    }
  }

  private Ending loop(Workspace first, Path start, Selection selection, StateFor states, Cancellation cancel,
      BooleanSupplier record, ContainerRechecks rechecks) throws IOException, InterruptedException {
    SelfHeal heal = new SelfHeal(first.config().watch().maxTargets(), settings.interval(),
        first.config().watch().heal(), first.config().watch().healAttempts());
    boolean allWritten = true;
    for (int number = 1; ; number++) {
      log.notice("watch cycle " + number + (settings.maxCycles() == null ? "" : " of " + settings.maxCycles()));
      // following a branch, the operator's checkout is not what a cycle judges: its workspace stays as read
      Workspace ws = number == 1 || follower != null ? first : reload(start);
      Cycle cycle = ws == null ? skipped(number, "configuration errors")
          : runCycle(number, ws, selection, states.open(ws), heal, cancel, record, rechecks);
      finished(cycle);
      allWritten &= cycle.result() == null || cycle.result().written();
      if (cancel.isCancelled()) {
        return new Ending(true, allWritten);
      }
      if (settings.maxCycles() != null && number >= settings.maxCycles()) {
        return new Ending(false, allWritten);
      }
      if (containerEvents != null) {
        containerEvents.cycleFinished(); // only when another cycle follows: the events are for between cycles
      }
      long wait = nextWait();
      log.notice(nextCycle(number + 1, wait));
      if (awaitNextCycle(cancel, wait)) {
        return new Ending(true, allWritten);
      }
    }
  }

  private void finished(Cycle cycle) {
    String result = cycle.result() == null ? "skipped" : cycle.result().report().status().json();
    cyclesByResult.merge(result, 1L, Long::sum);
    if (cycle.result() != null) {
      lastCompleted = cycle;
    }
    fetchFailures = follower == null ? 0 : follower.failuresInARow();
    last = cycle;
  }

  /** Waits {@code waitMillis}, or less when a cycle is asked for; true when the run was cancelled meanwhile. */
  private boolean awaitNextCycle(Cancellation cancel, long waitMillis) throws InterruptedException {
    boolean asked = cycleRequests.tryAcquire(waitMillis, TimeUnit.MILLISECONDS);
    if (cancel.isCancelled()) {
      return true;
    }
    if (asked) {
      log.notice("watch: a push asked for a cycle; starting it now");
    }
    return false;
  }

  /**
   * {@code watch: cycle 2 at 2026-12-04T04:20:00Z (in 15m0s)}: a person reading the log knows when
   * the next look is due. The time of day is for reading only; the wait itself is monotonic.
   */
  static String nextCycle(int number, long waitMillis) {
    Instant at = Instant.now().plusMillis(waitMillis).truncatedTo(java.time.temporal.ChronoUnit.SECONDS);
    long seconds = (waitMillis + 999) / 1000;
    String in = seconds < 60 ? seconds + "s" : seconds / 60 + "m" + seconds % 60 + "s";
    return "watch: cycle " + number + " at " + at + " (in " + in + ")";
  }

  private long nextWait() {
    long spread = settings.jitter().toMillis();
    return settings.interval().toMillis() + (spread == 0 ? 0 : ThreadLocalRandom.current().nextLong(spread));
  }

  /** The workspace as it is now (it may have changed since the last cycle), or null when it has errors. */
  private Workspace reload(Path start) {
    try {
      return WorkspaceLoader.load(start); // its warnings were shown when the watch started
    } catch (ConfigurationException e) {
      e.problems().forEach(log::diagnostic);
      log.notice("watch: configuration errors; this cycle is skipped");
      return null;
    }
  }

  /** One cycle: detect under the lock, maybe heal. */
  private Cycle runCycle(int number, Workspace ws, Selection selection, StateStore state, SelfHeal heal,
      Cancellation cancel, BooleanSupplier record, ContainerRechecks rechecks) throws IOException {
    List<Stack> selected;
    try {
      // following a branch, the selection is of the revision judged, made under the lock
      selected = follower == null ? selection.apply(ws) : List.of();
    } catch (IllegalArgumentException e) {
      log.notice("watch: " + e.getMessage() + "; this cycle is skipped");
      return skipped(number, e.getMessage());
    }
    // The cycle lock first, then the workspace lock, as a container check takes them (its heal):
    // the other order would let each wait on the other.
    cycleLock.lock();
    try {
      return lockedCycle(number, ws, selection, selected, state, heal, cancel, record, rechecks);
    } finally {
      cycleLock.unlock();
    }
  }

  private Cycle lockedCycle(int number, Workspace ws, Selection selection, List<Stack> selected, StateStore state,
      SelfHeal heal, Cancellation cancel, BooleanSupplier record, ContainerRechecks rechecks) throws IOException {
    Preflight.Hold locked;
    try {
      locked = Preflight.lock(state, WorkspaceLock.FILE, settings.lockWait());
    } catch (WorkspaceLock.HeldException e) {
      log.notice("watch: " + e.getMessage() + "; this cycle is skipped");
      return skipped(number, e.getMessage());
    }
    Instant began = Instant.now();
    try (Preflight.Hold run = locked.begin(ws, cancel.marker(), "watch", log);
         SavedPlans plans = SavedPlans.open(DetectCycle.stateDir(state), settings.selfHeal(), log::warn)) {
      // under the workspace lock: the followed checkout belongs to the workspace's state
      Follower.Judged judged = null;
      if (follower != null) { // the fetch is part of the cycle: health counts it
        current = new Running(began, lastBound.plus(follower.fetchTimeout()));
        judged = follower.next(cancel);
      }
      if (judged != null) {
        if (judged.failed()) {
          log.warn("watch: " + judged.failure());
        }
        ws = judged.workspace();
        try {
          selected = selection.apply(ws);
        } catch (IllegalArgumentException e) {
          log.notice("watch: " + e.getMessage() + "; this cycle is skipped");
          return skipped(number, e.getMessage());
        }
      }
      RunDecisions decisions = detect.decide(ws, selected, cancel); // once per cycle: its plans and its heal read them
      if (judged != null) {
        decisions = decisions.judging(new Provenance.Reading(judged.revision(), null));
        decisions = judged.failed() ? decisions.unjudged(judged.failure()) : decisions;
      }
      lastBound = cycleBound(ws, decisions.settings(), selected.size());
      lastBound = follower == null ? lastBound : lastBound.plus(follower.fetchTimeout());
      current = new Running(began, lastBound);
      DetectCycle.Result result = detect.run(ws, decisions, selection.describe(ws), state, cancel, record, plans);
      if (settings.selfHeal() && !cancel.isCancelled() && result.report().status() == OverallStatus.DRIFTED) {
        new HealStep(ws, request, heal, state, log, follower == null ? null : follower::head).heal(result, cancel);
      }
      if (containerEvents != null && request.settings().containers()) {
        rechecks.cycleFinished(ws, state, result, heal); // the projects the cycle checked, named once
      }
      return new Cycle(number, Instant.now(), result, null);
    } finally {
      current = null;
    }
  }

  private static Cycle skipped(int number, String why) {
    return new Cycle(number, Instant.now(), null, why);
  }
}
