package io.stackdrift.plan;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/** Shared by a run: once cancelled, no new process starts and running ones are terminated. */
public final class Cancellation {
  private final CountDownLatch cancelled = new CountDownLatch(1);

  public void cancel() {
    cancelled.countDown();
  }

  public boolean isCancelled() {
    return cancelled.getCount() == 0;
  }

  /** Waits up to {@code millis} for cancellation; returns true when cancelled. */
  public boolean await(long millis) throws InterruptedException {
    return cancelled.await(millis, TimeUnit.MILLISECONDS);
  }
}
