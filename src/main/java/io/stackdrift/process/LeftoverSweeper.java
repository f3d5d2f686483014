package io.stackdrift.process;

import io.stackdrift.threads.DaemonThreads;
import java.time.Duration;
import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * Ends what tools leave behind after they exit, for many tools at once. A tool that exited and
 * closed its output hands over its session, its run marker and the descendants seen while it ran;
 * a sweep a second later, and a last one on {@link #close()}, reads /proc once for all of them.
 * Reading /proc after every plan cost more CPU than the plans of small stacks themselves.
 */
final class LeftoverSweeper implements AutoCloseable {
  static final Duration INTERVAL = Duration.ofSeconds(1);
  /** A sweep takes its grace plus at most a few seconds of SIGKILL rounds. */
  private static final long CLOSE_WAIT_MILLIS = 30_000;

  private final Duration grace;
  private final Set<Long> exitedSessions = new HashSet<>();
  private final Set<String> exitedMarkers = new HashSet<>();
  /** Sessions of running tools: a recycled pid must not make a running tool a leftover. */
  private final Set<Long> liveSessions = new HashSet<>();
  private final Set<ProcessHandle> seen = new LinkedHashSet<>();
  private Thread thread;
  private boolean closed;
  private int sweeps;

  LeftoverSweeper(Duration grace) {
    this.grace = grace;
  }

  synchronized void started(long session) {
    liveSessions.add(session);
    exitedSessions.remove(session);
  }

  /** The caller ended the tool's processes itself. */
  synchronized void ended(long session) {
    liveSessions.remove(session);
  }

  /**
   * Takes over what a tool that exited may have left: its session, the processes carrying its
   * marker and the descendants seen while it ran. False once closed: the caller must end them itself.
   */
  synchronized boolean defer(long session, String marker, Collection<ProcessHandle> descendants) {
    liveSessions.remove(session);
    if (closed) {
      return false;
    }
    if (session > 0) {
      exitedSessions.add(session);
    }
    exitedMarkers.add(marker);
    seen.addAll(descendants);
    if (thread == null) {
      thread = DaemonThreads.start("stackdrift-leftovers", this::sweepEverySecond);
    }
    notifyAll();
    return true;
  }

  /** Ends every leftover still known; returns only when none of them lives. */
  @Override
  public void close() {
    Thread running;
    synchronized (this) {
      closed = true;
      notifyAll();
      running = thread;
    }
    if (running != null) {
      ProcessRunner.join(running, CLOSE_WAIT_MILLIS); // a sweep under way finishes its grace first
    }
    sweep();
  }

  /** How many sweeps read /proc (for tests). */
  synchronized int sweeps() {
    return sweeps;
  }

  private void sweepEverySecond() {
    while (awaitWork()) {
      sweep();
    }
  }

  /** Waits until something is pending and a sweep interval has passed; false once closed. */
  private synchronized boolean awaitWork() {
    try {
      while (!closed && exitedMarkers.isEmpty()) {
        wait();
      }
      long deadline = System.nanoTime() + INTERVAL.toNanos();
      long left;
      while (!closed && (left = deadline - System.nanoTime()) > 0) {
        wait(Math.max(1, left / 1_000_000));
      }
    } catch (InterruptedException e) {
      // nobody else interrupts this thread; close() decides when it ends
    }
    return !closed;
  }

  private void sweep() {
    Set<Long> sessions;
    Set<String> markers;
    Set<ProcessHandle> known;
    synchronized (this) {
      if (exitedMarkers.isEmpty()) {
        return;
      }
      sessions = Set.copyOf(exitedSessions);
      markers = Set.copyOf(exitedMarkers);
      known = new LinkedHashSet<>(seen);
      exitedSessions.clear();
      exitedMarkers.clear();
      seen.clear();
      sweeps++;
    }
    ProcessTree.terminate(known, new ProcessTree.Scope(s -> sessions.contains(s) && !isLive(s), markers::contains,
        ProcessTree.SELF_START), grace);
  }

  private synchronized boolean isLive(long session) {
    return liveSessions.contains(session);
  }
}
