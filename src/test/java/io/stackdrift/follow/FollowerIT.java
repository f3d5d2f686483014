package io.stackdrift.follow;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.process.Cancellation;
import io.stackdrift.testing.GitRepo;
import io.stackdrift.testing.TreeHash;
import io.stackdrift.workspace.Workspace;
import io.stackdrift.workspace.WorkspaceLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The followed branch on real repositories (a bare remote on a file path, the operator's clone, a
 * second clone that pushes): each revision fetched, checked out clean and rendered in stackdrift's
 * own checkout, the operator's checkout untouched, and a fetch that fails never judged.
 */
class FollowerIT {
  private static final String GENERATE = "generate_hcl \"_gen.tf\" {\n  content {\n    locals {\n"
      + "      made = \"by terramate\"\n    }\n  }\n}\n";

  private Path home;
  private GitRepo remote;
  private GitRepo operator;
  private GitRepo pusher;
  private final List<String> warnings = new ArrayList<>();

  private Follower follower(Path tmp) throws Exception {
    home = tmp.resolve("home");
    remote = GitRepo.bare(tmp.resolve("remote.git"), home);
    GitRepo seed = GitRepo.init(tmp.resolve("seed"), home);
    Files.writeString(seed.dir().resolve("terramate.tm.hcl"), "terramate {\n  config {}\n}\n");
    Path app = Files.createDirectories(seed.dir().resolve("stacks/app"));
    Files.writeString(app.resolve("stack.tm.hcl"), "stack {\n  id = \"app\"\n}\n" + GENERATE);
    Files.writeString(app.resolve("main.tf"), "# v1\n");
    seed.commitAll("v1");
    seed.git("remote", "add", "origin", remote.dir().toString());
    seed.git("push", "-q", "origin", "main");
    operator = GitRepo.cloneOf(remote, tmp.resolve("operator"), home);
    pusher = GitRepo.cloneOf(remote, tmp.resolve("pusher"), home);
    Workspace ws = WorkspaceLoader.load(operator.dir());
    return new Follower(new FollowedBranch("origin", "main"), ws, Files.createDirectories(tmp.resolve("state")),
        Duration.ofSeconds(60), env(), warnings::add);
  }

  private Map<String, String> env() {
    Map<String, String> env = new HashMap<>(operator.env(GitRepo.DEFAULT_DATE));
    env.put("PATH", System.getenv("PATH"));
    return env;
  }

  @Test
  void eachPushIsJudgedInStackdriftsOwnCheckoutAndTheOperatorsIsUntouched(@TempDir Path tmp) throws Exception {
    Follower follower = follower(tmp);
    String before = TreeHash.of(operator.dir());
    Follower.Judged first = follower.next(new Cancellation());
    assertFalse(first.failed(), first.failure());
    assertEquals(operator.head(), first.revision().revision());
    assertEquals("main", first.revision().branch());
    assertEquals(remote.dir().toString(), first.revision().remote());
    Path checkout = tmp.resolve("state").resolve(OwnedCheckout.PLACE);
    assertEquals(checkout, first.workspace().root());
    assertEquals(WorkspaceLoader.load(operator.dir()).id(), first.workspace().id(), "the report keeps its stackId");
    assertTrue(Files.readString(checkout.resolve("stacks/app/_gen.tf")).contains("by terramate"),
        "generated code is rendered before the plans");
    assertEquals(1, warnings.size(), warnings.toString());
    assertTrue(warnings.get(0).contains("/stacks/app/_gen.tf (create)"), warnings.get(0));

    // init's files and a stray file of the last revision: the first stays, the second goes
    Files.createDirectories(checkout.resolve("stacks/app/.terraform")).resolve("kept").toFile().createNewFile();
    Files.writeString(checkout.resolve("stacks/app/stray.tf"), "# not in any revision\n");
    Files.writeString(pusher.dir().resolve("stacks/app/main.tf"), "# v2\n");
    String v2 = pusher.commitAll("v2");
    pusher.git("push", "-q", "origin", "main");
    Follower.Judged second = follower.next(new Cancellation());
    assertEquals(v2, second.revision().revision());
    assertEquals("# v2\n", Files.readString(checkout.resolve("stacks/app/main.tf")));
    assertTrue(Files.exists(checkout.resolve("stacks/app/.terraform/kept")), "init state stays between cycles");
    assertFalse(Files.exists(checkout.resolve("stacks/app/stray.tf")), "the checkout is clean");
    assertEquals(2, warnings.size(), "the new revision's inconsistency is told once: " + warnings);
    follower.next(new Cancellation());
    assertEquals(2, warnings.size(), "and not again for the same revision: " + warnings);
    assertEquals(v2, follower.head(new Cancellation()).revision(), "ls-remote sees the branch");

    assertEquals(before, TreeHash.of(operator.dir()), "the operator's checkout, .git included, is byte-identical");
  }

  @Test
  void aDeadRemoteIsNeverJudgedAndTheNextGoodFetchRecovers(@TempDir Path tmp) throws Exception {
    Follower follower = follower(tmp);
    String v1 = follower.next(new Cancellation()).revision().revision();
    Path moved = tmp.resolve("moved.git");
    Files.move(remote.dir(), moved);
    for (int i = 1; i <= 3; i++) {
      Follower.Judged dead = follower.next(new Cancellation());
      assertTrue(dead.failed());
      assertTrue(dead.failure().startsWith("fetching origin/main (" + remote.dir() + ") failed: "), dead.failure());
      assertTrue(dead.failure().endsWith("; last revision judged: " + v1.substring(0, 7)), dead.failure());
      assertEquals(v1, dead.revision().revision(), "the last revision judged");
      assertEquals(i, follower.failuresInARow());
    }
    assertNull(follower.head(new Cancellation()).revision(), "no revision is read from a dead remote");
    Files.move(moved, remote.dir());
    assertFalse(follower.next(new Cancellation()).failed());
    assertEquals(0, follower.failuresInARow(), "recovered by itself");
  }

  @Test
  void aRewrittenHistoryIsRefusedNotFollowedSilently(@TempDir Path tmp) throws Exception {
    Follower follower = follower(tmp);
    Files.writeString(pusher.dir().resolve("stacks/app/main.tf"), "# v2\n");
    pusher.commitAll("v2");
    pusher.git("push", "-q", "origin", "main");
    String v2 = follower.next(new Cancellation()).revision().revision();
    pusher.git("reset", "-q", "--hard", "HEAD^");
    Files.writeString(pusher.dir().resolve("stacks/app/main.tf"), "# v2, again\n");
    pusher.commitAll("v2 rewritten");
    pusher.git("push", "-q", "--force", "origin", "main");
    Follower.Judged rewritten = follower.next(new Cancellation());
    assertTrue(rewritten.failed());
    assertTrue(rewritten.failure().contains("history was rewritten"), rewritten.failure());
    assertTrue(rewritten.failure().contains("last revision judged: " + v2.substring(0, 7)), rewritten.failure());
  }

  @Test
  void aMissingRemoteNamesIt(@TempDir Path tmp) throws Exception {
    follower(tmp);
    Follower other = new Follower(new FollowedBranch("upstream", "main"), WorkspaceLoader.load(operator.dir()),
        tmp.resolve("state"), Duration.ofSeconds(60), env(), warnings::add);
    Follower.Judged judged = other.next(new Cancellation());
    assertTrue(judged.failure().startsWith("cannot follow upstream/main: "), judged.failure());
    assertTrue(judged.failure().contains("no remote 'upstream'"), judged.failure());
    assertTrue(judged.failure().endsWith("no revision judged yet"), judged.failure());
  }

  @Test
  void remoteSlashBranchIsParsedAsGitNamesThem() {
    assertEquals(new FollowedBranch("origin", "release/2026"), FollowedBranch.parse("origin/release/2026"));
    for (String bad : List.of("main", "origin/", "/main", "origin/-x", "origin/a..b", "origin/a b", "-o/main",
        "origin/x.lock")) {
      assertThrows(IllegalArgumentException.class, () -> FollowedBranch.parse(bad), bad);
    }
  }

  /**
   * A checkout whose {@code .git} is a link (here to the operator's repository) is never fetched
   * into or checked out: git would follow the link, and a forced checkout and a clean would run in
   * the operator's work tree.
   */
  @Test
  void aCheckoutWhoseRepositoryIsALinkIsRefusedAndTheLinkedRepositoryIsUntouched(@TempDir Path tmp)
      throws Exception {
    Follower follower = follower(tmp);
    Path checkout = Files.createDirectories(tmp.resolve("state").resolve(OwnedCheckout.PLACE));
    Files.createSymbolicLink(checkout.resolve(".git"), operator.dir().resolve(".git"));
    Files.writeString(operator.dir().resolve("uncommitted.txt"), "the operator's work\n");
    String before = TreeHash.of(operator.dir());

    Follower.Judged judged = follower.next(new Cancellation());

    assertTrue(judged.failed(), "a repository behind a link is not judged");
    assertTrue(judged.failure().contains("is not a directory"), judged.failure());
    assertEquals(before, TreeHash.of(operator.dir()), "the operator's checkout, .git included, is unchanged");
    OwnedCheckout.Step step = new OwnedCheckout(tmp.resolve("state"), env()).checkout(operator.head(),
        new Cancellation());
    assertFalse(step.ok(), "no checkout where the repository is not stackdrift's own");
    assertEquals(before, TreeHash.of(operator.dir()));
  }
}
