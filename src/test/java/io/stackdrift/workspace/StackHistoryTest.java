package io.stackdrift.workspace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.process.Cancellation;
import io.stackdrift.report.StackEntry;
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
  }

  private static void write(Path root, String relative, String text) throws Exception {
    Path file = root.resolve(relative);
    Files.createDirectories(file.getParent());
    Files.writeString(file, text);
  }
}
