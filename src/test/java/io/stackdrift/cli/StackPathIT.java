package io.stackdrift.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.stackdrift.testing.CliProcess;
import io.stackdrift.testing.TofuWorkspace;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --stack PATH} is relative to the workspace root, or absolute, whatever the directory the
 * command starts in (contract §1b): a path pasted from {@code list} works from anywhere.
 */
class StackPathIT {
  @TempDir Path tmp;

  private TofuWorkspace workspace() throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    ws.stack("stacks/a", "a", List.of(), null);
    ws.stack("stacks/b", "b", List.of(), null);
    Files.createDirectories(ws.root().resolve("sub"));
    return ws;
  }

  @Test
  void aPathFromTheRootSelectsFromASubdirectory() throws Exception {
    TofuWorkspace ws = workspace();
    String sub = ws.root().resolve("sub").toString();

    assertEquals(List.of("stacks/a"), listed("-C", sub, "--stack", "stacks/a"));
    assertEquals(List.of("stacks/b"), listed("-C", ws.root().resolve("stacks/a").toString(), "--stack", "stacks/b"));
    assertEquals(List.of("stacks/b"), listed("-C", sub, "--stack", "/stacks/b"));
    assertEquals(List.of("stacks/b"), listed("-C", sub, "--stack", ws.root().resolve("stacks/b").toString()));
  }

  @Test
  void aPathPastedFromListSelectsThatStack() throws Exception {
    TofuWorkspace ws = workspace();
    String pasted = CliRun.of("list", "-C", ws.root().toString()).out().lines().skip(2).findFirst().orElseThrow()
        .split("\\s+")[0];

    assertEquals("stacks/b", pasted);
    assertEquals(List.of("stacks/b"), listed("-C", ws.root().resolve("sub").toString(), "--stack", pasted));
  }

  /** The root is found with links resolved; an absolute path through a link to the workspace is inside it. */
  @Test
  void anAbsolutePathThroughALinkToTheWorkspaceSelects() throws Exception {
    TofuWorkspace ws = workspace();
    Path link = Files.createSymbolicLink(tmp.resolve("link"), ws.root());

    assertEquals(List.of("stacks/a"), listed("-C", link.resolve("sub").toString(), "--stack",
        link.resolve("stacks/a").toString()));
  }

  @Test
  void detectStartedInASubdirectoryTakesThePathFromTheRoot() throws Exception {
    TofuWorkspace ws = workspace();
    Path out = tmp.resolve("out.json");
    Process p = new ProcessBuilder(CliProcess.argv("detect", "--stack", "stacks/a", "--json"))
        .directory(ws.root().resolve("sub").toFile()).redirectOutput(out.toFile())
        .redirectError(tmp.resolve("err.txt").toFile()).start();
    assertTrue(p.waitFor(60, TimeUnit.SECONDS), "detect did not finish");
    String err = Files.readString(tmp.resolve("err.txt"), StandardCharsets.UTF_8);
    assertEquals(0, p.exitValue(), err);

    JsonNode stacks = new ObjectMapper().readTree(out.toFile()).get("stacks");
    assertEquals(1, stacks.size(), stacks.toString());
    assertEquals("stacks/a", stacks.get(0).get("runtimeRoot").asText());
  }

  @Test
  void aPathRelativeToTheCurrentDirectoryIsNotAStackAndTheErrorNamesTheRoot() throws Exception {
    TofuWorkspace ws = workspace();
    CliRun run = CliRun.of("list", "-C", ws.root().resolve("stacks").toString(), "--stack", "./b");

    assertEquals(1, run.code());
    assertTrue(run.err().contains("--stack ./b: no stack has this id or workspace path (paths are relative to the "
        + "workspace root " + ws.root().toRealPath() + ")"), run.err());
  }

  /** The PATH column of list under -C with the given arguments. */
  private static List<String> listed(String... args) {
    String[] argv = new String[args.length + 1];
    argv[0] = "list";
    System.arraycopy(args, 0, argv, 1, args.length);
    CliRun run = CliRun.of(argv);
    assertEquals(0, run.code(), run.err());
    return run.out().lines().skip(1).map(l -> l.split("\\s+")[0]).toList();
  }
}
