package io.stackdrift.process;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * Shared by a run: once cancelled, no new process starts and running ones are terminated (SIGTERM,
 * grace, SIGKILL); once aborted, every process of the run is killed at once. It carries the
 * run's {@link RunMarker}, which every process the run starts is marked with.
 */
public final class Cancellation {
  private final CountDownLatch cancelled = new CountDownLatch(1);
  private final RunMarker marker;
  private final List<Runnable> onCancel = new CopyOnWriteArrayList<>();

  public Cancellation() {
    this(RunMarker.create());
  }

  public Cancellation(RunMarker marker) {
    this.marker = marker;
  }

  public RunMarker marker() {
    return marker;
  }

  public void cancel() {
    boolean first = !isCancelled();
    cancelled.countDown();
    if (first) {
      onCancel.forEach(Runnable::run);
    }
  }

  /**
   * Runs {@code action} when the run is cancelled (at once when it is already; perhaps twice when two
   * threads cancel at once), for a waiter that waits on something else too; {@code action} must be
   * quick, must not throw, and may run more than once.
   */
  public void whenCancelled(Runnable action) {
    onCancel.add(action);
    if (isCancelled()) {
      action.run();
    }
  }

  /** Cancels and SIGKILLs every process of the run now, without a grace; returns when none lives. */
  public void abort() {
    cancel();
    marker.killAll();
  }

  public boolean isCancelled() {
    return cancelled.getCount() == 0;
  }

  /** Waits up to {@code millis} for cancellation; returns true when cancelled. */
  public boolean await(long millis) throws InterruptedException {
    return cancelled.await(millis, TimeUnit.MILLISECONDS);
  }
}
