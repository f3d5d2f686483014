package io.stackdrift.tofu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.NullAndEmptySource;
import org.junit.jupiter.params.provider.ValueSource;

/** The environment a plan runs with (contract §3). */
class ToolEnvironmentTest {
  private static final Map<String, String> INHERITED = Map.of(
      "PATH", "/usr/local/bin:/usr/bin",
      "HOME", "/home/runner",
      "AWS_PROFILE", "lab",
      "TF_VAR_region", "eu-west-1",
      "TF_PLUGIN_CACHE_DIR", "/cache/plugins");

  @ParameterizedTest
  @ValueSource(strings = {"TF_CLI_ARGS", "TF_CLI_ARGS_plan", "TF_CLI_ARGS_init", "TF_LOG", "TF_LOG_PATH",
      "TF_LOG_PROVIDER", "TF_WORKSPACE", "TF_DATA_DIR"})
  void variablesThatChangeWhatAPlanDoesOrPrintsAreRemoved(String name) {
    Map<String, String> env = ToolEnvironment.forTofu(with(name, "-destroy"), null);

    assertFalse(env.containsKey(name), name + " must not reach tofu");
  }

  @Test
  void automationSettingsAreOnEvenWhenInheritedOtherwise() {
    Map<String, String> inherited = with("TF_INPUT", "1");
    inherited.put("TF_IN_AUTOMATION", "");
    inherited.put("CHECKPOINT_DISABLE", "0");

    Map<String, String> env = ToolEnvironment.forTofu(inherited, null);

    assertEquals("1", env.get("TF_IN_AUTOMATION"));
    assertEquals("0", env.get("TF_INPUT"));
    assertEquals("1", env.get("CHECKPOINT_DISABLE"));
  }

  @Test
  void cliConfigIsSetWhenGiven() {
    Map<String, String> env = ToolEnvironment.forTofu(with("TF_CLI_CONFIG_FILE", "/home/runner/.tofurc"),
        "/etc/stackdrift/tofu.rc");

    assertEquals("/etc/stackdrift/tofu.rc", env.get("TF_CLI_CONFIG_FILE"));
  }

  @ParameterizedTest
  @NullAndEmptySource
  @ValueSource(strings = {"  "})
  void inheritedCliConfigIsKeptWhenNoneIsGiven(String cliConfig) {
    Map<String, String> env = ToolEnvironment.forTofu(with("TF_CLI_CONFIG_FILE", "/home/runner/.tofurc"),
        cliConfig);

    assertEquals("/home/runner/.tofurc", env.get("TF_CLI_CONFIG_FILE"));
  }

  @Test
  void withoutCliConfigAnywhereNoneIsSet() {
    assertFalse(ToolEnvironment.forTofu(INHERITED, null).containsKey("TF_CLI_CONFIG_FILE"));
  }

  @Test
  void otherVariablesAreKeptAsInherited() {
    Map<String, String> inherited = with("TF_LOG", "TRACE");

    Map<String, String> env = ToolEnvironment.forTofu(inherited, null);

    Map<String, String> expected = new HashMap<>(INHERITED);
    expected.put("TF_IN_AUTOMATION", "1");
    expected.put("TF_INPUT", "0");
    expected.put("CHECKPOINT_DISABLE", "1");
    assertEquals(expected, env);
  }

  @Test
  void theCallersMapIsNotChangedAndTheResultIsReadOnly() {
    Map<String, String> inherited = with("TF_LOG", "TRACE");

    Map<String, String> env = ToolEnvironment.forTofu(inherited, null);

    assertEquals("TRACE", inherited.get("TF_LOG"));
    assertThrows(UnsupportedOperationException.class, () -> env.put("TF_LOG", "TRACE"));
  }

  /** The base environment plus one variable, in a map the test may change further. */
  @Test
  void aRunEnvironmentIsAddedOverTheToolsButCannotUndoWhatKeepsAPlanHonest() {
    Map<String, String> tool = ToolEnvironment.forTofu(INHERITED, null);
    Map<String, String> run = Map.of("TF_PLUGIN_CACHE_DIR", "/ws/.cache", "AWS_PROFILE", "prod",
        "TF_LOG", "TRACE", "TF_CLI_ARGS_plan", "-destroy", "TF_INPUT", "1", "TF_IN_AUTOMATION", "",
        "CHECKPOINT_DISABLE", "0", "TF_DATA_DIR", "/elsewhere");

    Map<String, String> env = ToolEnvironment.withRunEnvironment(tool, run);

    assertEquals("/ws/.cache", env.get("TF_PLUGIN_CACHE_DIR"));
    assertEquals("prod", env.get("AWS_PROFILE"), "the stack's definition wins over the host's");
    assertEquals("/home/runner", env.get("HOME"));
    for (String name : new String[] {"TF_LOG", "TF_CLI_ARGS_plan", "TF_DATA_DIR"}) {
      assertFalse(env.containsKey(name), name);
    }
    assertEquals("0", env.get("TF_INPUT"));
    assertEquals("1", env.get("TF_IN_AUTOMATION"));
    assertEquals("1", env.get("CHECKPOINT_DISABLE"));
    assertEquals(tool, ToolEnvironment.withRunEnvironment(tool, Map.of()));
  }

  private static Map<String, String> with(String name, String value) {
    Map<String, String> env = new HashMap<>(INHERITED);
    env.put(name, value);
    return env;
  }

  @Test
  void theStrippedVariablesAndAPluginCacheOthersCanWriteAreSaidOnce(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
      throws Exception {
    java.nio.file.Files.setPosixFilePermissions(dir, java.nio.file.attribute.PosixFilePermissions.fromString("rwxrwxrwx"));
    Map<String, String> env = new HashMap<>(INHERITED);
    env.put("TF_CLI_ARGS_plan", "-destroy");
    env.put("TF_LOG", "trace");
    env.put("TF_PLUGIN_CACHE_DIR", dir.toString());

    java.util.List<String> warnings = ToolEnvironment.warnings(env);

    assertEquals(2, warnings.size(), warnings.toString());
    assertEquals("the tool runs without TF_CLI_ARGS_plan, TF_LOG of the environment: they would change what a plan "
        + "does or prints", warnings.get(0));
    org.junit.jupiter.api.Assertions.assertTrue(warnings.get(1).startsWith("TF_PLUGIN_CACHE_DIR " + dir
        + " is writable by others"), warnings.get(1));
    assertEquals(java.util.List.of(), ToolEnvironment.warnings(INHERITED), "nothing to say");
  }

  @Test
  void aRunEnvironmentsPluginCacheIsJudgedWhereTheToolRunsIt(@TempDir Path stack) throws Exception {
    Path open = Files.createDirectory(stack.resolve("open"));
    Files.setPosixFilePermissions(open, PosixFilePermissions.fromString("rwxrwxrwx"));
    Path shut = Files.createDirectory(stack.resolve("shut"));
    Files.setPosixFilePermissions(shut, PosixFilePermissions.fromString("rwxr-xr-x"));

    assertTrue(ToolEnvironment.pluginCacheOthersCanWrite(stack, "open"), "relative to the stack's directory");
    assertTrue(ToolEnvironment.pluginCacheOthersCanWrite(stack, open.toString()));
    assertFalse(ToolEnvironment.pluginCacheOthersCanWrite(stack, "shut"));
    assertFalse(ToolEnvironment.pluginCacheOthersCanWrite(stack, "absent"), "the tool makes it, as its user");
    assertFalse(ToolEnvironment.pluginCacheOthersCanWrite(stack, null));
  }
}
