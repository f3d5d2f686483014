package io.stackdrift.follow;

import io.stackdrift.git.Git;
import io.stackdrift.git.RemoteBranch;
import io.stackdrift.process.Cancellation;
import io.stackdrift.process.ProcessRunner;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * The repository stackdrift owns under the state directory, as a GitOps repository server keeps its
 * own clone: the followed branch is fetched into it alone (fast-forward only, no tags) and checked
 * out detached and clean, so every stack of a cycle reads one revision. The operator's repository
 * is only read (its remote's URL); nothing of it is written. Each OpenTofu stack's {@code .terraform},
 * lock file and local state stay between cycles (a cycle does not initialise again from nothing).
 */
public final class OwnedCheckout {
  /** Where the fetched revision is kept, apart from any branch. */
  static final String FOLLOWED_REF = "refs/stackdrift/followed";
  /** The local steps (init, checkout, clean) are quick; a fetch has its own bound. */
  private static final Duration LOCAL = Duration.ofMinutes(2);
  /**
   * What a clean leaves: each stack's init ({@code .terraform}, the lock file init writes) and any
   * local state an apply wrote here (never thrown away with the files of an old revision).
   */
  private static final List<String> KEPT = List.of("-e", ".terraform", "-e", ".terraform.lock.hcl", "-e", "*.tfstate",
      "-e", "*.tfstate.backup", "-e", "terraform.tfstate.d");

  /** Below the state directory: the work tree, its {@code .git} inside. */
  static final String PLACE = "follow/checkout";

  private final Path stateDir;
  private final Path dir;
  private final Map<String, String> env;

  /** The checkout under {@code stateDir}, made on first use. */
  public OwnedCheckout(Path stateDir, Map<String, String> env) {
    this.stateDir = stateDir;
    this.dir = stateDir.resolve(PLACE);
    this.env = Map.copyOf(env);
  }

  public Path dir() {
    return dir;
  }

  /** What a step gave: the revision (40 hex) or why it failed. */
  public record Step(String revision, String error) {
    static Step failed(String error) {
      return new Step(null, error);
    }

    public boolean ok() {
      return error == null;
    }
  }

  /**
   * Fetches {@code branch} (bounded by {@code limit}) and gives the revision it is at; a history
   * rewritten under the last fetch is refused, never followed silently.
   */
  public Step fetch(RemoteBranch branch, Duration limit, Cancellation cancel) {
    try (ProcessRunner runner = new ProcessRunner()) {
      String made = init(runner, cancel);
      if (made != null) {
        return Step.failed(made);
      }
      Git git = branch.git(dir, env, runner, cancel);
      Git.Answer fetched = git.runWithin(branch.fetchArgs(FOLLOWED_REF), limit);
      if (!fetched.ok()) {
        String why = branch.clean(fetched.error());
        return Step.failed(why.contains("rejected") || why.contains("non-fast-forward")
            ? "the branch's history was rewritten (" + why + "); to follow the new history, remove " + dir
            : why);
      }
      Git.Answer head = git.runWithin(List.of("rev-parse", "--verify", "--quiet", FOLLOWED_REF + "^{commit}"), LOCAL);
      String revision = head.stdout().strip();
      return head.ok() && revision.matches("[0-9a-f]{40,64}") ? new Step(revision, null)
          : Step.failed("the fetched branch has no commit");
    }
  }

  /** Checks {@code revision} out detached, and removes what is not in it (but each stack's {@code .terraform}). */
  public Step checkout(String revision, Cancellation cancel) {
    if (!owned()) { // git would find the repository above, which may be the operator's: never force a checkout there
      return Step.failed("no repository of stackdrift's at " + dir + "; the next cycle makes it again");
    }
    try (ProcessRunner runner = new ProcessRunner()) {
      Git git = new Git(dir, env, runner, cancel);
      Git.Answer out = git.runWithin(List.of("-c", "advice.detachedHead=false", "checkout", "--quiet", "--force",
          "--no-recurse-submodules", "--detach", revision), LOCAL);
      if (!out.ok()) {
        return Step.failed("checkout of " + revision + " in " + dir + " failed: " + out.error());
      }
      List<String> clean = new java.util.ArrayList<>(List.of("clean", "-ffdxq"));
      clean.addAll(KEPT);
      Git.Answer cleaned = git.runWithin(clean, LOCAL);
      return cleaned.ok() ? new Step(revision, null)
          : Step.failed("clean of " + dir + " failed: " + cleaned.error());
    }
  }

  /** The revision checked out here now (the last one judged, by this process or an earlier one); null when none. */
  public String checkedOut(Cancellation cancel) {
    if (!owned()) {
      return null;
    }
    try (ProcessRunner runner = new ProcessRunner()) {
      Git.Answer head = new Git(dir, env, runner, cancel).runWithin(List.of("rev-parse", "--verify", "--quiet",
          "HEAD^{commit}"), LOCAL);
      String revision = head.stdout().strip();
      return head.ok() && revision.matches("[0-9a-f]{40,64}") ? revision : null;
    }
  }

  /** The commit time of {@code revision}, UTC ISO seconds; null when git cannot tell. */
  public String committedAt(String revision, Cancellation cancel) {
    try (ProcessRunner runner = new ProcessRunner()) {
      Git.Answer log = new Git(dir, env, runner, cancel).runWithin(List.of("log", "-1", "--format=%ct", revision),
          LOCAL);
      String seconds = log.stdout().strip();
      return log.ok() && seconds.matches("-?\\d+") ? java.time.Instant.ofEpochSecond(Long.parseLong(seconds))
          .toString() : null;
    }
  }

  /** Whether the checkout's own repository is there (a directory, not a link or a file naming another). */
  private boolean owned() {
    return Files.isDirectory(dir.resolve(".git"), java.nio.file.LinkOption.NOFOLLOW_LINKS);
  }

  /** Makes the repository on first use; null when it is there, else why it could not be made. */
  private String init(ProcessRunner runner, Cancellation cancel) {
    if (owned()) {
      return null;
    }
    if (Files.exists(dir.resolve(".git"), java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
      return dir.resolve(".git") + " is not a directory (a link or a file naming another repository); remove "
          + dir + " and the next cycle makes it again";
    }
    Git git = new Git(stateDir, env, runner, cancel);
    Git.Answer made = git.runWithin(List.of("init", "--quiet", PLACE), LOCAL);
    return made.ok() ? null : "cannot make the repository " + dir + ": " + made.error();
  }
}
