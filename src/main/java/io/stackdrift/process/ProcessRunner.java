package io.stackdrift.process;

import io.stackdrift.threads.DaemonThreads;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.Semaphore;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
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
  /**
   * How often a followed process is looked at: its cancellation wakes the wait at once, so this only
   * bounds how late its exit is noticed, at one wake-up a second.
   */
  private static final long FOLLOW_POLL_MILLIS = 1000;
  /** How long the wait for an exit the process reaper may not have seen yet lasts, once past a deadline. */
  private static final long EXIT_SETTLE_MILLIS = 200;
  private static final long DRAIN_MILLIS = 2000;
  /** After a normal exit the pipes close at once, unless something the tool left still holds them. */
  private static final long PROMPT_EOF_MILLIS = 250;
  private static final Duration LEFTOVER_GRACE = Duration.ofSeconds(1);
  /** Lines already read are handed on in far less; the limit only guards against a consumer that hangs. */
  private static final long CONSUME_MILLIS = 120_000;
  private static final File DEV_NULL = new File("/dev/null");
  private static final String SETSID = setsid();

  /**
   * The threads that read the tools' pipes and hand their lines on, reused from tool to tool: a run
   * of 10,000 plans starts a few dozen threads, not 30,000. Idle ones end after a minute; a reader
   * blocked on a pipe that something escaped holds open keeps its thread, as it always did.
   */
  private static final ExecutorService IO_THREADS = new ThreadPoolExecutor(0, Integer.MAX_VALUE, 60,
      TimeUnit.SECONDS, new SynchronousQueue<>(), DaemonThreads.numbered("stackdrift-io"));

  private final LeftoverSweeper sweeper = new LeftoverSweeper(LEFTOVER_GRACE);
  /** Tools whose exit took the normal path: output closed, leftovers handed to the sweeper (for tests). */
  private final AtomicInteger normalEnds = new AtomicInteger();

  /**
   * Runs a process to its end. {@code stdoutLines}, when not null, receives every stdout line as it
   * arrives (from a reader thread).
   */
  public ProcessOutcome run(ProcessSpec spec, Consumer<String> stdoutLines, Cancellation cancel) {
    return run(spec, stdoutLines, null, cancel);
  }

  /**
   * Reads what a process writes to stdout as it arrives, on the reader thread: {@code stdout} gets
   * the pipe as a stream, and whatever it leaves unread is read and dropped, so the tool never
   * blocks on a full pipe. Nothing of stdout is captured in the outcome: a document that holds
   * secrets (a saved plan shown as JSON) never lands in memory or a log beyond what the reader keeps.
   */
  public ProcessOutcome read(ProcessSpec spec, StdoutReader stdout, Cancellation cancel) {
    return run(spec, null, stdout, cancel);
  }

  /**
   * Follows a process that runs until it exits or {@code cancel} is cancelled (a stream of events):
   * no deadline, each stdout line handed to {@code stdoutLines} as it arrives, and while it runs no
   * polling beyond one wake-up a second (no memory samples, which read /proc). Its end takes the
   * same paths as {@link #run}: tree kill on cancellation, bounded capture, leftovers swept.
   */
  public ProcessOutcome follow(ProcessSpec spec, Consumer<String> stdoutLines, Cancellation cancel) {
    if (spec.deadline() != null || spec.outputFile() != null) {
      throw new IllegalArgumentException("a followed process has no deadline and writes to pipes");
    }
    return run(spec, stdoutLines, null, cancel, true);
  }

  /** Reads stdout as a stream; it reports its own failures (the runner drops what it leaves). */
  public interface StdoutReader {
    void read(InputStream stdout) throws IOException;
  }

  private ProcessOutcome run(ProcessSpec spec, Consumer<String> stdoutLines, StdoutReader stdoutReader,
      Cancellation cancel) {
    return run(spec, stdoutLines, stdoutReader, cancel, false);
  }

  private ProcessOutcome run(ProcessSpec spec, Consumer<String> stdoutLines, StdoutReader stdoutReader,
      Cancellation cancel, boolean followed) {
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
      process = start(spec, marker);
    } catch (IOException | RuntimeException e) { // the JDK's words may quote the environment: never passed on
      return new ProcessOutcome(ProcessOutcome.End.SPAWN_FAILED, -1, out, err, SpawnFailure.of(program, e));
    }
    long session = SETSID == null ? -1 : process.pid();
    run.started(session);
    sweeper.started(session);
    boolean piped = spec.outputFile() == null;
    HandOn handOn = stdoutLines == null || !piped ? null : HandOn.start(stdoutLines);
    Reader outReader = piped ? reader(process.getInputStream(), out, handOn, stdoutReader) : null;
    Reader errReader = piped ? reader(process.getErrorStream(), err, null, null) : null;

    Set<ProcessHandle> tree = new LinkedHashSet<>();
    MemoryPeak memory = new MemoryPeak(System.nanoTime());
    ProcessOutcome.End end = followed ? awaitEnd(process, cancel) : waitForExit(process, spec, cancel, tree, memory);
    boolean interrupted = Thread.interrupted(); // termination must wait out its grace whatever happens
    try {
      if (end != ProcessOutcome.End.EXITED && spec.writesState()) {
        stopGently(process, spec.killGrace());
      }
      if (end == ProcessOutcome.End.EXITED && outputClosed(outReader, errReader)
          && sweeper.defer(session, marker, tree)) {
        normalEnds.incrementAndGet(); // the normal end: what it left, if anything, is swept later in one pass
      } else {
        endTree(process, spec, end, tree, new ProcessTree.Scope(s -> s == session, marker::equals,
            ProcessTree.SELF_START), outReader, errReader);
        sweeper.ended(session);
      }
      finishLines(outReader, handOn);
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
    return new ProcessOutcome(end, code, out, err, null, memory.bytes());
  }

  /** Starts the tool in a session of its own, with only its given environment and the run marker. */
  private static Process start(ProcessSpec spec, String marker) throws IOException {
    ProcessBuilder builder = new ProcessBuilder(withSession(spec.argv())).directory(spec.dir().toFile())
        .redirectInput(ProcessBuilder.Redirect.from(DEV_NULL));
    builder.environment().clear();
    builder.environment().putAll(spec.env());
    builder.environment().put(RunMarker.VARIABLE, marker);
    if (spec.outputFile() != null) {
      ProcessBuilder.Redirect log = ProcessBuilder.Redirect.appendTo(spec.outputFile().toFile());
      builder.redirectOutput(log).redirectError(log);
    }
    return builder.start();
  }

  /**
   * The kill path: a tool past its deadline or cancelled, or one whose exit left its output open
   * (something it started holds it): SIGTERM to the whole tree, its session and its marker, SIGKILL
   * after the grace, then the pipes drained.
   */
  private static void endTree(Process process, ProcessSpec spec, ProcessOutcome.End end, Set<ProcessHandle> tree,
      ProcessTree.Scope own, Reader outReader, Reader errReader) {
    if (end != ProcessOutcome.End.EXITED) {
      tree.add(process.toHandle());
    }
    Duration grace = end == ProcessOutcome.End.EXITED || spec.writesState() ? LEFTOVER_GRACE : spec.killGrace();
    ProcessTree.terminate(tree, own, grace);
    drain(outReader, errReader, tree, own);
  }

  /** Ends whatever the tools run so far left behind; returns when none of it lives. */
  @Override
  public void close() {
    sweeper.close();
  }

  /** How many tools ended normally: exit, output at its end, no kill path (for tests). */
  int normalEnds() {
    return normalEnds.get();
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

  static ProcessOutcome.End waitForExit(Process process, ProcessSpec spec, Cancellation cancel,
      Set<ProcessHandle> tree, MemoryPeak memory) {
    while (true) {
      try {
        if (process.waitFor(POLL_MILLIS, TimeUnit.MILLISECONDS)) {
          return ProcessOutcome.End.EXITED;
        }
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return ProcessOutcome.End.CANCELLED;
      }
      memory.sampleIfDue(process, tree, System.nanoTime()); // one listing of the tree: kept and measured
      if (cancel.isCancelled()) {
        return ProcessOutcome.End.CANCELLED;
      }
      if (spec.deadline() != null && spec.deadline().passed()) {
        return exitedMeanwhile(process) ? ProcessOutcome.End.EXITED : ProcessOutcome.End.TIMED_OUT;
      }
    }
  }

  /** A followed process's end: its exit, or its cancellation, which wakes the wait at once. */
  static ProcessOutcome.End awaitEnd(Process process, Cancellation cancel) {
    try {
      while (true) {
        if (cancel.await(FOLLOW_POLL_MILLIS)) {
          return process.isAlive() ? ProcessOutcome.End.CANCELLED : ProcessOutcome.End.EXITED;
        }
        if (!process.isAlive()) {
          return ProcessOutcome.End.EXITED;
        }
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return ProcessOutcome.End.CANCELLED;
    }
  }

  /**
   * Whether a tool past its deadline had in fact exited: a stackdrift that was stopped (SIGSTOP, a
   * suspended machine) wakes with its wait timed out and the tool's exit not yet seen. The exit that
   * happened is taken; the deadline is judged only for a tool still running.
   */
  static boolean exitedMeanwhile(Process process) {
    try {
      return process.waitFor(EXIT_SETTLE_MILLIS, TimeUnit.MILLISECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return !process.isAlive();
    }
  }

  /**
   * Once stdout reached its end, waits for the reader to hand its last lines on: a consumer slowed
   * by a loaded machine (a cold JVM parses the first plan's JSON) must not lose the end of the plan.
   * A reader that never reached the end is blocked on a pipe something else holds, and is left.
   */
  private static void finishLines(Reader outReader, HandOn handOn) {
    if (handOn != null && outReader.reachedEnd()) {
      outReader.awaitDone(CONSUME_MILLIS);
      handOn.awaitDone(CONSUME_MILLIS);
    }
  }

  /**
   * Both output pipes reached their end soon after the exit: nothing left behind holds them. The
   * end is a fact the readers record when {@code read} returns -1, before they hand their last line
   * on, so a slow consumer does not make a normal exit look like one that left something running.
   */
  private static boolean outputClosed(Reader outReader, Reader errReader) {
    if (outReader == null) {
      return true; // written to a file: nothing to wait for
    }
    long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(PROMPT_EOF_MILLIS);
    return outReader.awaitEnd(deadline) && errReader.awaitEnd(deadline);
  }

  /**
   * Waits for the output pipes to reach their end. A process that escaped the kills and holds the
   * pipes would keep them open, so what is left is killed again before the last wait.
   */
  private static void drain(Reader outReader, Reader errReader, Set<ProcessHandle> tree, ProcessTree.Scope scope) {
    if (outReader == null) {
      return;
    }
    long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(DRAIN_MILLIS);
    if (!outReader.awaitEnd(deadline) | !errReader.awaitEnd(deadline)) {
      ProcessTree.killAll(tree, scope);
      long again = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(DRAIN_MILLIS);
      outReader.awaitEnd(again);
      errReader.awaitEnd(again);
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

  /**
   * Hands stdout's lines to the consumer on a thread of its own, so that reading the pipe never
   * waits for a slow consumer: the pipe reaches its end when the tool is done, whatever the consumer
   * is doing. Lines wait in a queue of at most {@link #BUDGET} characters; past that the reader waits.
   */
  private static final class HandOn implements Runnable {
    static final int BUDGET = 8 * 1024 * 1024;
    /** Compared by identity: no line read from a tool is this object. */
    private static final String END = new String("end of the lines");
    private final Consumer<String> consumer;
    private final LinkedBlockingQueue<String> queue = new LinkedBlockingQueue<>();
    private final Semaphore room = new Semaphore(BUDGET);

    private final CountDownLatch done = new CountDownLatch(1);

    private HandOn(Consumer<String> consumer) {
      this.consumer = consumer;
    }

    static HandOn start(Consumer<String> consumer) {
      HandOn t = new HandOn(consumer);
      IO_THREADS.execute(t);
      return t;
    }

    /** From the reader: queues a line, waiting while the queue is full. */
    void offer(String line) {
      room.acquireUninterruptibly(cost(line));
      queue.add(line);
    }

    void close() {
      queue.add(END);
    }

    @Override
    public void run() {
      try {
        for (String line = queue.take(); line != END; line = queue.take()) {
          room.release(cost(line));
          consumer.accept(line);
        }
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      } finally {
        done.countDown();
      }
    }

    /** Waits until the consumer has every line, at most {@code millis}. */
    void awaitDone(long millis) {
      await(done, System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis));
    }

    private static int cost(String line) {
      return Math.min(Math.max(line.length(), 1), BUDGET);
    }
  }

  /** A pipe's reader thread; {@link #end} opens when its pipe has no more to give (end of file, or closed). */
  private static final class Reader implements Runnable {
    private final InputStream in;
    private final BoundedCapture capture;
    private final LineSplitter lines;
    private final HandOn handOn;
    private final StdoutReader stream;
    private final CountDownLatch end = new CountDownLatch(1);
    private final CountDownLatch done = new CountDownLatch(1);

    Reader(InputStream in, BoundedCapture capture, HandOn handOn, StdoutReader stream) {
      this.in = in;
      this.capture = capture;
      this.handOn = handOn;
      this.stream = stream;
      this.lines = handOn == null ? null : new LineSplitter(handOn::offer);
    }

    @Override
    public void run() {
      byte[] buf = new byte[16 * 1024];
      try (in) {
        if (stream != null) {
          readAsStream(buf);
          return;
        }
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
        end.countDown(); // before the last line is handed on: the end of the pipe is a fact by now
        if (lines != null) {
          lines.finish();
          handOn.close();
        }
        done.countDown();
      }
    }

    /** Waits until the reader has handed its last line on, at most {@code millis}. */
    void awaitDone(long millis) {
      await(done, System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis));
    }

    /** The stream reader first, then the rest dropped to the end of the pipe; nothing captured. */
    private void readAsStream(byte[] buf) throws IOException {
      try {
        stream.read(in);
      } catch (IOException | RuntimeException e) {
        // the stream reader reports its own failures; the pipe is still read to its end
      }
      while (in.read(buf) >= 0) {
        // dropped: beyond what the reader wanted
      }
    }

    boolean reachedEnd() {
      return end.getCount() == 0;
    }

    /** Waits until {@code deadline} (System.nanoTime) for the end; an interrupt does not cut it short. */
    boolean awaitEnd(long deadline) {
      return await(end, deadline);
    }
  }

  private static Reader reader(InputStream in, BoundedCapture capture, HandOn handOn, StdoutReader stream) {
    Reader t = new Reader(in, capture, handOn, stream);
    IO_THREADS.execute(t);
    return t;
  }

  /** Waits on a latch until {@code deadline} (System.nanoTime); an interrupt does not cut it short. */
  private static boolean await(CountDownLatch latch, long deadline) {
    boolean interrupted = false;
    try {
      while (true) {
        try {
          return latch.await(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
        } catch (InterruptedException e) {
          interrupted = true;
        }
      }
    } finally {
      if (interrupted) {
        Thread.currentThread().interrupt();
      }
    }
  }
}
