package io.stackdrift.cli;

import io.stackdrift.discovery.Stack;
import io.stackdrift.schedule.DaemonThreads;
import io.stackdrift.publish.DetectListener;
import io.stackdrift.report.StackEntry;
import io.stackdrift.report.StackStatus;
import io.stackdrift.view.ProgressLines;
import java.io.PrintWriter;
import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Progress on stderr: on a terminal one live line ({@code [12/40] 2 running · 1 drifted · 0 failed
 * · 00:14}), otherwise one plain line per finished stack.
 */
final class ProgressPrinter implements DetectListener, AutoCloseable {
  private final PrintWriter err;
  private final boolean live;
  private final int total;
  private final long start = System.nanoTime();
  private final ScheduledExecutorService ticker;
  private final Set<String> started = new HashSet<>();
  private int done;
  private int drifted;
  private int failed;
  private int waitingForMemory;
  private boolean toldMemory;

  ProgressPrinter(PrintWriter err, boolean live, int total) {
    this.err = err;
    this.live = live;
    this.total = total;
    this.ticker = live ? Executors.newSingleThreadScheduledExecutor(DaemonThreads.named("stackdrift-progress"))
        : null;
    if (live) {
      ticker.scheduleAtFixedRate(this::redraw, 1, 1, TimeUnit.SECONDS);
    }
  }

  @Override
  public synchronized void planStarted(Stack stack) {
    started.add(stack.id());
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
    if (!live) {
      return;
    }
    long s = TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - start);
    err.print(ProgressLines.live(done, total, started.size(), drifted, failed, s, waitingForMemory));
    err.flush();
  }

  @Override
  public void finished() {
    close();
  }

  @Override
  public synchronized void close() {
    if (live) {
      ticker.shutdownNow();
      err.print(ProgressLines.CLEAR_LINE);
      err.flush();
    }
  }
}
