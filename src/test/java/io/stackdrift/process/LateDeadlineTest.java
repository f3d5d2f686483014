package io.stackdrift.process;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** Issue 30 items 10 and 11: deadlines on the monotonic clock, and the exit that happened wins. */
class LateDeadlineTest {

  /**
   * A stackdrift stopped past the deadline wakes with its wait timed out while the tool had exited:
   * the first wait says "still running", the next sees the exit.
   */
  @Test
  void aToolThatExitedBeforeTheLateDeadlineCheckHasExited() {
    Process exitedUnseen = new ExitSeenLate();
    ProcessSpec spec = new ProcessSpec(List.of("plan"), Path.of("/"), Map.of(), Deadline.after(Duration.ZERO),
        Duration.ofSeconds(1));

    ProcessOutcome.End end = ProcessRunner.waitForExit(exitedUnseen, spec, new Cancellation(), new LinkedHashSet<>(),
        new MemoryPeak(System.nanoTime()));

    assertEquals(ProcessOutcome.End.EXITED, end);
  }

  @Test
  void aToolStillRunningAtTheDeadlineTimesOut() throws Exception {
    Process running = new ProcessBuilder("sleep", "30").start();
    try {
      ProcessSpec spec = new ProcessSpec(List.of("sleep"), Path.of("/"), Map.of(), Deadline.after(Duration.ZERO),
          Duration.ofSeconds(1));
      assertEquals(ProcessOutcome.End.TIMED_OUT, ProcessRunner.waitForExit(running, spec, new Cancellation(),
          new LinkedHashSet<>(), new MemoryPeak(System.nanoTime())));
    } finally {
      running.destroyForcibly().waitFor();
    }
  }

  @Test
  void aDeadlineFollowsTheMonotonicClockNotTheWallClock() {
    AtomicLong nanos = new AtomicLong(1_000);
    Deadline deadline = Deadline.after(Duration.ofSeconds(5), nanos::get);

    assertFalse(deadline.passed());
    assertEquals(Duration.ofSeconds(5), deadline.remaining());
    nanos.addAndGet(Duration.ofSeconds(4).toNanos());
    assertFalse(deadline.passed());
    nanos.addAndGet(Duration.ofSeconds(1).toNanos());
    assertTrue(deadline.passed());
    nanos.addAndGet(Duration.ofHours(1).toNanos());
    assertEquals(Duration.ZERO, deadline.remaining(), "never negative");
  }

  @Test
  void aTimeoutOfCenturiesDoesNotOverflowIntoThePast() {
    assertFalse(Deadline.after(Duration.ofSeconds(Long.MAX_VALUE)).passed());
  }

  @Test
  void aDurationIsNeverNegative() {
    assertFalse(new Stopwatch(System.nanoTime() + Duration.ofHours(1).toNanos()).elapsed().isNegative());
  }

  private static final class ExitSeenLate extends Process {
    private int waits;

    @Override
    public boolean waitFor(long timeout, TimeUnit unit) {
      return ++waits > 1;
    }

    @Override
    public boolean isAlive() {
      return false;
    }

    @Override
    public long pid() {
      return ProcessHandle.current().pid();
    }

    @Override
    public Stream<ProcessHandle> descendants() {
      return Stream.empty();
    }

    @Override
    public OutputStream getOutputStream() {
      return OutputStream.nullOutputStream();
    }

    @Override
    public InputStream getInputStream() {
      return InputStream.nullInputStream();
    }

    @Override
    public InputStream getErrorStream() {
      return InputStream.nullInputStream();
    }

    @Override
    public int waitFor() {
      return 0;
    }

    @Override
    public int exitValue() {
      return 0;
    }

    @Override
    public void destroy() {
    }
  }
}
