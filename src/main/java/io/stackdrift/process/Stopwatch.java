package io.stackdrift.process;

import java.time.Duration;

/** How long something took, on the monotonic clock: a step of the wall clock makes no duration negative. */
public record Stopwatch(long startNanos) {
  public static Stopwatch start() {
    return new Stopwatch(System.nanoTime());
  }

  public Duration elapsed() {
    return Duration.ofNanos(Math.max(0, System.nanoTime() - startNanos));
  }
}
