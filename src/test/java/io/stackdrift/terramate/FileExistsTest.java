package io.stackdrift.terramate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.eval.HclEvalException;
import io.stackdrift.eval.HclLazyObject;
import io.stackdrift.workspace.Workspace;
import io.stackdrift.workspace.WorkspaceLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * tm_fileexists as OpenTofu's fileexists (relative to the stack, true for a regular file, false for
 * nothing, an error for a directory), bounded to the workspace as tm_file is.
 */
class FileExistsTest {
  @TempDir Path tmp;

  @Test
  void aRegularFileExistsAMissingOneDoesNot() throws Exception {
    HclLazyObject global = globals("""
        globals {
          present = tm_fileexists("config.txt")
          missing = tm_fileexists("nothing.txt")
          above   = tm_fileexists("../root.tm")
          dir     = tm_fileexists("sub")
          outside = tm_fileexists("../../../../../../etc/passwd")
          escape  = tm_fileexists("link")
        }
        """);

    assertEquals(true, global.attribute("present"));
    assertEquals(false, global.attribute("missing"));
    assertEquals(true, global.attribute("above"));
    HclEvalException dir = assertThrows(HclEvalException.class, () -> global.attribute("dir"));
    assertTrue(dir.getMessage().contains("is a directory, not a file"), dir.getMessage());
    HclEvalException outside = assertThrows(HclEvalException.class, () -> global.attribute("outside"));
    assertTrue(outside.getMessage().contains("is outside the workspace"), outside.getMessage());
    HclEvalException escape = assertThrows(HclEvalException.class, () -> global.attribute("escape"));
    assertTrue(escape.getMessage().contains("is outside the workspace"), escape.getMessage());
  }

  private HclLazyObject globals(String globals) throws Exception {
    Path root = tmp.resolve("ws");
    Files.createDirectories(root.resolve("a/sub"));
    Files.writeString(root.resolve("root.tm"), "terramate {}\n");
    Files.writeString(root.resolve("globals.tm"), globals);
    Files.writeString(root.resolve("a/stack.tm"), "stack {}\n");
    Files.writeString(root.resolve("a/config.txt"), "x\n");
    Files.writeString(tmp.resolve("secret.txt"), "s\n");
    Files.createSymbolicLink(root.resolve("a/link"), tmp.resolve("secret.txt"));
    Workspace ws = WorkspaceLoader.load(root.toRealPath());
    return (HclLazyObject) ws.terramate().generationScope(ws.stacks().get(0), EvaluationStop.NONE).variable("global");
  }
}
