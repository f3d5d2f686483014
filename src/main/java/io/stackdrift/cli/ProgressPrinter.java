package io.stackdrift.cli;

import io.stackdrift.discovery.Stack;
import io.stackdrift.publish.DetectListener;
import io.stackdrift.report.StackEntry;
import io.stackdrift.report.StackStatus;
import io.stackdrift.threads.DaemonThreads;
import io.stackdrift.view.ProgressLines;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * Progress on stderr: on a terminal one live line ({@code [12/40] 2 running · 1 drifted · 0 failed
 * · 00:14}), otherwise one plain line per finished stack and, every {@code heartbeat} while plans
 * run, one line naming those still running, so a CI log is never silent for the length of a plan.
 */
final class ProgressPrinter implements DetectListener, AutoCloseable {
  /** How often the heartbeat beats unless {@code --heartbeat} says otherwise. */
  static final Duration DEFAULT_HEARTBEAT = Duration.ofSeconds(30);

  private final PrintWriter err;
  private final boolean live;
  private final int total;
  private final LongSupplier clock;
  private final long start;
  private final ScheduledExecutorService ticker;
  /** The running plans by stack id: the stack's path and when its plan started on {@code clock}. */
  private final Map<String, Started> started = new HashMap<>();
  private int done;
  private int drifted;
  private int failed;
  private int waitingForMemory;
  private boolean toldMemory;
  private volatile boolean closed;

  private record Started(String path, long nanos) {}

  /** With the default heartbeat. */
  ProgressPrinter(PrintWriter err, boolean live, int total) {
    this(err, live, total, DEFAULT_HEARTBEAT);
  }

  /** {@code heartbeat} zero: no heartbeat. */
  ProgressPrinter(PrintWriter err, boolean live, int total, Duration heartbeat) {
    this(err, live, total, heartbeat, System::nanoTime);
  }

  /** {@code clock} in nanoseconds, monotonic: how long each plan has run. */
  ProgressPrinter(PrintWriter err, boolean live, int total, Duration heartbeat, LongSupplier clock) {
    this.err = err;
    this.live = live;
    this.total = total;
    this.clock = clock;
    this.start = clock.getAsLong();
    boolean beats = !live && !heartbeat.isZero();
    this.ticker = live || beats
        ? Executors.newSingleThreadScheduledExecutor(DaemonThreads.named(live ? "stackdrift-progress"
            : "stackdrift-heartbeat"))
        : null;
    if (live) {
      ticker.scheduleAtFixedRate(this::redraw, 1, 1, TimeUnit.SECONDS);
    } else if (beats) {
      long every = heartbeat.toNanos();
      ticker.scheduleAtFixedRate(this::beat, every, every, TimeUnit.NANOSECONDS);
    }
  }

  @Override
  public synchronized void planStarted(Stack stack) {
    started.put(stack.id(), new Started(stack.runtimeRoot(), clock.getAsLong()));
    redraw();
  }

  @Override
  public synchronized void stackCompleted(StackEntry e, int doneCount, int totalCount) {
    done = doneCount;
    started.remove(e.stackId());
    if (e.status() == StackStatus.DRIFTED) {
      drifted++;
    } else if (e.status() == StackStatus.FAILED) {
      failed++;
    }
    if (live) {
      redraw();
    } else {
      err.println(ProgressLines.planned(e, doneCount, totalCount));
      err.flush();
    }
  }

  @Override
  public synchronized void waitingForMemory(int plans, long inUse, long budget) {
    waitingForMemory = plans;
    if (live) {
      redraw();
    } else if (plans > 0 && !toldMemory) {
      toldMemory = true; // once a run: a log line per wait would drown the stacks' lines
      err.println(ProgressLines.memoryWait(plans, inUse, budget));
      err.flush();
    }
  }

  private synchronized void redraw() {
    if (!live || closed) { // a line drawn after the clear would stay on the terminal
      return;
    }
    long s = TimeUnit.NANOSECONDS.toSeconds(clock.getAsLong() - start);
    err.print(ProgressLines.live(done, total, started.size(), drifted, failed, s, waitingForMemory));
    err.flush();
  }

  /**
   * One heartbeat line off a terminal; none while no plan runs (the run waits for the lock, for
   * memory, or is writing its outputs) and none once the run has ended.
   */
  synchronized void beat() {
    if (live || closed || started.isEmpty()) {
      return;
    }
    long now = clock.getAsLong();
    List<ProgressLines.Running> running = new ArrayList<>(started.size());
    started.values().forEach(s -> running.add(new ProgressLines.Running(s.path(), Duration.ofNanos(now - s.nanos()))));
    err.println(ProgressLines.heartbeat(done, total, running));
    err.flush();
  }

  /** Whether a timer of this printer is still scheduled. */
  boolean ticking() {
    return ticker != null && !ticker.isShutdown();
  }

  @Override
  public void finished() {
    close();
  }

  @Override
  public void close() {
    closed = true;
    if (ticker != null) {
      // Outside the lock and without waiting: a beat stuck on a full stderr must not hold up the run's end.
      ticker.shutdownNow();
    }
    if (live) {
      synchronized (this) {
        err.print(ProgressLines.CLEAR_LINE);
        err.flush();
      }
    }
  }
}
