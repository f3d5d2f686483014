package io.stackdrift.testing;

import java.time.Duration;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;

/** Waits for a condition with a deadline instead of sleeping a fixed time. */
public final class Poll {
  private static final long POLL_INTERVAL_NANOS = 20_000_000;
  private Poll() {}

  public static boolean until(Duration limit, BooleanSupplier condition) {
    long deadline = System.nanoTime() + limit.toNanos();
    while (System.nanoTime() < deadline) {
      if (condition.getAsBoolean()) {
        return true;
      }
      LockSupport.parkNanos(POLL_INTERVAL_NANOS);
      if (Thread.interrupted()) {
        return false;
      }
    }
    return condition.getAsBoolean();
  }

  /** Whether any live process has {@code marker} in its command line. */
  public static boolean processAlive(String marker) {
    return ProcessHandle.allProcesses().anyMatch(p -> p.isAlive()
        && p.info().commandLine().map(c -> c.contains(marker)).orElse(false));
  }

  /** Kills every process whose command line holds {@code marker} (test clean-up). */
  public static void killAll(String marker) {
    ProcessHandle.allProcesses()
        .filter(p -> p.info().commandLine().map(c -> c.contains(marker)).orElse(false))
        .forEach(ProcessHandle::destroyForcibly);
  }
}
