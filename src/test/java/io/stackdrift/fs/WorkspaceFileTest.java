package io.stackdrift.fs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Generated code is written inside the workspace only, never through a link (contract §15). */
class WorkspaceFileTest {
  @TempDir
  Path tmp;

  @Test
  void writesAFileAndTheDirectoriesItNeeds() throws IOException {
    Path root = Files.createDirectory(tmp.resolve("ws")).toRealPath();
    WorkspaceFile.replace(root, root.resolve("stack/sub/main.tf"), "a = 1\n".getBytes());
    assertEquals("a = 1\n", Files.readString(root.resolve("stack/sub/main.tf")));
    WorkspaceFile.replace(root, root.resolve("stack/sub/main.tf"), "a = 2\n".getBytes());
    assertEquals("a = 2\n", Files.readString(root.resolve("stack/sub/main.tf")));
  }

  @Test
  void refusesAPathOutsideTheWorkspace() throws IOException {
    Path root = Files.createDirectory(tmp.resolve("ws")).toRealPath();
    assertThrows(IOException.class, () -> WorkspaceFile.replace(root, tmp.toRealPath().resolve("out.tf"),
        "x".getBytes()));
    assertThrows(IOException.class, () -> WorkspaceFile.replace(root, root.resolve("a/../../out.tf"), "x".getBytes()));
    assertFalse(Files.exists(tmp.resolve("out.tf")));
  }

  @Test
  void writesNothingThroughALinkedDirectoryOrFile() throws IOException {
    Path root = Files.createDirectory(tmp.resolve("ws")).toRealPath();
    Path outside = Files.createDirectory(tmp.resolve("outside")).toRealPath();
    Files.createSymbolicLink(root.resolve("linked"), outside);
    assertThrows(IOException.class, () -> WorkspaceFile.replace(root, root.resolve("linked/main.tf"), "x".getBytes()));
    assertFalse(Files.exists(outside.resolve("main.tf")));
    Path target = Files.writeString(outside.resolve("target.tf"), "kept");
    Files.createSymbolicLink(root.resolve("file.tf"), target);
    assertThrows(IOException.class, () -> WorkspaceFile.replace(root, root.resolve("file.tf"), "x".getBytes()));
    assertThrows(IOException.class, () -> WorkspaceFile.delete(root, root.resolve("file.tf")));
    assertEquals("kept", Files.readString(target));
    assertTrue(Files.isSymbolicLink(root.resolve("file.tf")));
  }
}
