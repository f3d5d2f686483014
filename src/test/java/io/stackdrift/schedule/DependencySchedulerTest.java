package io.stackdrift.schedule;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.process.Cancellation;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The apply scheduler (contract §2): dependency order, longest ready first, failures skip what waits. */
class DependencySchedulerTest {

  /** Records what ran, in the order it started; items named in {@code failing} fail, in {@code crashing} throw. */
  private static final class Recorder implements DependencyScheduler.Work<String, String> {
    final List<String> started = Collections.synchronizedList(new ArrayList<>());
    final List<String> ended = new ArrayList<>();
    final Set<String> failing;
    final Set<String> crashing;
    final Runnable onStart;
    final AtomicInteger running = new AtomicInteger();
    final AtomicInteger mostAtOnce = new AtomicInteger();

    Recorder(Set<String> failing, Set<String> crashing, Runnable onStart) {
      this.failing = failing;
      this.crashing = crashing;
      this.onStart = onStart;
    }

    @Override
    public String run(String item) {
      mostAtOnce.accumulateAndGet(running.incrementAndGet(), Math::max);
      try {
        started.add(item);
        onStart.run();
        if (crashing.contains(item)) {
          throw new IllegalStateException("boom");
        }
        return failing.contains(item) ? "failed" : "ok";
      } finally {
        running.decrementAndGet();
      }
    }

    @Override
    public boolean succeeded(String result) {
      return result.equals("ok");
    }

    @Override
    public String skipped(String item, String reason) {
      return "skipped: " + reason;
    }

    @Override
    public String crashed(String item, Throwable cause) {
      return "crashed: " + cause.getMessage();
    }

    @Override
    public void ended(String item, String result) {
      ended.add(item);
    }
  }

  /** "b<a c<b": b waits for a, c waits for b (already restricted to the items). */
  private static Map<String, Set<String>> graph(String edges) {
    Map<String, Set<String>> out = new HashMap<>();
    for (String edge : edges.isBlank() ? new String[0] : edges.split(" ")) {
      String[] ends = edge.split("<");
      out.computeIfAbsent(ends[0], k -> new java.util.HashSet<>()).add(ends[1]);
    }
    return out;
  }

  private static List<String> words(String s) {
    return s.isBlank() ? List.of() : Arrays.asList(s.split(" "));
  }

  static Stream<Arguments> oneAtATime() {
    return Stream.of(
        // why                                          edges        start order   started
        Arguments.of("independent: the start order", "", "c a b", "c a b"),
        Arguments.of("the longest waits while it is not ready", "b<a", "b c a", "c a b"),
        Arguments.of("among ready items the first in start order", "c<a d<a", "d c b a", "b a d c"),
        Arguments.of("a chain keeps dependency order", "b<a c<b", "c b a", "a b c"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("oneAtATime")
  void startsTheFirstReadyItemInStartOrder(String why, String edges, String startOrder, String started) {
    Recorder work = new Recorder(Set.of(), Set.of(), () -> {});
    Map<String, String> results = new DependencyScheduler<String, String>(id -> id, graph(edges))
        .run(words(startOrder), 1, "test-apply", () -> false, work);
    assertEquals(words(started), work.started, why);
    assertTrue(results.values().stream().allMatch("ok"::equals), results.toString());
  }

  @Test
  void aFailureSkipsWhatWaitsForItAtOnceAndIndependentItemsGoOn() {
    Recorder work = new Recorder(Set.of("a"), Set.of(), () -> {});
    Map<String, String> results = new DependencyScheduler<String, String>(id -> id, graph("b<a c<a"))
        .run(words("a b c d"), 1, "test-apply", () -> false, work);
    assertEquals(List.of("a", "d"), work.started);
    assertEquals("skipped: a failed", results.get("b"));
    assertEquals("skipped: a failed", results.get("c"));
    assertEquals("ok", results.get("d"));
    assertEquals(List.of("a", "b", "c", "d"), work.ended, "the skipped end when the failure is known");
  }

  @Test
  void aCrashIsTheItemsResultAndSkipsWhatWaitsForIt() {
    Recorder work = new Recorder(Set.of(), Set.of("a"), () -> {});
    Map<String, String> results = new DependencyScheduler<String, String>(id -> id, graph("b<a"))
        .run(words("a b"), 2, "test-apply", () -> false, work);
    assertEquals("crashed: boom", results.get("a"));
    assertEquals("skipped: a failed", results.get("b"));
  }

  @Test
  void afterCancellationNothingStartsAndEveryPendingItemIsSkipped() {
    Cancellation cancel = new Cancellation();
    Recorder work = new Recorder(Set.of(), Set.of(), cancel::cancel);
    Map<String, String> results = new DependencyScheduler<String, String>(id -> id, graph(""))
        .run(words("a b c"), 1, "test-apply", cancel::isCancelled, work);
    assertEquals(List.of("a"), work.started);
    assertEquals(Map.of("a", "ok", "b", "skipped: cancelled", "c", "skipped: cancelled"), results);
  }

  @Test
  void neverMoreThanParallelAtOnce() {
    Recorder work = new Recorder(Set.of(), Set.of(), () -> {});
    List<String> items = new ArrayList<>();
    for (int i = 0; i < 40; i++) {
      items.add("s" + i);
    }
    Map<String, String> results = new DependencyScheduler<String, String>(id -> id, graph(""))
        .run(items, 3, "test-apply", () -> false, work);
    assertEquals(40, results.size());
    assertTrue(work.mostAtOnce.get() <= 3, "at most 3 at once, saw " + work.mostAtOnce.get());
  }

  @Test
  void orderHoldsThroughNodesThatAreNotItems() {
    // a runs after m, m after c; only a and c are items: a waits for c
    Map<String, Set<String>> runsAfter = Map.of("a", Set.of("m"), "m", Set.of("c"), "d", Set.of());
    Map<String, Set<String>> restricted = DependencyScheduler.restrict(runsAfter, Set.of("a", "c", "d"));
    assertEquals(Map.of("a", Set.of("c"), "c", Set.of(), "d", Set.of()), restricted);
  }
}
