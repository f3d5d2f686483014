package io.stackdrift.git;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.process.Cancellation;
import io.stackdrift.process.ProcessRunner;
import io.stackdrift.testing.GitCalls;
import io.stackdrift.testing.GitRepo;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The provenance of a run, read from real repositories the test makes (contract §14). */
class ProvenanceTest {

  @Test
  void outsideAWorkTreeThereIsNoneAndNothingToSay(@TempDir Path tmp) throws Exception {
    Path plain = Files.createDirectories(tmp.resolve("plain"));
    Provenance.Reading reading = read(plain, GitRepo.init(tmp.resolve("unused"), tmp.resolve("home")));
    assertNull(reading.state());
    assertNull(reading.warning(), "outside git nothing warns");
  }

  @Test
  void aCleanCommitNamesRevisionBranchTimeAndNoRemote(@TempDir Path tmp) throws Exception {
    GitRepo repo = GitRepo.init(tmp.resolve("repo"), tmp.resolve("home"));
    Files.writeString(repo.dir().resolve("main.tf"), "# one\n");
    String revision = repo.commitAll("first");
    RepositoryState state = read(repo.dir(), repo).state();
    assertNotNull(state);
    assertEquals(revision, state.revision());
    assertEquals("main", state.branch());
    assertNull(state.committedAt(), "read with the history, in the same git log as changedAt");
    assertNull(state.remote());
    assertEquals(List.of(), state.changed());
    assertEquals(revision.substring(0, 7), state.shortRevision());
  }

  @Test
  void theRemoteIsShownWithoutCredentialsAndTheBranchsRemoteWins(@TempDir Path tmp) throws Exception {
    GitRepo repo = GitRepo.init(tmp.resolve("repo"), tmp.resolve("home"));
    repo.commitAll("first");
    repo.git("remote", "add", "origin", "https://ci-bot:s3cret@git.example.invalid/org/infra.git");
    assertEquals("https://git.example.invalid/org/infra.git", read(repo.dir(), repo).state().remote());
    GitRepo bare = GitRepo.bare(tmp.resolve("mirror.git"), tmp.resolve("home"));
    repo.git("remote", "add", "mirror", bare.dir().toString());
    repo.git("push", "-q", "-u", "mirror", "main");
    assertEquals(bare.dir().toString(), read(repo.dir(), repo).state().remote(), "the branch follows mirror");
  }

  @Test
  void changesBelowTheWorkspaceAreListedRelativeToIt(@TempDir Path tmp) throws Exception {
    GitRepo repo = GitRepo.init(tmp.resolve("repo"), tmp.resolve("home"));
    Path ws = Files.createDirectories(repo.dir().resolve("infra"));
    Files.createDirectories(ws.resolve("stacks/a"));
    Files.writeString(ws.resolve("stacks/a/main.tf"), "# a\n");
    Files.writeString(ws.resolve("stacks/a/old.tf"), "# old\n");
    Files.writeString(repo.dir().resolve("README.md"), "outside the workspace\n");
    repo.commitAll("first");
    Files.writeString(ws.resolve("stacks/a/main.tf"), "# a, edited\n");
    Files.createDirectories(ws.resolve("stacks/b"));
    Files.writeString(ws.resolve("stacks/b/new file.tf"), "# untracked, with a space\n");
    repo.git("mv", "infra/stacks/a/old.tf", "infra/stacks/a/renamed.tf");
    Files.writeString(repo.dir().resolve("README.md"), "edited outside\n");
    Files.writeString(ws.resolve(".gitignore"), "*.tfstate\n");
    Files.writeString(ws.resolve("stacks/a/terraform.tfstate"), "{}\n");
    RepositoryState state = read(ws, repo).state();
    assertEquals(List.of(".gitignore", "stacks/a/main.tf", "stacks/a/old.tf", "stacks/a/renamed.tf",
        "stacks/b/new file.tf"), state.changed(), "ignored files and files outside the workspace are not listed");
    assertFalse(state.changedOverflow());
  }

  @Test
  void aCleanTreeCostsTheStatusAndTheRemoteAndAChangedOneWhereTheWorkspaceSits(@TempDir Path tmp)
      throws Exception {
    GitRepo repo = GitRepo.init(tmp.resolve("repo"), tmp.resolve("home"));
    Path ws = Files.createDirectories(repo.dir().resolve("infra"));
    Files.writeString(ws.resolve("main.tf"), "# a\n");
    String revision = repo.commitAll("first");
    GitCalls calls = GitCalls.in(tmp);
    try (ProcessRunner runner = new ProcessRunner()) {
      Git git = new Git(ws, calls.path(env(repo)), runner, new Cancellation());
      assertEquals(revision, Provenance.read(git).state().revision());
      List<String> clean = calls.take();
      assertEquals(2, clean.size(), clean.toString());
      assertTrue(clean.get(0).contains("status --porcelain=v2 --branch -z"), clean.toString());
      assertTrue(clean.get(1).contains("config"), clean.toString());

      Files.writeString(ws.resolve("main.tf"), "# a, edited\n");
      assertEquals(List.of("main.tf"), Provenance.read(git).state().changed(), "placed below the workspace");
      List<String> changed = calls.take();
      assertEquals(3, changed.size(), changed.toString());
      assertTrue(changed.get(1).contains("rev-parse --show-prefix"), changed.toString());
    }
  }

  @Test
  void insideTheGitDirectoryThereIsNoWorkTreeAndNothingToSay(@TempDir Path tmp) throws Exception {
    GitRepo repo = GitRepo.init(tmp.resolve("repo"), tmp.resolve("home"));
    repo.commitAll("first");
    Provenance.Reading reading = read(repo.dir().resolve(".git"), repo);
    assertNull(reading.state());
    assertNull(reading.warning(), String.valueOf(reading.warning()));
  }

  @Test
  void aDetachedHeadHasNoBranch(@TempDir Path tmp) throws Exception {
    GitRepo repo = GitRepo.init(tmp.resolve("repo"), tmp.resolve("home"));
    String first = repo.commitAll("first");
    repo.commitAll("second");
    repo.git("checkout", "-q", "--detach", first);
    RepositoryState state = read(repo.dir(), repo).state();
    assertEquals(first, state.revision());
    assertNull(state.branch());
  }

  @Test
  void aRepositoryWithoutACommitHasNoRevision(@TempDir Path tmp) throws Exception {
    GitRepo repo = GitRepo.init(tmp.resolve("repo"), tmp.resolve("home"));
    Provenance.Reading reading = read(repo.dir(), repo);
    assertNull(reading.state());
    assertNull(reading.warning());
  }

  @Test
  void aMissingGitIsOneWarningNeverAFailure(@TempDir Path tmp) throws Exception {
    GitRepo repo = GitRepo.init(tmp.resolve("repo"), tmp.resolve("home"));
    repo.commitAll("first");
    Map<String, String> env = new HashMap<>(repo.env(GitRepo.DEFAULT_DATE));
    env.put("PATH", tmp.resolve("empty").toString());
    try (ProcessRunner runner = new ProcessRunner()) {
      Provenance.Reading reading = Provenance.read(new Git(repo.dir(), env, runner, new Cancellation()));
      assertNull(reading.state());
      assertTrue(reading.warning().startsWith("no source revision in the report: git not found"),
          reading.warning());
    }
  }

  @Test
  void everyCallRunsWithTheRepositoryTreatedAsInput(@TempDir Path tmp) throws Exception {
    GitRepo repo = GitRepo.init(tmp.resolve("repo"), tmp.resolve("home"));
    Files.writeString(repo.dir().resolve("a.tf"), "# a\n");
    repo.commitAll("first");
    Path hooks = Files.createDirectories(repo.dir().resolve(".git/hooks"));
    Path planted = tmp.resolve("planted");
    Files.writeString(hooks.resolve("post-index-change"), "#!/bin/sh\ntouch " + planted + "\n");
    assertTrue(hooks.resolve("post-index-change").toFile().setExecutable(true));
    repo.git("config", "core.fsmonitor", "touch " + planted);
    try (ProcessRunner runner = new ProcessRunner()) {
      Git git = new Git(repo.dir(), env(repo), runner, new Cancellation());
      List<String> argv = git.argv(List.of("status"));
      assertTrue(argv.containsAll(List.of("core.fsmonitor=false", "core.hooksPath=/dev/null",
          "protocol.ext.allow=never", "--no-pager")), argv.toString());
      assertEquals("0", Git.environment(Map.of()).get("GIT_TERMINAL_PROMPT"));
    }
    Files.writeString(repo.dir().resolve("a.tf"), "# edited\n");
    assertEquals(List.of("a.tf"), read(repo.dir(), repo).state().changed());
    assertFalse(Files.exists(planted), "neither the repository's fsmonitor command nor its hooks ran");
  }

  private static Map<String, String> env(GitRepo repo) {
    Map<String, String> env = new HashMap<>(repo.env(GitRepo.DEFAULT_DATE));
    env.put("PATH", System.getenv("PATH"));
    return env;
  }

  private static Provenance.Reading read(Path dir, GitRepo repo) {
    try (ProcessRunner runner = new ProcessRunner()) {
      return Provenance.read(new Git(dir, env(repo), runner, new Cancellation()));
    }
  }
}
