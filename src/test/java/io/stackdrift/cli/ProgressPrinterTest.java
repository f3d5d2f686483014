package io.stackdrift.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.discovery.Stack;
import io.stackdrift.report.StackStatus;
import io.stackdrift.status.StackEvaluation;
import io.stackdrift.testing.Poll;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * The heartbeat off a terminal, on a clock the test moves: which plans it names, in which order,
 * for how long, the rest counted, and no line while nothing runs.
 */
class ProgressPrinterTest {
  private final AtomicLong now = new AtomicLong(5_000_000_000L);
  private final StringWriter err = new StringWriter();

  /** Off a terminal, with no timer of its own: the test beats. */
  private ProgressPrinter printer(int total) {
    return new ProgressPrinter(new PrintWriter(err, true), false, total, Duration.ZERO, now::get);
  }

  private void advance(Duration d) {
    now.addAndGet(d.toNanos());
  }

  @Test
  void namesTheRunningPlansByPathLongestFirstInWholeSeconds() {
    try (ProgressPrinter p = printer(40)) {
      p.planStarted(stack("app", "stacks/app"));
      advance(Duration.ofSeconds(27));
      p.planStarted(stack("db", "stacks/db"));
      p.planStarted(stack("cache", "stacks/cache"));
      advance(Duration.ofMillis(45_900));
      p.stackCompleted(StackEvaluation.without(stack("cache", "stacks/cache"), 2, StackStatus.CONVERGED, null), 1,
          40);
      err.getBuffer().setLength(0);

      p.beat();

      assertEquals("stackdrift: [1/40] still running: stacks/app (1m12s), stacks/db (45s)\n", err.toString());
    }
  }

  @Test
  void namesFiveAndCountsTheRest() {
    try (ProgressPrinter p = printer(9)) {
      for (int i = 1; i <= 8; i++) {
        p.planStarted(stack("s" + i, "stacks/s" + i));
        advance(Duration.ofSeconds(1));
      }

      p.beat();

      assertEquals("stackdrift: [0/9] still running: stacks/s1 (8s), stacks/s2 (7s), stacks/s3 (6s), "
          + "stacks/s4 (5s), stacks/s5 (4s) and 3 more\n", err.toString());
    }
  }

  @Test
  void aPathThatCouldActOnTheTerminalIsEscaped() {
    try (ProgressPrinter p = printer(1)) {
      p.planStarted(stack("x", "stacks/x\u001b[2J"));

      p.beat();

      assertEquals("stackdrift: [0/1] still running: stacks/x\\x1b[2J (0s)\n", err.toString());
    }
  }

  @Test
  void saysNothingWhileNoPlanRuns() {
    try (ProgressPrinter p = printer(2)) {
      p.beat(); // before the first plan: waiting for the lock or for memory
      assertEquals("", err.toString());

      Stack only = stack("app", "stacks/app");
      p.planStarted(only);
      p.stackCompleted(StackEvaluation.without(only, 0, StackStatus.CONVERGED, null), 1, 2);
      err.getBuffer().setLength(0);
      p.beat(); // between plans, or writing the outputs
      assertEquals("", err.toString());
    }
  }

  @Test
  void saysNothingOnATerminalNorOnceClosed() {
    ProgressPrinter live = new ProgressPrinter(new PrintWriter(err, true), true, 1, Duration.ofSeconds(1), now::get);
    live.close();
    err.getBuffer().setLength(0);
    live.beat();
    assertEquals("", err.toString(), "the live line already shows what runs");

    ProgressPrinter closed = printer(1);
    closed.planStarted(stack("app", "stacks/app"));
    closed.close();
    err.getBuffer().setLength(0);
    closed.beat();
    assertEquals("", err.toString(), "a beat that was due as the run ended");
  }

  @Test
  void theTimerBeatsUntilTheRunEnds() {
    StringWriter timed = new StringWriter();
    ProgressPrinter p = new ProgressPrinter(new PrintWriter(timed, true), false, 1, Duration.ofMillis(20));
    p.planStarted(stack("app", "stacks/app"));

    assertTrue(Poll.until(Duration.ofSeconds(10), () -> timed.toString().contains("still running: stacks/app")),
        timed.toString());
    p.finished();
    assertFalse(p.ticking(), "the timer is stopped with the run");
  }

  @Test
  void zeroMeansNoTimer() {
    try (ProgressPrinter p = printer(1)) {
      assertFalse(p.ticking());
    }
  }

  private static Stack stack(String id, String path) {
    return new Stack(id, id, "", List.of(), List.of(), List.of(), List.of(), List.of(), List.of(), path, Path.of(path),
        Path.of(path, "stack.tm.hcl"), "workload", id, "lab", "node-1");
  }
}
