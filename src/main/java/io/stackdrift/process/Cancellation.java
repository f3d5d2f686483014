package io.stackdrift.process;

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
    cancelled.countDown();
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
