package io.stackdrift.watch;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.LongSupplier;

/**
 * The projects waiting for a check, each at most once: a burst of events for a project is one
 * check, due once the project has been quiet for {@code quiet} or, in a storm that never pauses,
 * {@code longest} after its first event. At most {@code bound} projects wait; past that an event
 * is dropped (the next cycle checks every project anyway).
 */
final class PendingChecks {
  static final Duration QUIET = Duration.ofMillis(300);
  static final Duration LONGEST = Duration.ofSeconds(2);

  private record Waiting(long first, long last) {}

  private final long quiet;
  private final long longest;
  private final int bound;
  private final LongSupplier clock;
  private final Map<String, Waiting> waiting = new LinkedHashMap<>();
  private boolean closed;

  PendingChecks(Duration quiet, Duration longest, int bound, LongSupplier clock) {
    this.quiet = quiet.toNanos();
    this.longest = longest.toNanos();
    this.bound = bound;
    this.clock = clock;
  }

  /** An event for {@code project}; false when it was dropped (too many projects wait). */
  synchronized boolean add(String project) {
    long now = clock.getAsLong();
    Waiting w = waiting.get(project);
    if (w == null && waiting.size() >= bound) {
      return false;
    }
    waiting.put(project, new Waiting(w == null ? now : w.first(), now));
    notifyAll();
    return true;
  }

  synchronized void addAll(Collection<String> projects) {
    projects.forEach(this::add);
  }

  /** Forgets what waits for {@code project}: events it caused itself (a heal's). */
  synchronized void drop(String project) {
    waiting.remove(project);
  }

  synchronized int size() {
    return waiting.size();
  }

  /** The projects due now, removed; empty when none is. */
  synchronized List<String> due() {
    long now = clock.getAsLong();
    List<String> due = new ArrayList<>();
    waiting.entrySet().removeIf(e -> {
      boolean ready = now - dueAt(e.getValue()) >= 0;
      if (ready) {
        due.add(e.getKey());
      }
      return ready;
    });
    return due;
  }

  /** Waits until a project is due and takes the due ones; empty once closed. */
  synchronized List<String> take() throws InterruptedException {
    while (!closed) {
      List<String> due = due();
      if (!due.isEmpty()) {
        return due;
      }
      if (waiting.isEmpty()) {
        wait();
      } else {
        long left = waiting.values().stream().mapToLong(w -> dueAt(w) - clock.getAsLong()).min().orElse(0);
        wait(Math.max(1, left / 1_000_000));
      }
    }
    return List.of();
  }

  synchronized void close() {
    closed = true;
    notifyAll();
  }

  private long dueAt(Waiting w) {
    return Math.min(w.last() + quiet, w.first() + longest);
  }
}
