package io.stackdrift.reconcile;

import io.stackdrift.discovery.Stack;
import io.stackdrift.git.Provenance;
import io.stackdrift.git.RemoteBranch;
import io.stackdrift.git.RepositoryState;
import io.stackdrift.process.Cancellation;
import io.stackdrift.terramate.Safeguards;
import io.stackdrift.workspace.StackInputs;
import io.stackdrift.workspace.Workspace;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * Applies only from the revision judged (contract §14): a heal or {@code reconcile --yes} applies a
 * stack only while {@code HEAD} is the revision its plan was judged at and the work tree has no
 * uncommitted or untracked change in the files that feed the stack (its directory, the Terramate
 * files above it, its imports). Terramate's {@code git-uncommitted} and {@code git-untracked}
 * safeguard switches lift the work-tree check, as they lift {@code terramate run}'s; a moved {@code
 * HEAD} is never applied. A run judged outside git ({@code judged} null) is not held. A watch that
 * follows a branch ({@link #onBranch}) applies only while the branch, asked with {@code git
 * ls-remote} just before each apply, is still at the revision judged.
 */
public final class RevisionGuard {
  /** How many changed files a refusal names before it counts the rest. */
  private static final int NAMED = 5;
  /** Nothing to hold: the run judged no revision. */
  public static final RevisionGuard NONE = new RevisionGuard(null, Safeguards.DEFAULT, Map.of());

  private final String judged;
  private final Safeguards safeguards;
  private final Map<String, String> env;
  /** The followed branch's revision now; null when the work tree is what was judged. */
  private final Function<Cancellation, RemoteBranch.Head> branchHead;

  /** {@code judged}: the revision the plans were judged at (null: none, outside git). */
  public RevisionGuard(String judged, Safeguards safeguards, Map<String, String> env) {
    this(judged, safeguards, env, null);
  }

  private RevisionGuard(String judged, Safeguards safeguards, Map<String, String> env,
      Function<Cancellation, RemoteBranch.Head> branchHead) {
    this.judged = judged;
    this.safeguards = safeguards;
    this.env = Map.copyOf(env);
    this.branchHead = branchHead;
  }

  /**
   * For a followed branch (contract §14): {@code judged} the revision the cycle checked out and
   * planned, {@code head} what the remote says the branch is at now ({@code git ls-remote}), asked
   * before each apply. The checkout is stackdrift's own, clean but for its rendered code: no work
   * tree check.
   */
  public static RevisionGuard onBranch(String judged, Function<Cancellation, RemoteBranch.Head> head) {
    return new RevisionGuard(judged, Safeguards.DEFAULT, Map.of(), head);
  }

  /** The work tree as it is now, read once before the applies; what {@link #refusal} checks against. */
  public Now read(Workspace ws, Cancellation cancel) {
    if (branchHead != null) {
      return new Now(ws, null, null, cancel);
    }
    if (judged == null) {
      return new Now(ws, null, null, cancel);
    }
    Provenance.Reading reading = Provenance.read(ws.root(), env, cancel);
    return new Now(ws, reading.state(), reading.state() == null ? (reading.warning() == null
        ? "the workspace is no longer in a git work tree" : reading.warning()) : null, cancel);
  }

  /** The revision judged, null when none. */
  public String judged() {
    return judged;
  }

  /** The work tree at the applies. */
  public final class Now {
    private final Workspace ws;
    private final RepositoryState state;
    private final String unreadable;
    private final Set<String> untracked;
    private final Cancellation cancel;

    Now(Workspace ws, RepositoryState state, String unreadable, Cancellation cancel) {
      this.ws = ws;
      this.state = state;
      this.unreadable = unreadable;
      this.cancel = cancel;
      this.untracked = state == null ? Set.of() : new HashSet<>(state.untracked());
    }

    /** The revision the applies run from, null when no revision was judged. */
    public String revision() {
      if (branchHead != null) {
        return judged;
      }
      return state == null ? null : state.revision();
    }

    /** Why {@code stack} must not be applied from this work tree, null when it may. */
    public String refusal(Stack stack) {
      if (branchHead != null) {
        return branchRefusal();
      }
      if (judged == null) {
        return null;
      }
      if (state == null) { // fail closed: a revision was judged and none can be read now
        return "not healed: the revision cannot be read (" + unreadable + ")";
      }
      if (!state.revision().equals(judged)) {
        return "not healed: HEAD moved from " + shortRevision(judged) + " to " + state.shortRevision()
            + " since the plan";
      }
      List<String> changes = changes(stack);
      if (!changes.isEmpty()) {
        return "not healed: the work tree has changes (" + named(changes) + ")";
      }
      return null;
    }

    /** Asked just before each apply: a branch that moved since the plan is not applied (fail closed when unknown). */
    private String branchRefusal() {
      if (judged == null) {
        return "not healed: no revision of the followed branch was judged";
      }
      RemoteBranch.Head head = branchHead.apply(cancel);
      if (head.revision() == null) {
        return "not healed: the branch's revision cannot be read (" + head.error() + ")";
      }
      if (!head.revision().equals(judged)) {
        return "not healed: the branch moved from " + shortRevision(judged) + " to " + shortRevision(head.revision())
            + " since the plan";
      }
      return null;
    }

    private List<String> changes(Stack stack) {
      boolean untrackedCount = safeguards.checks(Safeguards.Check.GIT_UNTRACKED);
      boolean uncommittedCount = safeguards.checks(Safeguards.Check.GIT_UNCOMMITTED);
      List<String> out = new ArrayList<>();
      if (state.changedOverflow() && (untrackedCount || uncommittedCount)) {
        out.add("more files than git's listing keeps");
      }
      for (String path : state.changed()) {
        if ((untracked.contains(path) ? untrackedCount : uncommittedCount) && StackInputs.feeds(ws, stack, path)) {
          out.add(path);
        }
      }
      return out;
    }
  }

  private static String named(List<String> files) {
    String named = String.join(", ", files.subList(0, Math.min(NAMED, files.size())));
    return files.size() > NAMED ? named + " and " + (files.size() - NAMED) + " more" : named;
  }

  private static String shortRevision(String revision) {
    return revision.length() > 7 ? revision.substring(0, 7) : revision;
  }
}
