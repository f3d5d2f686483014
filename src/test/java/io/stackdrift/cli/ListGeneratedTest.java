package io.stackdrift.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.stackdrift.testing.TerramateSandbox;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code list --generated}: each stack's generated code as detect's outdated-code check finds it (§15). */
class ListGeneratedTest {
  @TempDir
  Path tmp;

  /** /stacks/a current, /stacks/b with a stale backend.tf and no release.txt, /stacks/c whose assertion fails. */
  private Path workspace() throws IOException {
    Path root = tmp.toRealPath();
    TerramateSandbox.build(root, List.of("s:stacks/a", "s:stacks/b", "s:stacks/c"));
    Files.writeString(root.resolve("stacks/generate.tm.hcl"), """
        generate_file "release.txt" {
          content = "v2\\n"
        }
        assert {
          assertion = terramate.stack.path.basename != "c"
          message   = "c is not rendered"
        }
        """);
    assertEquals(0, CliRun.of("generate", "-C", root.resolve("stacks/a").toString()).code());
    Files.writeString(root.resolve("stacks/b/release.txt"), "v1\n");
    return root;
  }

  @Test
  void textSaysCurrentOutdatedWithTheFilesOrTheErrorAndExitsOneForAnError() throws IOException {
    Path root = workspace();
    CliRun run = CliRun.of("list", "--generated", "-C", root.toString());
    assertEquals(1, run.code(), run.err());
    assertEquals("PATH       GENERATED\n/stacks/a  current\n/stacks/b  outdated: release.txt (update)\n",
        run.out().substring(0, run.out().indexOf("/stacks/c")), run.out());
    assertTrue(run.out().contains("/stacks/c  error: assertion failed"), run.out());
    assertTrue(run.out().contains("c is not rendered"), run.out());
    assertTrue(run.err().contains("1 of 3 stacks' generated code cannot be rendered; detect fails that stack"),
        run.err());
  }

  @Test
  void jsonHasTheStatusAndTheFilesPerStack() throws IOException {
    Path root = workspace();
    Files.delete(root.resolve("stacks/c/stack.tm.hcl")); // no longer a stack: nothing fails
    CliRun run = CliRun.of("list", "--generated", "--json", "-C", root.toString());
    assertEquals(0, run.code(), run.err());
    JsonNode stacks = new ObjectMapper().readTree(run.out());
    assertEquals(2, stacks.size(), run.out());
    assertEquals("{\"path\":\"/stacks/a\",\"stackId\":\"" + stacks.get(0).get("stackId").asText()
        + "\",\"status\":\"current\"}", stacks.get(0).toString());
    assertEquals("outdated", stacks.get(1).get("status").asText());
    assertEquals("[{\"name\":\"release.txt\",\"change\":\"update\"}]", stacks.get(1).get("files").toString());
  }

  @Test
  void generatedAndPathsAreTwoFormats() throws IOException {
    CliRun run = CliRun.of("list", "--generated", "--paths", "-C", workspace().toString());
    assertEquals(1, run.code(), "a usage error: " + run.err());
    assertTrue(run.err().contains("--generated prints each stack's generated code; --paths prints directories only"),
        run.err());
  }
}
