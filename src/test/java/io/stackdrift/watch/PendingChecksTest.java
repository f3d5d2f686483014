package io.stackdrift.watch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

/** Coalescing on a clock of the test's own: a burst is one check, a storm a check every two seconds. */
class PendingChecksTest {
  private static final long MS = 1_000_000;
  private final AtomicLong now = new AtomicLong();
  private final PendingChecks pending = new PendingChecks(PendingChecks.QUIET, PendingChecks.LONGEST, 3, now::get);

  @Test
  void aProjectIsDueOnceQuietForTheWindow() {
    pending.add("app");
    now.addAndGet(299 * MS);
    assertEquals(List.of(), pending.due());
    now.addAndGet(MS);
    assertEquals(List.of("app"), pending.due());
    assertEquals(List.of(), pending.due(), "taken once");
  }

  @Test
  void aStormThatNeverPausesIsCheckedWithinTheLongestWait() {
    for (int i = 0; i < 20; i++) {
      pending.add("app");
      now.addAndGet(100 * MS);
    }
    assertEquals(List.of("app"), pending.due(), "2 s after the first event, though events still come");
  }

  @Test
  void projectsAreCheckedApartAndDroppedOnesNever() {
    pending.add("app");
    pending.add("db");
    pending.drop("db");
    now.addAndGet(300 * MS);
    assertEquals(List.of("app"), pending.due());
  }

  @Test
  void pastTheBoundAnEventIsDroppedButKnownProjectsStillCount() {
    assertTrue(pending.add("a") && pending.add("b") && pending.add("c"));
    assertFalse(pending.add("d"), "a fourth project is over the bound");
    assertTrue(pending.add("a"), "another event of a waiting project costs nothing");
    assertEquals(3, pending.size());
  }

  @Test
  void takeReturnsEmptyOnceClosed() throws InterruptedException {
    pending.close();
    assertEquals(List.of(), pending.take());
  }

  /** N events of a project, each within the window of the one before and all within 2 s: one check. */
  @Property(seed = "20261203")
  void aBurstWithinTheWindowIsOneCheck(@ForAll @Size(min = 1, max = 60) List<@IntRange(min = 0, max = 299) Integer> gaps) {
    AtomicLong clock = new AtomicLong();
    PendingChecks checks = new PendingChecks(Duration.ofMillis(300), Duration.ofSeconds(2), 10, clock::get);
    List<String> checked = new ArrayList<>();
    long start = 0;
    for (int gap : gaps) {
      if (clock.get() + gap * MS - start >= 2000 * MS) {
        break;
      }
      clock.addAndGet(gap * MS);
      checks.add("app");
      checked.addAll(checks.due());
    }
    clock.addAndGet(300 * MS);
    checked.addAll(checks.due());
    assertEquals(List.of("app"), checked);
  }
}
