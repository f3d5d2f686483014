package io.stackdrift.workspace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import io.stackdrift.discovery.Stack;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code planHash} byte for byte as contract §7 defines it, computed here independently. */
class PlanHashTest {
  @TempDir Path tmp;

  @Test
  void everyRegularFileInByteOrderButSubStacksDotEntriesAndTheLockFile() throws Exception {
    Path app = dir("app");
    write(app, "main.tf", "resource \"terraform_data\" \"a\" {}\n");
    write(app, "a.tf", "# a\n");
    write(app, "vars.json", "{}");                    // not *.tf: still hashed
    write(app, "modules/net/main.tf", "# net\n");     // a local module below the stack: hashed
    write(app, "modules.txt", "m");                   // sorts before "modules/..." in byte order ('.' < '/')
    write(app, ".terraform.lock.hcl", "lock");        // written by init while the hash is taken
    write(app, ".terraform/providers/x", "binary");
    write(app, ".hidden", "h");
    write(app, "child/main.tf", "# a sub-stack of its own\n");
    Files.createSymbolicLink(app.resolve("link.tf"), app.resolve("main.tf")); // a link is no regular file
    Path other = dir("other");
    write(other, "main.tf", "# other\n");

    List<Stack> workspace = List.of(stack("app", app), stack("app/child", app.resolve("child")), stack("other", other));
    List<Stack> selection = List.of(workspace.get(2), workspace.get(0)); // run order as given

    ByteArrayOutputStream expected = new ByteArrayOutputStream();
    expected.writeBytes(bytes("other\n"));
    file(expected, "main.tf", "# other\n");
    expected.writeBytes(bytes("app\n"));
    file(expected, "a.tf", "# a\n");
    file(expected, "main.tf", "resource \"terraform_data\" \"a\" {}\n");
    file(expected, "modules.txt", "m");
    file(expected, "modules/net/main.tf", "# net\n");
    file(expected, "vars.json", "{}");
    String want = "sha256:" + HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
        .digest(expected.toByteArray()));

    assertEquals(want, PlanHash.of(selection, workspace));
  }

  @Test
  void aChangeInAnyFileOrTheOrderChangesTheHash() throws Exception {
    Path a = dir("a");
    write(a, "main.tf", "# a\n");
    write(a, "files/user-data.sh", "echo 1\n");
    Path b = dir("b");
    write(b, "main.tf", "# b\n");
    List<Stack> all = List.of(stack("a", a), stack("b", b));
    String before = PlanHash.of(all, all);

    assertNotEquals(before, PlanHash.of(List.of(all.get(1), all.get(0)), all));
    write(a, "files/user-data.sh", "echo 2\n");
    assertNotEquals(before, PlanHash.of(all, all));
    write(a, "files/user-data.sh", "echo 1\n");
    write(a, ".terraform.lock.hcl", "# written by init\n");
    assertEquals(before, PlanHash.of(all, all));
  }

  /**
   * Over a loaded workspace: after a stack's own files, the Terramate files of the directories above
   * it (root first, '/' path from the root) and the files its chain's imports read; a sibling's files
   * and a parent's other files are not covered.
   */
  @Test
  void theTerramateFilesAboveAStackAndItsImportsAreCovered() throws Exception {
    Path root = dir("ws");
    write(root, "terramate.tm.hcl", "terramate {\n  config {}\n}\n");
    write(root, "README.md", "not Terramate\n");
    write(root, "shared/common.tm", "globals {\n  region = \"eu\"\n}\n");
    write(root, "stacks/globals.tm.hcl", "import {\n  source = \"/shared/common.tm\"\n}\n");
    write(root, "stacks/app/stack.tm.hcl", "stack {\n  id = \"app\"\n}\n");
    write(root, "stacks/app/main.tf", "# app\n");
    write(root, "other/stack.tm.hcl", "stack {\n  id = \"other\"\n}\n");
    write(root, "other/globals.tm", "globals {\n  x = 1\n}\n");
    Workspace ws = WorkspaceLoader.load(root);
    Stack app = ws.stack("app");

    ByteArrayOutputStream expected = new ByteArrayOutputStream();
    expected.writeBytes(bytes("stacks/app\n"));
    file(expected, "main.tf", "# app\n");
    file(expected, "stack.tm.hcl", "stack {\n  id = \"app\"\n}\n");
    file(expected, "/terramate.tm.hcl", "terramate {\n  config {}\n}\n");
    file(expected, "/stacks/globals.tm.hcl", "import {\n  source = \"/shared/common.tm\"\n}\n");
    file(expected, "/shared/common.tm", "globals {\n  region = \"eu\"\n}\n");
    assertEquals("sha256:" + HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
        .digest(expected.toByteArray())), PlanHash.of(ws, List.of(app), () -> false));

    String before = PlanHash.of(ws, List.of(app), () -> false);
    write(root, "other/globals.tm", "globals {\n  x = 2\n}\n");
    write(root, "README.md", "edited\n");
    assertEquals(before, PlanHash.of(ws, List.of(app), () -> false), "a sibling's files do not feed app");
    write(root, "shared/common.tm", "globals {\n  region = \"us\"\n}\n");
    assertNotEquals(before, PlanHash.of(ws, List.of(app), () -> false), "an imported file feeds app");
  }

  private static void file(ByteArrayOutputStream out, String path, String content) {
    out.writeBytes(bytes(path + "\0" + bytes(content).length + "\0" + content));
  }

  private static byte[] bytes(String text) {
    return text.getBytes(StandardCharsets.UTF_8);
  }

  private Path dir(String name) throws Exception {
    return Files.createDirectories(tmp.resolve(name));
  }

  private static void write(Path dir, String relative, String content) throws Exception {
    Path file = dir.resolve(relative);
    Files.createDirectories(file.getParent());
    Files.writeString(file, content);
  }

  private Stack stack(String root, Path dir) {
    return new Stack(root, root, "", List.of(), List.of(), List.of(), List.of(), List.of(), List.of(), root, dir,
        dir.resolve("stack.tm.hcl"), "workload", root, "lab", "node-1");
  }
}
