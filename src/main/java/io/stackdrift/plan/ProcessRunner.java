package io.stackdrift.plan;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * The one place processes are started (argv arrays, never a shell). Enforces the deadline,
 * terminates the whole process tree (SIGTERM, grace, SIGKILL), bounds captured output, and never
 * returns while a process it started is still alive.
 */
public final class ProcessRunner {
  private static final long POLL_MILLIS = 50;
  /** Scanning /proc costs CPU the plans need; a snapshot a second is enough to find re-parented children. */
  private static final long TREE_SNAPSHOT_NANOS = 1_000_000_000L;
  private static final long DRAIN_MILLIS = 2000;
  private static final File DEV_NULL = new File("/dev/null");

  /**
   * Runs a process to its end. {@code stdoutLines}, when not null, receives every stdout line as it
   * arrives (from a reader thread).
   */
  public ProcessOutcome run(ProcessSpec spec, Consumer<String> stdoutLines, Cancellation cancel) {
    Instant started = Instant.now();
    BoundedCapture out = new BoundedCapture();
    BoundedCapture err = new BoundedCapture();
    if (cancel.isCancelled()) {
      return new ProcessOutcome(ProcessOutcome.End.CANCELLED, -1, out, err, null, Duration.ZERO);
    }
    Process process;
    try {
      ProcessBuilder builder = new ProcessBuilder(spec.argv()).directory(spec.dir().toFile())
          .redirectInput(ProcessBuilder.Redirect.from(DEV_NULL));
      builder.environment().clear();
      builder.environment().putAll(spec.env());
      process = builder.start();
    } catch (IOException | RuntimeException e) {
      return new ProcessOutcome(ProcessOutcome.End.SPAWN_FAILED, -1, out, err, e.getMessage(),
          Duration.between(started, Instant.now()));
    }
    LineSplitter lines = stdoutLines == null ? null : new LineSplitter(stdoutLines);
    Thread outReader = reader(process.getInputStream(), out, lines, "stdout");
    Thread errReader = reader(process.getErrorStream(), err, null, "stderr");

    Set<ProcessHandle> tree = new LinkedHashSet<>();
    ProcessOutcome.End end = waitForExit(process, spec, cancel, tree);
    if (end != ProcessOutcome.End.EXITED) {
      terminate(process, tree, spec.killGrace());
    }
    drain(outReader, errReader, tree);
    int code = end == ProcessOutcome.End.EXITED ? process.exitValue() : -1;
    return new ProcessOutcome(end, code, out, err, null, Duration.between(started, Instant.now()));
  }

  private static ProcessOutcome.End waitForExit(Process process, ProcessSpec spec, Cancellation cancel,
      Set<ProcessHandle> tree) {
    long nextSnapshot = System.nanoTime() + TREE_SNAPSHOT_NANOS;
    while (true) {
      try {
        if (process.waitFor(POLL_MILLIS, TimeUnit.MILLISECONDS)) {
          return ProcessOutcome.End.EXITED;
        }
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return ProcessOutcome.End.CANCELLED;
      }
      // Remember descendants while the parent lives: once it dies they are re-parented and lost.
      if (System.nanoTime() >= nextSnapshot) {
        process.descendants().forEach(tree::add);
        nextSnapshot = System.nanoTime() + TREE_SNAPSHOT_NANOS;
      }
      if (cancel.isCancelled()) {
        return ProcessOutcome.End.CANCELLED;
      }
      if (Instant.now().isAfter(spec.deadline())) {
        return ProcessOutcome.End.TIMED_OUT;
      }
    }
  }

  /** SIGTERM to the process and every descendant, then SIGKILL to what is left after the grace. */
  static void terminate(Process process, Set<ProcessHandle> tree, Duration grace) {
    tree.add(process.toHandle());
    collectDescendants(tree);
    tree.forEach(ProcessHandle::destroy);
    long deadline = System.nanoTime() + grace.toNanos();
    while (System.nanoTime() < deadline && tree.stream().anyMatch(ProcessHandle::isAlive)) {
      collectDescendants(tree);
      tree.stream().filter(ProcessHandle::isAlive).forEach(ProcessHandle::destroy);
      pause();
    }
    killAll(tree);
  }

  private static void killAll(Set<ProcessHandle> tree) {
    for (int round = 0; round < 100 && tree.stream().anyMatch(ProcessHandle::isAlive); round++) {
      collectDescendants(tree);
      tree.stream().filter(ProcessHandle::isAlive).forEach(ProcessHandle::destroyForcibly);
      pause();
    }
  }

  private static void collectDescendants(Set<ProcessHandle> tree) {
    for (ProcessHandle h : Set.copyOf(tree)) {
      if (h.isAlive()) {
        h.descendants().forEach(tree::add);
      }
    }
  }

  /**
   * Waits for the output readers. A descendant that outlived the tool and holds its pipes open
   * would block them forever, so such leftovers are killed.
   */
  private static void drain(Thread outReader, Thread errReader, Set<ProcessHandle> tree) {
    join(outReader, DRAIN_MILLIS);
    join(errReader, DRAIN_MILLIS);
    if (tree.stream().anyMatch(ProcessHandle::isAlive)) {
      killAll(tree);
    }
    join(outReader, DRAIN_MILLIS);
    join(errReader, DRAIN_MILLIS);
  }

  private static void join(Thread t, long millis) {
    try {
      t.join(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  private static void pause() {
    try {
      Thread.sleep(POLL_MILLIS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  private static Thread reader(InputStream in, BoundedCapture capture, LineSplitter lines, String name) {
    Thread t = new Thread(() -> {
      byte[] buf = new byte[16 * 1024];
      try (in) {
        int n;
        while ((n = in.read(buf)) >= 0) {
          capture.write(buf, 0, n);
          if (lines != null) {
            lines.write(buf, 0, n);
          }
        }
      } catch (IOException e) {
        // the stream closes when the process tree is killed: what was read is kept
      } finally {
        if (lines != null) {
          lines.finish();
        }
      }
    }, "stackdrift-" + name);
    t.setDaemon(true);
    t.start();
    return t;
  }
}
