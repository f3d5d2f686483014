package io.stackdrift.process;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The end paths of the process runner on a made-up process table (the OS seam), in milliseconds:
 * one SIGTERM each, SIGKILL after the grace for what stays, and everything that belongs to a run
 * found: descendants, session members whose parent is gone, and marked processes of the run. The
 * fault ITs hold the same on real processes.
 */
class ProcessTreeTest {
  private static final Duration GRACE = Duration.ofMillis(40);
  private static final ProcessTree.Scope NO_SESSION = new ProcessTree.Scope(s -> false, null, 0);
  private final FakeProcesses os = new FakeProcesses();
  private final ProcessTree tree = new ProcessTree(os, Duration.ofMillis(1));

  @Test
  void aTreeThatStopsOnSigtermGetsOneEachAndNoKill() {
    os.add(100, 1, 100, 10, null);
    os.add(101, 100, 100, 11, null);
    os.add(102, 101, 100, 12, null);
    tree.terminateAll(known(100), NO_SESSION, GRACE);
    for (long pid : List.of(100L, 101L, 102L)) {
      assertFalse(os.get(pid).alive, pid + " stopped");
      assertEquals(1, os.get(pid).terms, pid + ": one SIGTERM");
      assertEquals(0, os.get(pid).kills, pid + ": no SIGKILL");
    }
  }

  @Test
  void whatIgnoresSigtermGetsOneAndIsKilledOnceTheGraceHasPassed() {
    os.add(100, 1, 100, 10, null).ignoringTerm();
    os.add(101, 100, 100, 11, null);
    long start = System.nanoTime();
    tree.terminateAll(known(100), NO_SESSION, GRACE);
    long tookMs = (System.nanoTime() - start) / 1_000_000;
    assertEquals(1, os.get(100).terms, "a second SIGTERM makes OpenTofu stop at once, cutting its graceful stop");
    assertEquals(1, os.get(100).kills);
    assertFalse(os.get(100).alive);
    assertEquals(0, os.get(101).kills, "its child stopped on SIGTERM");
    assertTrue(tookMs >= GRACE.toMillis(), "the grace passed first: " + tookMs + " ms");
  }

  @Test
  void aSessionMemberWhoseParentIsGoneIsFound() {
    os.add(100, 1, 100, 10, null);
    os.add(200, 1, 100, 20, null); // left behind: reparented to init, still in the tool's session
    os.add(300, 1, 300, 30, null); // another session
    tree.terminateAll(known(100), new ProcessTree.Scope(s -> s == 100, null, 0), GRACE);
    assertFalse(os.get(200).alive);
    assertTrue(os.get(300).alive, "not of the run");
    assertEquals(0, os.get(300).terms);
  }

  @Test
  void markedProcessesOfTheRunStartedSinceItAreFoundAndNoOthers() {
    os.add(400, 1, 400, 500, "run-1"); // started its own session, carries the marker
    os.add(401, 1, 401, 5, "run-1"); // started before this JVM: its pid can only be a reused one
    os.add(402, 1, 402, 600, "run-2");
    os.add(FakeProcesses.SELF, 0, 1, 700, "run-1");
    tree.terminateAll(new HashSet<>(), new ProcessTree.Scope(s -> false, "run-1"::equals, 100), GRACE);
    assertFalse(os.get(400).alive);
    assertTrue(os.get(401).alive && os.get(402).alive && os.get(FakeProcesses.SELF).alive);
    assertEquals(0, os.get(FakeProcesses.SELF).terms, "never this JVM");
  }

  @Test
  void aChildStartedWhileStoppingIsFoundInTheNextRound() {
    os.add(100, 1, 100, 10, null).onTerm = p -> os.add(105, 100, 100, 15, null).ignoringTerm();
    tree.terminateAll(known(100), new ProcessTree.Scope(s -> s == 100, null, 0), GRACE);
    assertFalse(os.get(105).alive, "the late child is ended too");
    assertEquals(1, os.get(105).terms);
    assertEquals(1, os.get(105).kills);
  }

  @Test
  void withoutAProcessTableTheHandlesOwnDescendantsAreEnded() {
    os.withoutTable();
    os.add(100, 1, 100, 10, null);
    os.add(101, 100, 100, 11, null);
    os.add(200, 1, 100, 20, null);
    tree.terminateAll(known(100), new ProcessTree.Scope(s -> s == 100, null, 0), GRACE);
    assertFalse(os.get(101).alive);
    assertTrue(os.get(200).alive, "a session member is found through the table only");
  }

  @Test
  void findingSignalsNothing() {
    os.add(100, 1, 100, 10, null);
    os.add(101, 100, 100, 11, null);
    os.add(400, 1, 400, 500, "run-1");
    assertEquals(Set.of(100L, 101L, 400L), tree.findAll(new ProcessTree.Scope(s -> s == 100, "run-1"::equals, 0)));
    assertEquals(0, os.get(100).terms + os.get(101).terms + os.get(400).terms);
  }

  @Test
  void killingSendsSigkillOnlyAndRepeatsForLateChildren() {
    FakeProcesses.Proc tool = os.add(100, 1, 100, 10, null);
    os.add(101, 100, 100, 11, null);
    tree.killEvery(known(100), NO_SESSION);
    assertEquals(0, tool.terms + os.get(101).terms);
    assertEquals(1, tool.kills);
    assertEquals(1, os.get(101).kills);
  }

  private Set<ProcessHandle> known(long pid) {
    Set<ProcessHandle> set = new HashSet<>();
    set.add(os.get(pid));
    return set;
  }
}
