package io.stackdrift.plan;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * The one place processes are started (argv arrays, never a shell). Enforces the deadline,
 * terminates the whole process tree (SIGTERM, grace, SIGKILL), bounds captured output, and leaves
 * nothing it started alive once closed.
 *
 * <p>Each tool runs in a session of its own ({@code setsid}, a program, not a shell), so every
 * process it starts can be found by its session id, even one whose parent has already exited; a
 * process that leaves the session on purpose (its own {@code setsid}, a daemon) is found by the
 * {@link RunMarker} in its environment. A tool that exits normally and closes its output hands
 * what it may have left behind to the {@link LeftoverSweeper}; any other end is cleaned up before
 * {@link #run} returns.
 */
public final class ProcessRunner implements AutoCloseable {
  private static final long POLL_MILLIS = 50;
  /** Scanning costs CPU the plans need; a snapshot a second catches what the session does not. */
  private static final long TREE_SNAPSHOT_NANOS = 1_000_000_000L;
  private static final long DRAIN_MILLIS = 2000;
  /** After a normal exit the pipes close at once, unless something the tool left still holds them. */
  private static final long PROMPT_EOF_MILLIS = 250;
  private static final Duration LEFTOVER_GRACE = Duration.ofSeconds(1);
  /** Lines already read are handed on in far less; the limit only guards against a consumer that hangs. */
  private static final long CONSUME_MILLIS = 120_000;
  private static final File DEV_NULL = new File("/dev/null");
  private static final String SETSID = setsid();

  private final LeftoverSweeper sweeper = new LeftoverSweeper(LEFTOVER_GRACE);

  /**
   * Runs a process to its end. {@code stdoutLines}, when not null, receives every stdout line as it
   * arrives (from a reader thread).
   */
  public ProcessOutcome run(ProcessSpec spec, Consumer<String> stdoutLines, Cancellation cancel) {
    BoundedCapture out = new BoundedCapture();
    BoundedCapture err = new BoundedCapture();
    if (cancel.isCancelled()) {
      return new ProcessOutcome(ProcessOutcome.End.CANCELLED, -1, out, err, null);
    }
    String program = spec.argv().get(0);
    if (program.contains("/") && !Files.isExecutable(Path.of(program))) {
      return new ProcessOutcome(ProcessOutcome.End.SPAWN_FAILED, -1, out, err, program + ": not an executable file");
    }
    RunMarker run = cancel.marker();
    String marker = run.nextTool(spec.writesState());
    Process process;
    try {
      ProcessBuilder builder = new ProcessBuilder(withSession(spec.argv())).directory(spec.dir().toFile())
          .redirectInput(ProcessBuilder.Redirect.from(DEV_NULL));
      builder.environment().clear();
      builder.environment().putAll(spec.env());
      builder.environment().put(RunMarker.VARIABLE, marker);
      if (spec.outputFile() != null) {
        ProcessBuilder.Redirect log = ProcessBuilder.Redirect.appendTo(spec.outputFile().toFile());
        builder.redirectOutput(log).redirectError(log);
      }
      process = builder.start();
    } catch (IOException | RuntimeException e) {
      return new ProcessOutcome(ProcessOutcome.End.SPAWN_FAILED, -1, out, err, e.getMessage());
    }
    long session = SETSID == null ? -1 : process.pid();
    run.started(session);
    sweeper.started(session);
    boolean piped = spec.outputFile() == null;
    LineSplitter lines = stdoutLines == null ? null : new LineSplitter(stdoutLines);
    Reader outReader = piped ? reader(process.getInputStream(), out, lines, "stdout") : null;
    Reader errReader = piped ? reader(process.getErrorStream(), err, null, "stderr") : null;

    Set<ProcessHandle> tree = new LinkedHashSet<>();
    ProcessOutcome.End end = waitForExit(process, spec, cancel, tree);
    boolean interrupted = Thread.interrupted(); // termination must wait out its grace whatever happens
    try {
      if (end != ProcessOutcome.End.EXITED && spec.writesState()) {
        stopGently(process, spec.killGrace());
      }
      boolean handedOver = end == ProcessOutcome.End.EXITED && outputClosed(outReader, errReader)
          && sweeper.defer(session, marker, tree);
      if (!handedOver) {
        if (end != ProcessOutcome.End.EXITED) {
          tree.add(process.toHandle());
        }
        ProcessTree.Scope own = new ProcessTree.Scope(s -> s == session, marker::equals, ProcessTree.SELF_START);
        Duration grace = end == ProcessOutcome.End.EXITED || spec.writesState() ? LEFTOVER_GRACE : spec.killGrace();
        ProcessTree.terminate(tree, own, grace);
        drain(outReader, errReader, tree, own);
        sweeper.ended(session);
      }
      finishLines(outReader);
      if (!piped) {
        readLog(spec.outputFile(), err);
      }
    } finally {
      run.ended(session);
      if (interrupted) {
        Thread.currentThread().interrupt();
      }
    }
    int code = end == ProcessOutcome.End.EXITED ? process.exitValue() : -1;
    return new ProcessOutcome(end, code, out, err, null);
  }

  /** Ends whatever the tools run so far left behind; returns when none of it lives. */
  @Override
  public void close() {
    sweeper.close();
  }

  /** How many deferred sweeps read /proc (for tests). */
  int sweeps() {
    return sweeper.sweeps();
  }

  private static List<String> withSession(List<String> argv) {
    if (SETSID == null) {
      return argv;
    }
    List<String> out = new ArrayList<>(argv.size() + 1);
    out.add(SETSID);
    out.addAll(argv);
    return out;
  }

  /**
   * An apply past its deadline, or cancelled by a first signal: SIGTERM to the tool alone (not its
   * provider plugins), so that it stops as OpenTofu does on an interrupt and writes its state, then
   * the whole grace for it to finish. Only a second signal (Cancellation#abort) kills it sooner.
   */
  private static void stopGently(Process process, Duration grace) {
    process.toHandle().destroy();
    long deadline = System.nanoTime() + grace.toNanos();
    boolean interrupted = false;
    while (process.isAlive() && System.nanoTime() < deadline) {
      try {
        process.waitFor(Math.min(POLL_MILLIS * 4, TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime()) + 1),
            TimeUnit.MILLISECONDS);
      } catch (InterruptedException e) {
        interrupted = true;
      }
    }
    if (interrupted) {
      Thread.currentThread().interrupt();
    }
  }

  /** What a tool wrote to its output file, bounded as piped output is. */
  private static void readLog(Path file, BoundedCapture capture) {
    byte[] buf = new byte[16 * 1024];
    try (InputStream in = Files.newInputStream(file, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
      int n;
      while ((n = in.read(buf)) >= 0) {
        capture.write(buf, 0, n);
      }
    } catch (IOException e) {
      // the log stays where it is for the operator; the outcome has no text from it
    }
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
      if (System.nanoTime() >= nextSnapshot) {
        process.descendants().forEach(tree::add);
        nextSnapshot = System.nanoTime() + TREE_SNAPSHOT_NANOS;
      }
      if (cancel.isCancelled()) {
        return ProcessOutcome.End.CANCELLED;
      }
      if (spec.deadline() != null && Instant.now().isAfter(spec.deadline())) {
        return ProcessOutcome.End.TIMED_OUT;
      }
    }
  }

  /**
   * Waits for the stdout reader while it is still handing lines it read to its consumer: a consumer
   * slowed by a loaded machine (a cold JVM parses the first plan's JSON) must not lose the end of the
   * plan. A reader that makes no progress is blocked on a pipe something else holds, and is left.
   */
  private static void finishLines(Reader outReader) {
    if (outReader == null) {
      return;
    }
    long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(CONSUME_MILLIS);
    long handed = -1;
    while (outReader.isAlive() && System.nanoTime() < deadline) {
      if (!outReader.consuming && outReader.handed == handed) {
        return;
      }
      handed = outReader.handed;
      join(outReader, PROMPT_EOF_MILLIS);
    }
  }

  /** Both output pipes reached their end soon after the exit: nothing left behind holds them. */
  private static boolean outputClosed(Reader outReader, Reader errReader) {
    if (outReader == null) {
      return true; // written to a file: nothing to wait for
    }
    join(outReader, PROMPT_EOF_MILLIS);
    join(errReader, PROMPT_EOF_MILLIS);
    return !outReader.isAlive() && !errReader.isAlive();
  }

  /**
   * Waits for the output readers. A process that escaped the kills and holds the pipes would block
   * them, so what is left is killed again before the last wait.
   */
  private static void drain(Reader outReader, Reader errReader, Set<ProcessHandle> tree, ProcessTree.Scope scope) {
    if (outReader == null) {
      return;
    }
    join(outReader, DRAIN_MILLIS);
    join(errReader, DRAIN_MILLIS);
    if (outReader.isAlive() || errReader.isAlive()) {
      ProcessTree.killAll(tree, scope);
      join(outReader, DRAIN_MILLIS);
      join(errReader, DRAIN_MILLIS);
    }
  }

  /** Thread.join that an interrupt cannot cut short (the flag is restored for the caller). */
  static void join(Thread t, long millis) {
    long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
    boolean interrupted = false;
    while (t.isAlive()) {
      long left = TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime());
      if (left <= 0) {
        break;
      }
      try {
        t.join(left);
      } catch (InterruptedException e) {
        interrupted = true;
      }
    }
    if (interrupted) {
      Thread.currentThread().interrupt();
    }
  }

  private static String setsid() {
    for (String candidate : List.of("/usr/bin/setsid", "/bin/setsid")) {
      if (Files.isExecutable(Path.of(candidate))) {
        return candidate;
      }
    }
    return null;
  }

  /** A pipe's reader thread, with what it tells about handing lines on (written only by itself). */
  private static final class Reader extends Thread {
    private final InputStream in;
    private final BoundedCapture capture;
    private final LineSplitter lines;
    volatile boolean consuming;
    volatile long handed;

    Reader(InputStream in, BoundedCapture capture, LineSplitter lines, String name) {
      super("stackdrift-" + name);
      this.in = in;
      this.capture = capture;
      this.lines = lines;
      setDaemon(true);
    }

    @Override
    public void run() {
      byte[] buf = new byte[16 * 1024];
      try (in) {
        int n;
        while ((n = in.read(buf)) >= 0) {
          capture.write(buf, 0, n);
          if (lines != null) {
            consuming = true;
            lines.write(buf, 0, n);
            consuming = false;
            handed++;
          }
        }
      } catch (IOException e) {
        // the stream closes when the process tree is killed: what was read is kept
      } finally {
        if (lines != null) {
          lines.finish();
        }
      }
    }
  }

  private static Reader reader(InputStream in, BoundedCapture capture, LineSplitter lines, String name) {
    Reader t = new Reader(in, capture, lines, name);
    t.start();
    return t;
  }
}
