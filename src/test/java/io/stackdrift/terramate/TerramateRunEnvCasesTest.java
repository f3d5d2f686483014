package io.stackdrift.terramate;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.stackdrift.discovery.Stack;
import io.stackdrift.testing.TerramateCaseFile;
import io.stackdrift.testing.TerramateCaseFile.Case;
import io.stackdrift.testing.TerramateSandbox;
import io.stackdrift.testing.TerramateSandbox.FileSteps;
import io.stackdrift.workspace.Workspace;
import io.stackdrift.workspace.WorkspaceLoader;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Terramate's run-environment cases as of v0.17.2 (e2etests/core/run_env_test.go at commit 9391082),
 * read from {@code terramate/run-env-cases.txt}: for each stack in run order, what its commands would
 * print of the named variables. The child's environment is the host's, then the stack's run environment
 * sorted by name, a name set twice keeping its last value at its last place (as Go's os/exec does).
 */
class TerramateRunEnvCasesTest {
  static List<Case> cases() throws IOException {
    return TerramateCaseFile.read("/terramate/run-env-cases.txt");
  }

  @Test
  void everyCaseIsRead() throws IOException {
    assertEquals(11, cases().size());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void runEnvironment(Case c, @TempDir Path tmp) throws Exception {
    Path root = TerramateSandbox.layOut(tmp.toRealPath(), c.steps(), FileSteps.WRITE);
    Map<String, String> host = new LinkedHashMap<>();
    c.env().forEach(e -> host.put(e.substring(0, e.indexOf('=')), e.substring(e.indexOf('=') + 1)));
    Workspace ws = WorkspaceLoader.load(root);
    List<String> printed = new ArrayList<>();
    for (Stack stack : ws.stacks()) {
      RunEnvironment run = ws.runEnvironment(stack, host);
      assertEquals(null, run.error(), stack.workspacePath());
      Map<String, String> child = new LinkedHashMap<>(host);
      child.keySet().removeAll(run.variables().keySet());
      child.putAll(run.variables());
      child.forEach((name, value) -> {
        if (c.args().contains(name)) {
          printed.add(stack.workspacePath() + ": " + value);
        }
      });
    }
    assertEquals(c.out(), printed);
  }
}
