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
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * tm_fileexists and tm_fileset as OpenTofu's fileexists and fileset (relative to the stack; true for
 * a regular file, false for nothing, an error for a directory; the regular files matching a
 * doublestar pattern, as a sorted set), bounded to the workspace as tm_file is. The fileset
 * patterns follow OpenTofu's lang/funcs/filesystem_test.go (TestFileSet).
 */
class WorkspaceFileFunctionsTest {
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

  @Test
  void filesetMatchesRegularFilesInsideTheWorkspace() throws Exception {
    HclLazyObject global = globals("""
        globals {
          all      = tm_fileset(".", "**")
          top      = tm_fileset(".", "*")
          txt      = tm_fileset(".", "**/*.txt")
          deep     = tm_fileset("sub", "*.txt")
          choice   = tm_fileset(".", "{config,sub/deep}.txt")
          class    = tm_fileset(".", "[cC]onfig.t?t")
          negated  = tm_fileset(".", "[!c]*")
          none     = tm_fileset("missing", "*")
          above    = tm_fileset("..", "a/sub/*.tmpl")
          outside  = tm_fileset("../../..", "*")
          upward   = tm_fileset(".", "../*")
        }
        """);

    assertEquals(List.of(".hidden", "config.txt", "stack.tm", "sub/deep.txt", "sub/x.tmpl"), global.attribute("all"),
        "a link leading outside is left out");
    assertEquals(List.of(".hidden", "config.txt", "stack.tm"), global.attribute("top"));
    assertEquals(List.of("config.txt", "sub/deep.txt"), global.attribute("txt"));
    assertEquals(List.of("deep.txt"), global.attribute("deep"));
    assertEquals(List.of("config.txt", "sub/deep.txt"), global.attribute("choice"));
    assertEquals(List.of("config.txt"), global.attribute("class"));
    assertEquals(List.of(".hidden", "stack.tm"), global.attribute("negated"));
    assertEquals(List.of(), global.attribute("none"));
    assertEquals(List.of("a/sub/x.tmpl"), global.attribute("above"));
    HclEvalException outside = assertThrows(HclEvalException.class, () -> global.attribute("outside"));
    assertTrue(outside.getMessage().contains("is outside the workspace"), outside.getMessage());
    HclEvalException upward = assertThrows(HclEvalException.class, () -> global.attribute("upward"));
    assertTrue(upward.getMessage().contains("leads out of the path"), upward.getMessage());
  }

  private HclLazyObject globals(String globals) throws Exception {
    Path root = tmp.resolve("ws");
    Files.createDirectories(root.resolve("a/sub"));
    Files.writeString(root.resolve("root.tm"), "terramate {}\n");
    Files.writeString(root.resolve("globals.tm"), globals);
    Files.writeString(root.resolve("a/stack.tm"), "stack {}\n");
    Files.writeString(root.resolve("a/config.txt"), "x\n");
    Files.writeString(root.resolve("a/.hidden"), "h\n");
    Files.writeString(root.resolve("a/sub/deep.txt"), "d\n");
    Files.writeString(root.resolve("a/sub/x.tmpl"), "t\n");
    Files.writeString(tmp.resolve("secret.txt"), "s\n");
    Files.createSymbolicLink(root.resolve("a/link"), tmp.resolve("secret.txt"));
    Workspace ws = WorkspaceLoader.load(root.toRealPath());
    return (HclLazyObject) ws.terramate().generationScope(ws.stacks().get(0), EvaluationStop.NONE).variable("global");
  }
}
