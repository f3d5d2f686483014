package io.stackdrift.plan;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Consumer;

/**
 * The one place processes are started (argv arrays, never a shell). Enforces the deadline,
 * terminates the whole process tree (SIGTERM, grace, SIGKILL), bounds captured output, and never
 * returns while a process it started is still alive.
 *
 * <p>Each tool runs in a session of its own ({@code setsid}, a program, not a shell), so every
 * process it starts can be found by its session id, even one whose parent has already exited; a
 * process that leaves the session on purpose (its own {@code setsid}) is still caught while its
 * parent lives, by the descendant snapshots.
 */
public final class ProcessRunner {
  private static final long POLL_MILLIS = 50;
  /** Scanning costs CPU the plans need; a snapshot a second catches what the session does not. */
  private static final long TREE_SNAPSHOT_NANOS = 1_000_000_000L;
  private static final long DRAIN_MILLIS = 2000;
  private static final Duration LEFTOVER_GRACE = Duration.ofSeconds(1);
  private static final File DEV_NULL = new File("/dev/null");
  private static final String SETSID = setsid();

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
    String program = spec.argv().get(0);
    if (program.contains("/") && !Files.isExecutable(Path.of(program))) {
      return new ProcessOutcome(ProcessOutcome.End.SPAWN_FAILED, -1, out, err, program + ": not an executable file",
          Duration.ZERO);
    }
    Process process;
    try {
      ProcessBuilder builder = new ProcessBuilder(withSession(spec.argv())).directory(spec.dir().toFile())
          .redirectInput(ProcessBuilder.Redirect.from(DEV_NULL));
      builder.environment().clear();
      builder.environment().putAll(spec.env());
      process = builder.start();
    } catch (IOException | RuntimeException e) {
      return new ProcessOutcome(ProcessOutcome.End.SPAWN_FAILED, -1, out, err, e.getMessage(),
          Duration.between(started, Instant.now()));
    }
    long session = SETSID == null ? -1 : process.pid();
    LineSplitter lines = stdoutLines == null ? null : new LineSplitter(stdoutLines);
    Thread outReader = reader(process.getInputStream(), out, lines, "stdout");
    Thread errReader = reader(process.getErrorStream(), err, null, "stderr");

    Set<ProcessHandle> tree = new LinkedHashSet<>();
    ProcessOutcome.End end = waitForExit(process, spec, cancel, tree);
    boolean interrupted = Thread.interrupted(); // termination must wait out its grace whatever happens
    try {
      if (end != ProcessOutcome.End.EXITED) {
        tree.add(process.toHandle());
        terminate(tree, session, spec.killGrace());
      } else {
        terminate(tree, session, LEFTOVER_GRACE); // whatever the tool left behind in its session
      }
      drain(outReader, errReader, tree, session);
    } finally {
      if (interrupted) {
        Thread.currentThread().interrupt();
      }
    }
    int code = end == ProcessOutcome.End.EXITED ? process.exitValue() : -1;
    return new ProcessOutcome(end, code, out, err, null, Duration.between(started, Instant.now()));
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
      if (Instant.now().isAfter(spec.deadline())) {
        return ProcessOutcome.End.TIMED_OUT;
      }
    }
  }

  /** SIGTERM to every process of the tree and the session, then SIGKILL to what is left after the grace. */
  static void terminate(Set<ProcessHandle> tree, long session, Duration grace) {
    collect(tree, session);
    if (tree.stream().noneMatch(ProcessHandle::isAlive)) {
      return;
    }
    tree.forEach(ProcessHandle::destroy);
    long deadline = System.nanoTime() + grace.toNanos();
    while (System.nanoTime() < deadline && tree.stream().anyMatch(ProcessHandle::isAlive)) {
      collect(tree, session);
      tree.stream().filter(ProcessHandle::isAlive).forEach(ProcessHandle::destroy);
      pause();
    }
    killAll(tree, session);
  }

  private static void killAll(Set<ProcessHandle> tree, long session) {
    for (int round = 0; round < 100; round++) {
      collect(tree, session);
      if (tree.stream().noneMatch(ProcessHandle::isAlive)) {
        return;
      }
      tree.stream().filter(ProcessHandle::isAlive).forEach(ProcessHandle::destroyForcibly);
      pause();
    }
  }

  /** Adds the live descendants of what is known, and every member of the session. */
  private static void collect(Set<ProcessHandle> tree, long session) {
    for (ProcessHandle h : Set.copyOf(tree)) {
      if (h.isAlive()) {
        h.descendants().forEach(tree::add);
      }
    }
    if (session > 0) {
      tree.addAll(sessionMembers(session));
    }
  }

  /** Processes whose session id is {@code session} (field 6 of /proc/PID/stat). */
  static List<ProcessHandle> sessionMembers(long session) {
    List<ProcessHandle> members = new ArrayList<>();
    byte[] wanted = Long.toString(session).getBytes(java.nio.charset.StandardCharsets.US_ASCII);
    try (DirectoryStream<Path> procs = Files.newDirectoryStream(Path.of("/proc"), p -> isNumeric(p))) {
      for (Path proc : procs) {
        byte[] stat;
        try {
          stat = Files.readAllBytes(proc.resolve("stat"));
        } catch (IOException e) {
          continue; // it exited meanwhile
        }
        if (sessionIs(stat, wanted)) {
          ProcessHandle.of(Long.parseLong(proc.getFileName().toString())).ifPresent(members::add);
        }
      }
    } catch (IOException | RuntimeException e) {
      // no /proc: the descendant snapshots are all there is
    }
    return members;
  }

  /** {@code pid (comm) state ppid pgrp session …}: the comm may hold spaces, so count after the last ')'. */
  private static boolean sessionIs(byte[] stat, byte[] wanted) {
    int i = stat.length - 1;
    while (i >= 0 && stat[i] != ')') {
      i--;
    }
    int field = 0;
    int start = -1;
    for (i = i + 2; i < stat.length; i++) {
      if (stat[i] == ' ') {
        if (field == 3) {
          return java.util.Arrays.equals(stat, start, i, wanted, 0, wanted.length);
        }
        field++;
        start = -1;
      } else if (start < 0) {
        start = i;
      }
    }
    return false;
  }

  private static boolean isNumeric(Path p) {
    String name = p.getFileName().toString();
    return !name.isEmpty() && name.chars().allMatch(Character::isDigit);
  }

  /**
   * Waits for the output readers. A process that escaped the kills and holds the pipes would block
   * them, so what is left is killed again before the last wait.
   */
  private static void drain(Thread outReader, Thread errReader, Set<ProcessHandle> tree, long session) {
    join(outReader, DRAIN_MILLIS);
    join(errReader, DRAIN_MILLIS);
    if (outReader.isAlive() || errReader.isAlive()) {
      killAll(tree, session);
      join(outReader, DRAIN_MILLIS);
      join(errReader, DRAIN_MILLIS);
    }
  }

  /** Thread.join that an interrupt cannot cut short (the flag is restored for the caller). */
  private static void join(Thread t, long millis) {
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

  /** A short wait that an interrupt cannot cut: the grace before SIGKILL must really pass. */
  private static void pause() {
    long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(POLL_MILLIS);
    while (System.nanoTime() < deadline) {
      LockSupport.parkNanos(deadline - System.nanoTime());
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
