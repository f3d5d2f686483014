package io.stackdrift.watch;

import io.stackdrift.config.RunLog;
import io.stackdrift.container.DockerEvents;
import io.stackdrift.container.EngineEvent;
import io.stackdrift.process.Cancellation;
import io.stackdrift.threads.DaemonThreads;
import io.stackdrift.workspace.Workspace;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.locks.Lock;

/**
 * {@code watch} following the engine's container events (contract §5 "Between intervals"): one
 * {@code docker events} process for the whole watch, its lines read as they arrive; each event of
 * a followed project puts the project in {@link PendingChecks}, and one thread checks what is due
 * under the cycle lock. A lost stream is one warning and retries with {@link Backoff}; every
 * (re)connection checks every followed project once, for what was missed. Nothing here polls: the
 * reader blocks on the pipe, the checker on the pending set, the follower on its cancellation.
 */
final class ContainerEvents implements AutoCloseable {
  /** At most this many projects wait for a check; a workspace has far fewer. */
  static final int MAX_PENDING = 1000;
  /** A stream that held this long was a working one: its loss is retried from the first wait again. */
  static final Duration HELD = Duration.ofSeconds(30);

  private final ContainerRechecks rechecks;
  private final Lock cycleLock;
  private final Cancellation watch;
  private final Cancellation stream;
  private final Map<String, String> env;
  private final RunLog log;
  private final PendingChecks pending = new PendingChecks(PendingChecks.QUIET, PendingChecks.LONGEST, MAX_PENDING,
      System::nanoTime);
  private volatile boolean followed;
  private volatile String lost;
  private DockerEvents engine;
  private volatile Thread follower;
  /** A check (or its heal) is running: the end of the watch waits for it, and says so. */
  private volatile boolean busy;
  private Thread checker;

  ContainerEvents(ContainerRechecks rechecks, Lock cycleLock, Cancellation watch, Map<String, String> env,
      RunLog log) {
    this.rechecks = rechecks;
    this.cycleLock = cycleLock;
    this.watch = watch;
    this.stream = new Cancellation(watch.marker()); // its own end; a second signal still kills it with the run
    this.env = env;
    this.log = log;
  }

  ContainerEventsHealth health() {
    return follower == null ? ContainerEventsHealth.OFF
        : new ContainerEventsHealth(true, followed, lost, rechecks.checks());
  }

  /**
   * After a cycle that another follows: starts following once a cycle has found projects that stacks
   * own (never after the last cycle, nor once the watch is ending).
   */
  synchronized void cycleFinished() {
    Workspace ws = rechecks.workspace();
    if (follower != null || ws == null || rechecks.followed().isEmpty() || stream.isCancelled()
        || watch.isCancelled()) {
      return;
    }
    engine = new DockerEvents(ws.config().tools().docker(), ws.root(), env);
    checker = DaemonThreads.start("stackdrift-container-checks", this::checkWhatIsDue);
    follower = DaemonThreads.start("stackdrift-container-events", this::follow);
  }

  /**
   * Follows the stream until closed. A loss is told once, and told again only after a stream that
   * held: an engine that flaps, or a stream that ends as soon as it starts, is one warning and a
   * retry at most every 30 s, not a line each time.
   */
  private void follow() {
    Backoff backoff = new Backoff();
    boolean warned = false;
    boolean toldBack = false;
    while (!stream.isCancelled()) {
      long since = System.nanoTime();
      String why = engine.unreachable(stream);
      if (why == null) {
        followed = true;
        lost = null;
        if (warned && !toldBack) {
          log.notice("container events are followed again; every followed project is checked once");
          toldBack = true;
        }
        pending.addAll(rechecks.followed()); // what changed while nobody listened
        why = engine.follow(this::received, stream);
        followed = false;
        if (System.nanoTime() - since >= HELD.toNanos()) {
          backoff.reset();
          warned = false;
        }
      }
      if (stream.isCancelled()) {
        return;
      }
      why = rechecks.redact(why); // shown on stderr and by /healthz
      lost = why;
      if (!warned) {
        log.warn("container events are not followed: " + why + "; retried with backoff (at most every "
            + Backoff.MAX.toSeconds() + "s); the interval checks go on");
        warned = true;
        toldBack = false;
      }
      try {
        stream.await(backoff.failed().toMillis());
      } catch (InterruptedException e) {
        return;
      }
    }
  }

  private void received(EngineEvent event) {
    if (rechecks.followed().contains(event.project())) {
      pending.add(event.project());
    }
  }

  /** Checks what is due, one batch at a time, never while a cycle runs (the cycle checks containers itself). */
  private void checkWhatIsDue() {
    while (true) {
      List<String> due;
      try {
        due = pending.take();
      } catch (InterruptedException e) {
        return;
      }
      if (due.isEmpty()) {
        return;
      }
      cycleLock.lock();
      try {
        if (watch.isCancelled() || stream.isCancelled()) {
          return;
        }
        busy = true;
        // the docker calls end when the watch ends (close); an apply only on a signal, as in a cycle
        Set<String> healed = rechecks.check(Set.copyOf(due), stream, watch, true);
        if (!healed.isEmpty()) {
          healed.forEach(pending::drop); // the heal's own events: its check follows at once
          rechecks.check(healed, stream, watch, false);
        }
      } catch (RuntimeException e) {
        // one check's surprise must not end the following; the next cycle checks every project
        log.warn("a container check between cycles failed: " + e);
      } finally {
        busy = false;
        cycleLock.unlock();
      }
    }
  }

  /** Stops the stream (its process tree ends with it) and waits for both threads. */
  @Override
  public void close() {
    Thread f;
    Thread c;
    synchronized (this) {
      stream.cancel();
      pending.close();
      f = follower;
      c = checker;
    }
    join(f);
    if (c != null && busy) {
      log.notice("watch: waiting for the container check or heal between cycles that is running");
    }
    join(c);
    if (engine != null) {
      engine.close();
    }
  }

  private static void join(Thread t) {
    if (t == null) {
      return;
    }
    boolean interrupted = false;
    while (t.isAlive()) {
      try {
        t.join();
      } catch (InterruptedException e) {
        interrupted = true;
      }
    }
    if (interrupted) {
      Thread.currentThread().interrupt();
    }
  }
}
