package io.stackdrift.process;

import java.time.Duration;
import java.util.function.LongSupplier;

/**
 * A point in time on the monotonic clock ({@link System#nanoTime}): a step of the wall clock (NTP,
 * an operator's {@code date -s}, a resumed virtual machine) neither fires a timeout early nor holds
 * it off (contract §9). Every timeout, grace and interval is measured this way; the wall clock only
 * names moments in reports.
 */
public record Deadline(long nanos, LongSupplier clock) {
  static final LongSupplier MONOTONIC = System::nanoTime;

  /** {@code timeout} from now on the monotonic clock. */
  public static Deadline after(Duration timeout) {
    return after(timeout, MONOTONIC);
  }

  static Deadline after(Duration timeout, LongSupplier clock) {
    return new Deadline(clock.getAsLong() + saturatedNanos(timeout), clock);
  }

  public boolean passed() {
    return remainingNanos() <= 0;
  }

  /** What is left, never negative. */
  public Duration remaining() {
    return Duration.ofNanos(Math.max(0, remainingNanos()));
  }

  private long remainingNanos() {
    return nanos - clock.getAsLong();
  }

  /** A timeout of centuries must not overflow into the past. */
  private static long saturatedNanos(Duration d) {
    try {
      return Math.max(0, d.toNanos());
    } catch (ArithmeticException e) {
      return Long.MAX_VALUE / 4;
    }
  }
}
