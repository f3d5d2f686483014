package io.stackdrift.plan;

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
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.function.LongPredicate;

/**
 * Ends sets of processes: the known ones, their descendants, and every member of the given
 * sessions (a tool runs in a session of its own, so what it leaves behind keeps its session id
 * even after its parent has exited).
 */
final class ProcessTree {
  private static final long POLL_MILLIS = 50;

  private ProcessTree() {}

  /**
   * SIGTERM to every process of the tree and the sessions, then SIGKILL to what is left after the
   * grace. Each process gets one SIGTERM: OpenTofu takes a second one as "exit immediately",
   * which would cut short the graceful stop the grace is for.
   */
  static void terminate(Set<ProcessHandle> tree, LongPredicate sessions, Duration grace) {
    collect(tree, sessions);
    if (tree.stream().noneMatch(ProcessHandle::isAlive)) {
      return;
    }
    Set<ProcessHandle> termed = new HashSet<>();
    long deadline = System.nanoTime() + grace.toNanos();
    do {
      tree.stream().filter(ProcessHandle::isAlive).filter(termed::add).forEach(ProcessHandle::destroy);
      pause();
      collect(tree, sessions);
    } while (System.nanoTime() < deadline && tree.stream().anyMatch(ProcessHandle::isAlive));
    killAll(tree, sessions);
  }

  static void killAll(Set<ProcessHandle> tree, LongPredicate sessions) {
    for (int round = 0; round < 100; round++) {
      collect(tree, sessions);
      if (tree.stream().noneMatch(ProcessHandle::isAlive)) {
        return;
      }
      tree.stream().filter(ProcessHandle::isAlive).forEach(ProcessHandle::destroyForcibly);
      pause();
    }
  }

  /**
   * Adds the live descendants of what is known and every member of the sessions, from one pass
   * over /proc (each {@link ProcessHandle#descendants()} call would read all of it again).
   */
  private static void collect(Set<ProcessHandle> tree, LongPredicate sessions) {
    Map<Long, long[]> table = processTable();
    if (table == null) { // no /proc: what the JDK can tell
      for (ProcessHandle h : Set.copyOf(tree)) {
        h.descendants().forEach(tree::add);
      }
      return;
    }
    Map<Long, List<Long>> children = new HashMap<>();
    Deque<Long> found = new ArrayDeque<>();
    table.forEach((pid, parentAndSession) -> {
      children.computeIfAbsent(parentAndSession[0], k -> new ArrayList<>()).add(pid);
      if (parentAndSession[1] > 0 && sessions.test(parentAndSession[1])) {
        found.add(pid);
      }
    });
    tree.stream().filter(ProcessHandle::isAlive).forEach(h -> found.add(h.pid()));
    Set<Long> seen = new HashSet<>();
    while (!found.isEmpty()) {
      long pid = found.pop();
      if (seen.add(pid)) {
        ProcessHandle.of(pid).ifPresent(tree::add);
        found.addAll(children.getOrDefault(pid, List.of()));
      }
    }
  }

  /** Every process's parent and session ids (fields 4 and 6 of /proc/PID/stat), or null without /proc. */
  private static Map<Long, long[]> processTable() {
    Map<Long, long[]> table = new HashMap<>();
    try (DirectoryStream<Path> procs = Files.newDirectoryStream(Path.of("/proc"), ProcessTree::isNumeric)) {
      for (Path proc : procs) {
        try {
          long[] ids = parentAndSession(Files.readAllBytes(proc.resolve("stat")));
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

  /** {@code pid (comm) state ppid pgrp session …}: the comm may hold spaces, so count after the last ')'. */
  private static long[] parentAndSession(byte[] stat) {
    int i = stat.length - 1;
    while (i >= 0 && stat[i] != ')') {
      i--;
    }
    long[] fields = new long[4]; // state, ppid, pgrp, session
    int field = 0;
    int start = i + 2;
    for (i = start; i < stat.length && field < fields.length; i++) {
      if (stat[i] == ' ') {
        fields[field] = field == 0 ? 0 : parse(stat, start, i); // field 0 is the state, a letter
        field++;
        start = i + 1;
      }
    }
    return field < fields.length ? null : new long[] {fields[1], fields[3]};
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
  private static void pause() {
    long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(POLL_MILLIS);
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
