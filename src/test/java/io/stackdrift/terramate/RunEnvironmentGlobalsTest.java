package io.stackdrift.terramate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.workspace.Workspace;
import io.stackdrift.workspace.WorkspaceLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A run environment evaluates the globals it needs, and those they reference; nothing else matters. */
class RunEnvironmentGlobalsTest {
  private static final String GLOBALS = """
      globals {
        token   = "s3cr3t-t0ken-value-that-is-longer-than-forty-characters"
        region  = "eu-${global.zone}"
        zone    = global.zones[0]
        zones   = ["west", "east"]
        broken  = tm_no_such_function()
        loop_a  = global.loop_b
        loop_b  = global.loop_a
      }
      globals "net" "vpc" {
        cidr = "10.0.0.0/16"
      }
      """;

  @TempDir Path tmp;

  @Test
  void aValueReadsGlobalsThroughOthersInAnyOrder() throws Exception {
    RunEnvironment env = runEnvironment("REGION = global.region\n  CIDR = global.net.vpc.cidr");

    assertEquals(Map.of("REGION", "eu-west", "CIDR", "10.0.0.0/16"), env.variables(), env.error());
  }

  @Test
  void aBrokenGlobalFailsOnlyTheValuesThatNeedIt() throws Exception {
    RunEnvironment env = runEnvironment("REGION = global.region\n  BAD = global.broken");

    assertTrue(env.failed());
    assertTrue(env.error().startsWith("root.tm:6:15: terramate.config.run.env.BAD: globals.tm:6:13: global.broken: "),
        env.error());
  }

  @Test
  void aCycleThatIsNeededIsAnErrorNamingIt() throws Exception {
    RunEnvironment env = runEnvironment("LOOP = global.loop_a");

    assertTrue(env.failed());
    assertTrue(env.error().contains("global.loop_a"), env.error());
  }

  @Test
  void theWholeObjectNeedsEveryGlobalButStillOnlyFailsOnAValueItReads() throws Exception {
    RunEnvironment env = runEnvironment("NAMES = tm_join(\",\", tm_keys(global))");

    assertEquals(Map.of("NAMES", "broken,loop_a,loop_b,net,region,token,zone,zones"), env.variables(), env.error());
  }

  @Test
  void anErrorThatQuotesAValueShowsItToTheOperatorButNotInTheDetailReportsCarry() throws Exception {
    RunEnvironment env = runEnvironment("PORT = tm_parseint(global.token, 10)", Map.of());
    String secret = "s3cr3t-t0ken-value-that-is-longer-than-forty-characters";

    assertTrue(env.failed());
    assertTrue(env.error().contains(secret.substring(0, 40)), env.error());
    assertFalse(env.detail().contains(secret.substring(0, 10)), env.detail());
    assertTrue(env.detail().startsWith("root.tm:5:22: terramate.config.run.env.PORT: tm_parseint: "), env.detail());
    assertTrue(env.detail().contains("\"…\""), env.detail());
  }

  /**
   * The globals the generated code evaluated whole are the ones the run environment reads: evaluated
   * once per stack for the run (a file changed in between is not read again).
   */
  @Test
  void theGlobalsTheGeneratedCodeEvaluatedAreTheRunEnvironmentsToo() throws Exception {
    Path root = tmp.toRealPath();
    Files.writeString(root.resolve("root.tm"), "terramate {\n  config {\n    run {\n      env {\n        RELEASE = "
        + "global.release\n      }\n    }\n  }\n}\n");
    Files.writeString(root.resolve("globals.tm"), "globals {\n  release = tm_trimspace(tm_file(\"release.txt\"))\n}\n");
    Files.createDirectories(root.resolve("a"));
    Files.writeString(root.resolve("a/stack.tm"), "stack {}\n");
    Files.writeString(root.resolve("a/release.txt"), "v1\n");
    Workspace ws = WorkspaceLoader.load(root);
    io.stackdrift.discovery.Stack stack = ws.stacks().get(0);
    io.stackdrift.eval.HclLazyObject global = (io.stackdrift.eval.HclLazyObject) ws.terramate()
        .generationScope(stack, EvaluationStop.NONE).variable("global");
    assertEquals("v1", global.attribute("release"));

    Files.writeString(root.resolve("a/release.txt"), "v2\n");
    assertEquals(Map.of("RELEASE", "v1"), ws.runEnvironment(stack, Map.of()).variables(),
        "the run environment read the globals already evaluated");
    Workspace reloaded = WorkspaceLoader.load(root);
    assertEquals(Map.of("RELEASE", "v2"), reloaded.runEnvironment(reloaded.stacks().get(0), Map.of()).variables(),
        "a workspace loaded again evaluates them again");
  }

  private RunEnvironment runEnvironment(String variables) throws Exception {
    return runEnvironment(variables, Map.of());
  }

  private RunEnvironment runEnvironment(String variables, Map<String, String> hostEnv) throws Exception {
    Path root = tmp.toRealPath();
    Files.writeString(root.resolve("root.tm"), "terramate {\n  config {\n    run {\n      env {\n  " + variables
        + "\n      }\n    }\n  }\n}\n");
    Files.writeString(root.resolve("globals.tm"), GLOBALS);
    Files.createDirectories(root.resolve("a"));
    Files.writeString(root.resolve("a/stack.tm"), "stack {}\n");
    Workspace ws = WorkspaceLoader.load(root);
    return ws.runEnvironment(ws.stacks().get(0), hostEnv);
  }
}
