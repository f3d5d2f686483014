package io.stackdrift.process;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.locks.LockSupport;
import java.util.function.LongPredicate;
import java.util.function.Predicate;

/**
 * Ends sets of processes: the known ones, their descendants, every member of the given sessions (a
 * tool runs in a session of its own, so what it leaves behind keeps its session id even after its
 * parent has exited), and every holder of the given run markers (which a process that starts a
 * session of its own still carries in its environment).
 */
final class ProcessTree {
  private static final Duration POLL = Duration.ofMillis(50);
  private static final byte[] MARKER_ENTRY = (RunMarker.VARIABLE + "=").getBytes(StandardCharsets.US_ASCII);
  /** This JVM's start, in clock ticks since boot: a process that holds one of its markers started later. */
  static final long SELF_START = selfStart();
  /** The machine's processes, through /proc and the JDK's process handles. */
  static final ProcessTree SYSTEM = new ProcessTree(new ProcTable(), POLL);

  /**
   * What this class needs of the operating system, so the end paths can be tested on a table of
   * made-up processes: every process's parent, session and start, one process's run marker, and a
   * handle to signal it (the JDK's checks the start time, so a reused pid is never signalled).
   */
  interface Table {
    /** pid → {parent, session, start in clock ticks since boot}; null when there is no such table. */
    Map<Long, long[]> snapshot();

    /** The value of {@link RunMarker#VARIABLE} in the process's environment, or null. */
    String marker(long pid);

    Optional<ProcessHandle> handle(long pid);

    long self();
  }

  private final Table os;
  private final Duration poll;

  ProcessTree(Table os, Duration poll) {
    this.os = os;
    this.poll = poll;
  }

  /**
   * Who belongs to a set besides the known processes and their descendants: members of
   * {@code sessions}, and processes started at or after {@code startedSince} (clock ticks since
   * boot, as /proc says) whose {@link RunMarker#VARIABLE} satisfies {@code markers} (null: none is
   * read; reading every process's environment costs more than its stat).
   */
  record Scope(LongPredicate sessions, Predicate<String> markers, long startedSince) {}

  /**
   * SIGTERM to every process of the tree and the sessions, then SIGKILL to what is left after the
   * grace. Each process gets one SIGTERM: OpenTofu takes a second one as "exit immediately",
   * which would cut short the graceful stop the grace is for.
   */
  static void terminate(Set<ProcessHandle> tree, Scope scope, Duration grace) {
    SYSTEM.terminateAll(tree, scope, grace);
  }

  static void killAll(Set<ProcessHandle> tree, Scope scope) {
    SYSTEM.killEvery(tree, scope);
  }

  /** The pids of the live processes in the scope and their descendants, without touching them. */
  static Set<Long> find(Scope scope) {
    return SYSTEM.findAll(scope);
  }

  void terminateAll(Set<ProcessHandle> tree, Scope scope, Duration grace) {
    collect(tree, scope);
    if (tree.stream().noneMatch(ProcessHandle::isAlive)) {
      return;
    }
    Set<ProcessHandle> termed = new HashSet<>();
    long deadline = System.nanoTime() + grace.toNanos();
    do {
      tree.stream().filter(ProcessHandle::isAlive).filter(termed::add).forEach(ProcessHandle::destroy);
      pause();
      collect(tree, scope);
    } while (System.nanoTime() < deadline && tree.stream().anyMatch(ProcessHandle::isAlive));
    killEvery(tree, scope);
  }

  void killEvery(Set<ProcessHandle> tree, Scope scope) {
    for (int round = 0; round < 100; round++) {
      collect(tree, scope);
      if (tree.stream().noneMatch(ProcessHandle::isAlive)) {
        return;
      }
      tree.stream().filter(ProcessHandle::isAlive).forEach(ProcessHandle::destroyForcibly);
      pause();
    }
  }

  Set<Long> findAll(Scope scope) {
    Set<ProcessHandle> found = new HashSet<>();
    collect(found, scope);
    Set<Long> pids = new TreeSet<>();
    found.stream().filter(ProcessHandle::isAlive).forEach(h -> pids.add(h.pid()));
    return pids;
  }

  /**
   * Adds the live descendants of what is known and every member of the scope, from one pass over
   * /proc (each {@link ProcessHandle#descendants()} call would read all of it again).
   */
  private void collect(Set<ProcessHandle> tree, Scope scope) {
    Map<Long, long[]> table = os.snapshot();
    if (table == null) { // no /proc: what the JDK can tell
      for (ProcessHandle h : Set.copyOf(tree)) {
        h.descendants().forEach(tree::add);
      }
      return;
    }
    Map<Long, List<Long>> children = new HashMap<>();
    Deque<Long> found = new ArrayDeque<>();
    table.forEach((pid, ids) -> {
      children.computeIfAbsent(ids[0], k -> new ArrayList<>()).add(pid);
      if (ids[1] > 0 && scope.sessions().test(ids[1]) || marked(pid, ids[2], scope)) {
        found.add(pid);
      }
    });
    tree.stream().filter(ProcessHandle::isAlive).forEach(h -> found.add(h.pid()));
    Set<Long> seen = new HashSet<>();
    while (!found.isEmpty()) {
      long pid = found.pop();
      if (seen.add(pid)) {
        os.handle(pid).ifPresent(tree::add);
        found.addAll(children.getOrDefault(pid, List.of()));
      }
    }
  }

  private boolean marked(long pid, long started, Scope scope) {
    if (scope.markers() == null || started < scope.startedSince() || pid == os.self()) {
      return false;
    }
    String marker = os.marker(pid);
    return marker != null && scope.markers().test(marker);
  }

  /** The value of {@link RunMarker#VARIABLE} in a process's environment, or null. */
  static String marker(Path environ) {
    byte[] env;
    try {
      env = Files.readAllBytes(environ);
    } catch (IOException e) {
      return null; // it exited meanwhile, or it is not ours to read
    }
    for (int start = 0; start < env.length; ) {
      int end = start;
      while (end < env.length && env[end] != 0) {
        end++;
      }
      if (startsWith(env, start, end, MARKER_ENTRY)) {
        int from = start + MARKER_ENTRY.length;
        return new String(env, from, end - from, StandardCharsets.UTF_8);
      }
      start = end + 1;
    }
    return null;
  }

  private static boolean startsWith(byte[] bytes, int from, int to, byte[] prefix) {
    if (to - from < prefix.length) {
      return false;
    }
    for (int i = 0; i < prefix.length; i++) {
      if (bytes[from + i] != prefix[i]) {
        return false;
      }
    }
    return true;
  }

  /** The real table: /proc, and the JDK's handles. */
  private static final class ProcTable implements Table {
    private static final long SELF = ProcessHandle.current().pid();

    @Override
    public Map<Long, long[]> snapshot() {
      return processTable();
    }

    @Override
    public String marker(long pid) {
      return ProcessTree.marker(Path.of("/proc", Long.toString(pid), "environ"));
    }

    @Override
    public Optional<ProcessHandle> handle(long pid) {
      return ProcessHandle.of(pid);
    }

    @Override
    public long self() {
      return SELF;
    }
  }

  /**
   * Every process's parent and session ids and start time (fields 4, 6 and 22 of /proc/PID/stat),
   * or null without /proc.
   */
  private static Map<Long, long[]> processTable() {
    Map<Long, long[]> table = new HashMap<>();
    try (DirectoryStream<Path> procs = Files.newDirectoryStream(Path.of("/proc"), ProcessTree::isNumeric)) {
      for (Path proc : procs) {
        try {
          long[] ids = parentSessionStart(Files.readAllBytes(proc.resolve("stat")));
          if (ids != null) {
            table.put(Long.parseLong(proc.getFileName().toString()), ids);
          }
        } catch (IOException e) {
          // it exited meanwhile
        }
      }
    } catch (IOException | RuntimeException e) {
      return null;
    }
    return table;
  }

  /**
   * {@code pid (comm) state ppid pgrp session … starttime …}: the comm may hold spaces, so count
   * after the last ')'; the start time is the 20th field from there.
   */
  private static long[] parentSessionStart(byte[] stat) {
    int i = stat.length - 1;
    while (i >= 0 && stat[i] != ')') {
      i--;
    }
    long[] fields = new long[20]; // state, ppid, pgrp, session, …, starttime
    int field = 0;
    int start = i + 2;
    for (i = start; i < stat.length && field < fields.length; i++) {
      if (stat[i] == ' ') {
        fields[field] = field == 1 || field == 3 || field == 19 ? parse(stat, start, i) : 0;
        field++;
        start = i + 1;
      }
    }
    return field < fields.length ? null : new long[] {fields[1], fields[3], fields[19]};
  }

  private static long selfStart() {
    try {
      long[] ids = parentSessionStart(Files.readAllBytes(Path.of("/proc/self/stat")));
      return ids == null ? 0 : ids[2];
    } catch (IOException | RuntimeException e) {
      return 0; // no /proc: nothing is read by start time anyway
    }
  }

  private static long parse(byte[] bytes, int from, int to) {
    try {
      return Long.parseLong(new String(bytes, from, to - from, StandardCharsets.US_ASCII));
    } catch (NumberFormatException e) {
      return -1;
    }
  }

  private static boolean isNumeric(Path p) {
    String name = p.getFileName().toString();
    return !name.isEmpty() && name.chars().allMatch(Character::isDigit);
  }

  /**
   * A short wait that an interrupt cannot cut: the grace before SIGKILL must really pass. The
   * flag is cleared while waiting (a set flag makes parking return at once) and restored after.
   */
  private void pause() {
    long deadline = System.nanoTime() + poll.toNanos();
    boolean interrupted = false;
    while (System.nanoTime() < deadline) {
      LockSupport.parkNanos(deadline - System.nanoTime());
      interrupted |= Thread.interrupted();
    }
    if (interrupted) {
      Thread.currentThread().interrupt();
    }
  }
}
