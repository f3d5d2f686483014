package io.stackdrift.workspace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.process.Cancellation;
import io.stackdrift.report.StackEntry;
import io.stackdrift.testing.GitCalls;
import io.stackdrift.testing.GitRepo;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** changedAt (contract §14): the newest commit that changed a file a stack's plan reads, one git log for all. */
class StackHistoryTest {
  @Test
  void eachStackGetsTheNewestCommitOfItsOwnFilesAndItsModules(@TempDir Path tmp) throws Exception {
    GitRepo repo = GitRepo.init(tmp.resolve("ws"), tmp.resolve("home"));
    Path root = repo.dir();
    write(root, "terramate.tm.hcl", "terramate {\n  config {}\n}\n");
    write(root, "stacks/a/stack.tm.hcl", "stack {\n  id = \"a\"\n}\n");
    write(root, "stacks/a/main.tf", "module \"net\" {\n  source = \"../../modules/net\"\n}\n");
    write(root, "modules/net/main.tf", "module \"base\" {\n  source = \"../base\"\n}\n");
    write(root, "modules/base/main.tf", "# base\n");
    write(root, "stacks/a/child/stack.tm.hcl", "stack {\n  id = \"child\"\n}\n");
    write(root, "stacks/b/stack.tm.hcl", "stack {\n  id = \"b\"\n}\n");
    String first = repo.commitAll("stacks", "2026-11-01T00:00:00Z");
    write(root, "modules/base/main.tf", "# base, changed\n");
    String module = repo.commitAll("a module a calls through another", "2026-11-02T00:00:00Z");
    write(root, "stacks/a/child/main.tf", "# child\n");
    String child = repo.commitAll("the sub-stack", "2026-11-03T00:00:00Z");
    write(root, "README.md", "outside every stack\n");
    repo.commitAll("readme", "2026-11-04T00:00:00Z");

    Workspace ws = WorkspaceLoader.load(root);
    Map<String, String> env = new HashMap<>(repo.env(GitRepo.DEFAULT_DATE));
    env.put("PATH", System.getenv("PATH"));
    List<String> warnings = new ArrayList<>();
    Map<String, StackEntry.ChangedAt> changedAt = StackHistory.changedAt(ws, ws.stacks(), env, new Cancellation(),
        warnings::add);
    assertEquals(new StackEntry.ChangedAt(module.substring(0, 7), "2026-11-02T00:00:00Z"), changedAt.get("a"),
        "a module called through another; the sub-stack's commit is not a's");
    assertEquals(new StackEntry.ChangedAt(child.substring(0, 7), "2026-11-03T00:00:00Z"), changedAt.get("child"));
    assertEquals(new StackEntry.ChangedAt(first.substring(0, 7), "2026-11-01T00:00:00Z"), changedAt.get("b"));
    assertTrue(warnings.isEmpty(), warnings.toString());

    GitCalls calls = GitCalls.in(tmp);
    StackHistory.Found found = StackHistory.read(ws, ws.stacks(), repo.head(), calls.path(env), new Cancellation(),
        warnings::add);
    assertEquals(changedAt, found.changedAt(), "the same log, started at the revision judged");
    assertEquals("2026-11-04T00:00:00Z", found.committedAt(), "the revision's own time, from its first commit");
    List<String> started = calls.take();
    assertEquals(1, started.size(), "one git process for every stack and the commit time: " + started);
    assertTrue(started.get(0).contains(" log ") && started.get(0).contains("--sparse"), started.get(0));
  }

  @Test
  void theCommitTimeIsTheRevisionsEvenWhenItChangedNothingBelowTheWorkspace(@TempDir Path tmp) throws Exception {
    GitRepo repo = GitRepo.init(tmp.resolve("repo"), tmp.resolve("home"));
    Path root = repo.dir().resolve("infra");
    write(root, "terramate.tm.hcl", "terramate {\n  config {}\n}\n");
    write(root, "stacks/a/stack.tm.hcl", "stack {\n  id = \"a\"\n}\n");
    String first = repo.commitAll("stacks", "2026-11-01T00:00:00Z");
    write(repo.dir(), "docs/README.md", "outside the workspace\n");
    repo.commitAll("docs", "2026-11-05T00:00:00Z");
    Map<String, String> env = new HashMap<>(repo.env(GitRepo.DEFAULT_DATE));
    env.put("PATH", System.getenv("PATH"));
    Workspace ws = WorkspaceLoader.load(root);
    List<String> warnings = new ArrayList<>();
    StackHistory.Found found = StackHistory.read(ws, ws.stacks(), repo.head(), env, new Cancellation(),
        warnings::add);
    assertEquals("2026-11-05T00:00:00Z", found.committedAt());
    assertEquals(new StackEntry.ChangedAt(first.substring(0, 7), "2026-11-01T00:00:00Z"), found.changedAt().get("a"));
    assertEquals(List.of(), warnings);
    assertEquals("2026-11-05T00:00:00Z", StackHistory.read(ws, List.of(), repo.head(), env, new Cancellation(),
        warnings::add).committedAt(), "no stack planned: the commit time still");
  }

  private static void write(Path root, String relative, String text) throws Exception {
    Path file = root.resolve(relative);
    Files.createDirectories(file.getParent());
    Files.writeString(file, text);
  }
}
