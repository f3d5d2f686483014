package io.stackdrift.process;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.testing.Poll;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ProcessRunnerIT {
  private final ProcessRunner runner = new ProcessRunner();
  /** Markers in the command lines of the processes a test starts, so none outlives it. */
  private final List<String> markers = new ArrayList<>();

  @AfterEach
  void cleanUp() {
    runner.close();
    markers.forEach(Poll::killAll);
  }

  @Test
  void outputIsBoundedAndLinesStream(@TempDir Path tmp) {
    List<String> lines = new ArrayList<>();
    ProcessOutcome o = runner.run(spec(tmp, Duration.ofMinutes(1),
        "yes 0123456789abcdefghij | head -c 50000000; echo; echo last-line"), lines::add, new Cancellation());
    assertEquals(0, o.exitCode());
    assertEquals(50_000_000 + "\nlast-line\n".length(), o.stdout().totalBytes());
    assertTrue(o.stdout().retainedBytes() <= 2 * BoundedCapture.DEFAULT_LIMIT, "retained " + o.stdout().retainedBytes());
    assertEquals("last-line", lines.get(lines.size() - 1));
  }

  @Test
  void aFollowedProcessHandsLinesOnAsTheyComeAndEndsWithItsCancellation(@TempDir Path tmp) throws Exception {
    String marker = marker();
    Cancellation cancel = new Cancellation();
    List<String> lines = new java.util.concurrent.CopyOnWriteArrayList<>();
    ProcessSpec spec = new ProcessSpec(List.of("/bin/sh", "-c", "echo first; echo second; sleep 300 # " + marker),
        tmp, Map.of("PATH", System.getenv("PATH")), null, KILL_GRACE);
    java.util.concurrent.CompletableFuture<ProcessOutcome> followed = java.util.concurrent.CompletableFuture
        .supplyAsync(() -> runner.follow(spec, lines::add, cancel));
    assertTrue(Poll.until(Duration.ofSeconds(10), () -> lines.size() == 2), "lines arrive while it runs: " + lines);
    assertTrue(Poll.processAlive(marker));
    long cancelled = System.nanoTime();
    cancel.cancel();
    ProcessOutcome o = followed.get(30, java.util.concurrent.TimeUnit.SECONDS);
    assertEquals(ProcessOutcome.End.CANCELLED, o.end());
    assertTrue(System.nanoTime() - cancelled < Duration.ofSeconds(5).toNanos(), "the cancellation wakes it at once");
    assertTrue(!Poll.processAlive(marker), "its tree ends with it");
    assertEquals(List.of("first", "second"), lines);
  }

  @Test
  void aFollowedProcessThatExitsIsItsEnd(@TempDir Path tmp) {
    ProcessSpec spec = new ProcessSpec(List.of("/bin/sh", "-c", "echo gone >&2; exit 3"), tmp,
        Map.of("PATH", System.getenv("PATH")), null, KILL_GRACE);
    ProcessOutcome o = runner.follow(spec, line -> { }, new Cancellation());
    assertEquals(ProcessOutcome.End.EXITED, o.end());
    assertEquals(3, o.exitCode());
    assertEquals("gone", o.stderr().text().strip());
  }

  @Test
  void aSlowConsumerGetsEveryLineBeforeRunReturns(@TempDir Path tmp) {
    // A cold JVM on a loaded machine once took seconds to parse a plan's first JSON line; the lines
    // read after it were lost, and the plan looked like drift of unknown cause.
    CountDownLatch never = new CountDownLatch(1);
    List<String> lines = new ArrayList<>();
    ProcessOutcome o = runner.run(spec(tmp, Duration.ofMinutes(1), "echo first; echo second; echo last"), line -> {
      if (lines.isEmpty()) {
        awaitQuietly(never, Duration.ofSeconds(6)); // longer than the drain's two waits of 2 s
      }
      lines.add(line);
    }, new Cancellation());
    assertEquals(0, o.exitCode());
    assertEquals(List.of("first", "second", "last"), List.copyOf(lines));
  }

  @Test
  void aNormalExitWithASlowConsumerTakesTheNormalPath(@TempDir Path tmp) {
    // The end of the output is a fact the reader records before it hands its last line on: a
    // consumer still busy with the first line does not turn a normal exit into the kill path (the
    // guess from the reader thread being alive did, and its grace was waited out).
    CountDownLatch never = new CountDownLatch(1);
    List<String> lines = new ArrayList<>();
    ProcessOutcome o = runner.run(spec(tmp, Duration.ofMinutes(1), "echo first; echo last"), line -> {
      if (lines.isEmpty()) {
        awaitQuietly(never, Duration.ofSeconds(1)); // longer than the wait for the end of the output
      }
      lines.add(line);
    }, new Cancellation());
    assertEquals(ProcessOutcome.End.EXITED, o.end());
    assertEquals(0, o.exitCode());
    assertEquals(List.of("first", "last"), List.copyOf(lines));
    assertEquals(1, runner.normalEnds(), "the exit took the normal path");
  }

  private static void awaitQuietly(CountDownLatch latch, Duration limit) {
    try {
      latch.await(limit.toMillis(), TimeUnit.MILLISECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  @Test
  void timeoutKillsTheWholeTree(@TempDir Path tmp) {
    String marker = marker();
    ProcessOutcome o = runner.run(spec(tmp, Duration.ofMillis(500), ignoringTerm(marker) + " & sleep " + marker),
        null, new Cancellation());
    assertEquals(ProcessOutcome.End.TIMED_OUT, o.end());
    assertGone(marker, "a descendant survived");
  }

  @Test
  void eachProcessGetsOneSigtermInTheGrace(@TempDir Path tmp) throws Exception {
    // OpenTofu takes a second SIGTERM as "exit immediately": the grace must not repeat it.
    Path terms = tmp.resolve("terms");
    ProcessOutcome o = runner.run(new ProcessSpec(List.of("/bin/sh", "-c",
            "trap 'echo term >> " + terms + "' TERM; while :; do sleep 0.05; done"), tmp,
            Map.of("PATH", System.getenv("PATH")), Deadline.after(Duration.ofMillis(300)), Duration.ofSeconds(1)),
        null, new Cancellation());
    assertEquals(ProcessOutcome.End.TIMED_OUT, o.end());
    assertEquals(List.of("term"), Files.readAllLines(terms));
  }

  @Test
  void aDoubleForkedChildIsKilledOnTimeout(@TempDir Path tmp) {
    String marker = marker();
    long start = System.nanoTime();
    ProcessOutcome o = runner.run(spec(tmp, Duration.ofMillis(500),
        "( (trap '' TERM; exec sleep " + marker + ") & ) ; exec sleep " + marker), null, new Cancellation());
    assertEquals(ProcessOutcome.End.TIMED_OUT, o.end());
    assertGone(marker, "an orphan survived");
    assertTrue(System.nanoTime() - start < Duration.ofSeconds(5).toNanos(), "no wait on the orphan's pipe");
  }

  @Test
  void anOrphanInASessionOfItsOwnIsKilledOnTimeout(@TempDir Path tmp) {
    String marker = marker();
    ProcessOutcome o = runner.run(spec(tmp, Duration.ofMillis(500),
        "( setsid sleep " + marker + " < /dev/null > /dev/null 2>&1 & ) ; exec sleep 30"), null, new Cancellation());
    assertEquals(ProcessOutcome.End.TIMED_OUT, o.end());
    assertGone(marker, "a process that left the session survived");
  }

  @Test
  void everyToolCarriesItsOwnMarkerOfTheRun(@TempDir Path tmp) {
    Cancellation run = new Cancellation();
    String first = runner.run(spec(tmp, Duration.ofMinutes(1), "echo $" + RunMarker.VARIABLE), null, run)
        .stdout().text().strip();
    String second = runner.run(spec(tmp, Duration.ofMinutes(1), "echo $" + RunMarker.VARIABLE), null, run)
        .stdout().text().strip();
    assertEquals(run.marker().id() + "/1", first);
    assertEquals(run.marker().id() + "/2", second);
  }

  @Test
  void childrenLeftBehindByAToolThatExitedAreKilledByTheNextSweep(@TempDir Path tmp) {
    String marker = marker();
    ProcessOutcome o = runner.run(spec(tmp, Duration.ofMinutes(1), leaveBehind(marker)), null, new Cancellation());
    assertEquals(0, o.exitCode());
    assertGone(marker, "a leftover survived");
    assertEquals(1, runner.sweeps());
  }

  @Test
  void leftoversOfManyToolsAreEndedTogetherAndNoneOutlivesClose(@TempDir Path tmp) {
    String marker = marker();
    int tools = 10;
    for (int i = 0; i < tools; i++) {
      assertEquals(0, runner.run(spec(tmp, Duration.ofMinutes(1), leaveBehind(marker)), null, new Cancellation())
          .exitCode());
    }
    runner.close();
    assertTrue(Poll.until(Duration.ofSeconds(2), () -> !Poll.processAlive(marker)), "a leftover outlived close()");
    assertTrue(runner.sweeps() < tools, "one /proc sweep per tool: " + runner.sweeps());
  }

  @Test
  void aToolRunAfterCloseStillLeavesNothingBehind(@TempDir Path tmp) {
    String marker = marker();
    runner.close();
    assertEquals(0, runner.run(spec(tmp, Duration.ofMinutes(1), leaveBehind(marker)), null, new Cancellation())
        .exitCode());
    assertTrue(Poll.until(Duration.ofSeconds(2), () -> !Poll.processAlive(marker)), "a leftover survived");
  }

  @Test
  void anInterruptDoesNotCutTheKillGrace(@TempDir Path tmp) throws Exception {
    String marker = marker();
    Path ready = tmp.resolve("ready");
    // The interrupt comes once the child ignores SIGTERM: sent before, on a busy host the SIGTERM
    // could reach the shells before they had set the trap, and nothing would need the grace.
    Thread caller = Thread.currentThread();
    AtomicLong interruptedAt = new AtomicLong();
    Thread interrupter = new Thread(() -> {
      if (Poll.until(Duration.ofSeconds(20), () -> Files.exists(ready))) {
        interruptedAt.set(System.nanoTime());
        caller.interrupt();
      }
    });
    interrupter.start();
    ProcessOutcome o = runner.run(spec(tmp, Duration.ofSeconds(30),
        "sh -c 'trap \"\" TERM; touch " + ready + "; sleep " + marker + "' & sleep " + marker), null, new Cancellation());
    long elapsed = System.nanoTime() - interruptedAt.get();
    interrupter.join();
    assertTrue(interruptedAt.get() != 0, "the child never got ready");
    assertTrue(Thread.interrupted(), "the interrupt is kept for the caller");
    assertTrue(o.end() != ProcessOutcome.End.EXITED);
    assertTrue(elapsed >= KILL_GRACE.toNanos(), "the TERM-ignoring child had its grace: " + elapsed / 1_000_000 + " ms");
    assertGone(marker, "a descendant survived");
  }

  @Test
  void leftoverChildHoldingThePipeDoesNotHangTheRun(@TempDir Path tmp) {
    String marker = marker();
    long start = System.nanoTime();
    ProcessOutcome o = runner.run(spec(tmp, Duration.ofMinutes(1), "sleep " + marker + " & echo done"), null,
        new Cancellation());
    assertEquals(0, o.exitCode());
    assertTrue(System.nanoTime() - start < Duration.ofSeconds(15).toNanos());
  }

  @Test
  void cancellationEndsARunningProcess(@TempDir Path tmp) throws Exception {
    Cancellation cancel = new Cancellation();
    Path started = tmp.resolve("started");
    Thread canceller = new Thread(() -> {
      if (Poll.until(Duration.ofSeconds(10), () -> Files.exists(started))) {
        cancel.cancel();
      }
    });
    canceller.start();
    long start = System.nanoTime();
    ProcessOutcome o = runner.run(spec(tmp, Duration.ofMinutes(1), "touch " + started + "; sleep 30"), null, cancel);
    canceller.join();
    assertEquals(ProcessOutcome.End.CANCELLED, o.end());
    assertTrue(System.nanoTime() - start < Duration.ofSeconds(10).toNanos(), "ended long before the sleep");
  }

  @Test
  void spawnFailureIsReported(@TempDir Path tmp) {
    ProcessSpec spec = new ProcessSpec(List.of(tmp.resolve("missing").toString()), tmp, Map.of(),
        Deadline.after(Duration.ofSeconds(10)), Duration.ofSeconds(1));
    ProcessOutcome o = runner.run(spec, null, new Cancellation());
    assertEquals(ProcessOutcome.End.SPAWN_FAILED, o.end());
    assertTrue(o.spawnError().contains("missing"), o.spawnError());
  }

  private static final Duration KILL_GRACE = Duration.ofMillis(300);

  private static ProcessSpec spec(Path dir, Duration timeout, String script) {
    return new ProcessSpec(List.of("/bin/sh", "-c", script), dir, Map.of("PATH", System.getenv("PATH")),
        Deadline.after(timeout), KILL_GRACE);
  }

  /** A number no other process has in its command line, ended after the test whatever happens. */
  private String marker() {
    String marker = Integer.toString(ThreadLocalRandom.current().nextInt(100_000_000, 999_999_999));
    markers.add(marker);
    return marker;
  }

  /** A shell that ignores SIGTERM while its sleep runs: only SIGKILL ends it. */
  private static String ignoringTerm(String marker) {
    return "sh -c 'trap \"\" TERM; sleep " + marker + "'";
  }

  /** A script that exits at once, leaving a sleep behind with its output closed. */
  private static String leaveBehind(String marker) {
    return "( exec sleep " + marker + " > /dev/null 2>&1 < /dev/null & ) ; echo done";
  }

  private static void assertGone(String marker, String what) {
    assertTrue(Poll.until(Duration.ofSeconds(5), () -> !Poll.processAlive(marker)), what);
  }
}
