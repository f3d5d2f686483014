package io.stackdrift.watch;

import java.time.Duration;

/**
 * How long to wait before asking a lost engine again: one second, doubling to at most 30 s, so a
 * gone engine costs a process start every half minute rather than a tight loop.
 */
final class Backoff {
  static final Duration FIRST = Duration.ofSeconds(1);
  static final Duration MAX = Duration.ofSeconds(30);

  private Duration next = FIRST;

  /** The wait after one more failure. */
  Duration failed() {
    Duration wait = next;
    next = next.multipliedBy(2).compareTo(MAX) > 0 ? MAX : next.multipliedBy(2);
    return wait;
  }

  /** After a stream that held: the next loss is retried soon again. */
  void reset() {
    next = FIRST;
  }
}
