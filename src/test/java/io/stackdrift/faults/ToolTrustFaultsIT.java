package io.stackdrift.faults;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.stackdrift.cli.CliRun;
import io.stackdrift.process.ToolLocator;
import io.stackdrift.testing.TofuWorkspace;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Never a clean report that checked nothing (contract §3, §4, §9): an exit code a wrapper lost, a
 * "tool" that prints nothing, a tool that is not there, a relative {@code tools.tofu}, and binaries
 * another user could change. Real plans where the fault allows them.
 */
class ToolTrustFaultsIT {
  private static final ObjectMapper JSON = new ObjectMapper();

  @Test
  void aWrapperThatLosesTheExitCodeIsAFailureNotClean(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    ws.stack("app", "app", List.of(), TofuWorkspace.dataResource("v1"));
    ws.apply("app");
    ws.write("app", "main.tf", TofuWorkspace.dataResource("v2")); // a real change: the plan exits 2
    // As CI shims do: the pipe's exit code is tee's, 0.
    Path wrapper = TofuWorkspace.standIn(tmp, "tofu-tee", TofuWorkspace.tool() + " \"$@\" | tee " + tmp.resolve("log"));

    CliRun run = CliRun.of("detect", "-C", ws.root().toString(), "--json", "--no-native", "--detailed-exitcode",
        "--tofu", wrapper.toString());
    JsonNode report = JSON.readTree(run.out());
    JsonNode stack = report.get("stacks").get(0);
    assertEquals("failed", stack.get("status").asText(), stack.toString());
    assertEquals(0, stack.get("planExitCode").asInt());
    assertEquals("the tool exited 0 but its plan shows 1 change: a wrapper may be hiding the exit code",
        stack.get("detail").asText());
    assertEquals("unknown", report.get("status").asText());
    assertEquals(3, run.code(), "never 'clean' for a plan that shows changes");
  }

  @Test
  void aToolThatPrintsNoPlanIsAFailureNotConverged(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    ws.stack("app", "app", List.of(), TofuWorkspace.dataResource("v1"));

    CliRun run = CliRun.of("detect", "-C", ws.root().toString(), "--json", "--no-native", "--tofu", "/bin/true");
    JsonNode stack = JSON.readTree(run.out()).get("stacks").get(0);
    assertEquals("failed", stack.get("status").asText(), stack.toString());
    assertTrue(stack.get("detail").asText().startsWith("the tool exited 0 and printed no plan"), stack.toString());
    assertFalse(run.out().contains("No drift detected"));
  }

  @Test
  void aMissingToolIsOneConfigurationErrorBeforeAnyPlan(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    ws.stack("a", "a", List.of(), TofuWorkspace.dataResource("v1"));
    ws.stack("b", "b", List.of(), TofuWorkspace.dataResource("v1"));

    CliRun run = CliRun.of("detect", "-C", ws.root().toString(), "--no-native", "--tofu", "/nonexistent/tofu",
        "--state-dir", tmp.resolve("state").toString());
    assertEquals(1, run.code(), run.out() + run.err());
    assertEquals("", run.out(), "no report: nothing was planned");
    assertEquals(1, run.err().lines().filter(l -> l.contains("/nonexistent/tofu")).count(),
        "said once, not once per stack:\n" + run.err());
    assertTrue(run.err().contains("nothing was run"), run.err());
    assertFalse(Files.exists(tmp.resolve("state").resolve("last-report.json")), "nothing recorded");
  }

  @Test
  void aRelativeToolsTofuIsTheWorkspaceRootsNotTheCallersDirectory(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    ws.stack("app", "app", List.of(), TofuWorkspace.dataResource("v1"));
    Path tools = Files.createDirectories(ws.root().resolve("tools"));
    TofuWorkspace.standIn(tools, "tofu", "exec " + TofuWorkspace.tool() + " \"$@\"");
    Files.writeString(ws.root().resolve("stackdrift.toml"), "[tools]\ntofu = \"tools/tofu\"\n");

    // The caller's directory (this JVM's) has no tools/tofu: the workspace's is found all the same.
    assertFalse(Files.exists(Path.of("tools", "tofu")));
    CliRun run = CliRun.of("detect", "-C", ws.root().toString(), "--json", "--no-native");
    assertEquals("drifted", JSON.readTree(run.out()).get("stacks").get(0).get("status").asText(), run.err());
  }

  @Test
  void aToolBinaryOthersCanWriteIsRefused(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    ws.stack("app", "app", List.of(), TofuWorkspace.dataResource("v1"));
    Path bin = Files.createDirectories(tmp.resolve("bin"));
    Path tool = TofuWorkspace.standIn(bin, "tofu", "exec " + TofuWorkspace.tool() + " \"$@\"");
    Files.setPosixFilePermissions(tool, PosixFilePermissions.fromString("rwxrwxrwx"));

    CliRun run = CliRun.of("detect", "-C", ws.root().toString(), "--no-native", "--tofu", tool.toString());
    assertEquals(1, run.code(), run.out() + run.err());
    assertTrue(run.err().contains(tool + " is writable by others: run 'chmod o-w " + tool + "'"), run.err());
  }

  @Test
  void aToolInADirectoryOthersCanWriteIsRefused(@TempDir Path tmp) throws Exception {
    Path bin = Files.createDirectories(tmp.resolve("shared-bin"));
    Files.setPosixFilePermissions(bin, PosixFilePermissions.fromString("rwxrwxrwx"));
    Path tool = TofuWorkspace.standIn(bin, "tofu", "exit 0");

    ToolLocator.Lookup lookup = new ToolLocator(Map.of("PATH", "/nonexistent")).tofu(tool.toString(), null, null);
    assertTrue(lookup.path().isEmpty());
    assertTrue(lookup.missingTofu().contains("which others can write"), lookup.missingTofu());
  }

  @Test
  void aRelativePathEntryIsNeverSearched(@TempDir Path tmp) throws Exception {
    // target/ is below this JVM's directory; "target/<dir>" and "." as PATH entries would depend on it.
    Path relative = Files.createDirectories(Path.of("target", "relative-path-" + tmp.getFileName()));
    try {
      TofuWorkspace.standIn(relative, "tofu", "exit 0");
      TofuWorkspace.standIn(relative, "terraform", "exit 0");
      ToolLocator.Lookup lookup = new ToolLocator(Map.of("PATH", relative + "::.")).tofu(null, null, null);
      assertTrue(lookup.path().isEmpty(), "found " + lookup.path());
    } finally {
      Files.deleteIfExists(relative.resolve("tofu"));
      Files.deleteIfExists(relative.resolve("terraform"));
      Files.deleteIfExists(relative);
    }
  }
}
