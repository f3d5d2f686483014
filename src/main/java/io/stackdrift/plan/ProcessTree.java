package io.stackdrift.plan;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
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

  /** SIGTERM to every process of the tree and the sessions, then SIGKILL to what is left after the grace. */
  static void terminate(Set<ProcessHandle> tree, LongPredicate sessions, Duration grace) {
    collect(tree, sessions);
    if (tree.stream().noneMatch(ProcessHandle::isAlive)) {
      return;
    }
    tree.forEach(ProcessHandle::destroy);
    long deadline = System.nanoTime() + grace.toNanos();
    while (System.nanoTime() < deadline && tree.stream().anyMatch(ProcessHandle::isAlive)) {
      collect(tree, sessions);
      tree.stream().filter(ProcessHandle::isAlive).forEach(ProcessHandle::destroy);
      pause();
    }
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

  /** Adds the live descendants of what is known, and every member of the sessions. */
  private static void collect(Set<ProcessHandle> tree, LongPredicate sessions) {
    for (ProcessHandle h : Set.copyOf(tree)) {
      if (h.isAlive()) {
        h.descendants().forEach(tree::add);
      }
    }
    tree.addAll(sessionMembers(sessions));
  }

  /** The processes whose session id (field 6 of /proc/PID/stat) the predicate accepts. */
  static List<ProcessHandle> sessionMembers(LongPredicate sessions) {
    List<ProcessHandle> members = new ArrayList<>();
    try (DirectoryStream<Path> procs = Files.newDirectoryStream(Path.of("/proc"), ProcessTree::isNumeric)) {
      for (Path proc : procs) {
        byte[] stat;
        try {
          stat = Files.readAllBytes(proc.resolve("stat"));
        } catch (IOException e) {
          continue; // it exited meanwhile
        }
        long session = sessionOf(stat);
        if (session > 0 && sessions.test(session)) {
          ProcessHandle.of(Long.parseLong(proc.getFileName().toString())).ifPresent(members::add);
        }
      }
    } catch (IOException | RuntimeException e) {
      // no /proc: the descendant snapshots are all there is
    }
    return members;
  }

  /** {@code pid (comm) state ppid pgrp session …}: the comm may hold spaces, so count after the last ')'. */
  static long sessionOf(byte[] stat) {
    int i = stat.length - 1;
    while (i >= 0 && stat[i] != ')') {
      i--;
    }
    int field = 0;
    int start = -1;
    for (i = i + 2; i < stat.length; i++) {
      if (stat[i] == ' ') {
        if (field == 3) {
          return start < 0 ? -1 : parse(stat, start, i);
        }
        field++;
        start = -1;
      } else if (start < 0) {
        start = i;
      }
    }
    return -1;
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

  /** A short wait that an interrupt cannot cut: the grace before SIGKILL must really pass. */
  static void pause() {
    long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(POLL_MILLIS);
    while (System.nanoTime() < deadline) {
      LockSupport.parkNanos(deadline - System.nanoTime());
    }
  }
}
