package io.stackdrift.reconcile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.stackdrift.discovery.Stack;
import io.stackdrift.git.RemoteBranch;
import io.stackdrift.process.Cancellation;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A followed branch's heal (contract §14): the branch is asked before each apply, and an apply runs
 * only while it is at the revision judged; a branch that cannot be read applies nothing.
 */
class RevisionGuardOnBranchTest {
  private static final String JUDGED = "2786dfa0c1d54f0a2f9e7bd3a3d9e1c56a8b4e21";
  private static final String MOVED = "3f2a1bc0c1d54f0a2f9e7bd3a3d9e1c56a8b4e21";
  private static final Stack APP = new Stack("app", "app", "", List.of(), List.of(), List.of(), List.of(), List.of(),
      List.of(), "stacks/app", Path.of("stacks/app"), Path.of("stacks/app/stack.tm.hcl"), "workload", "app", "lab",
      "node-1");

  @Test
  void eachApplyAsksTheBranchAndRunsOnlyWhileItIsAtTheJudgedRevision() {
    Deque<RemoteBranch.Head> answers = new ArrayDeque<>(List.of(new RemoteBranch.Head(JUDGED, null),
        new RemoteBranch.Head(MOVED, null), new RemoteBranch.Head(null, "fatal: unable to connect")));
    RevisionGuard.Now now = RevisionGuard.onBranch(JUDGED, cancel -> answers.removeFirst()).read(null,
        new Cancellation());
    assertNull(now.refusal(APP), "the branch is still where it was judged");
    assertEquals("not healed: the branch moved from 2786dfa to 3f2a1bc since the plan", now.refusal(APP));
    assertEquals("not healed: the branch's revision cannot be read (fatal: unable to connect)", now.refusal(APP));
    assertEquals(JUDGED, now.revision(), "what an apply records as applied");
  }

  @Test
  void withoutAJudgedRevisionNothingIsApplied() {
    RevisionGuard.Now now = RevisionGuard.onBranch(null, cancel -> new RemoteBranch.Head(JUDGED, null)).read(null,
        new Cancellation());
    assertEquals("not healed: no revision of the followed branch was judged", now.refusal(APP));
  }
}
