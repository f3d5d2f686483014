package io.stackdrift.workspace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.terramate.RunEnvironment;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A run environment's CLI configuration chooses what the tool runs: trusted as the host's must be. */
class WorkspaceRunEnvironmentTest {
  @TempDir Path tmp;
  private Path root;

  @BeforeEach
  void workspace() throws Exception {
    root = Files.createDirectories(tmp.resolve("ws")).toRealPath();
    Files.writeString(root.resolve("root.tm"), """
        terramate {
          config {
            run {
              env {
                TF_CLI_CONFIG_FILE = "${terramate.root.path.fs.absolute}/cli.tfrc"
                REGION             = "eu"
              }
            }
          }
        }
        """);
    Files.createDirectories(root.resolve("a"));
    Files.writeString(root.resolve("a/stack.tm"), "stack {}\n");
    Files.writeString(root.resolve("cli.tfrc"), "provider_installation {}\n");
  }

  @Test
  void aCliConfigurationOfTheUsersOwnIsUsed() throws Exception {
    RunEnvironment env = runEnvironment();

    assertFalse(env.failed(), env.error());
    assertEquals(root + "/cli.tfrc", env.variables().get("TF_CLI_CONFIG_FILE"));
  }

  @Test
  void aCliConfigurationOthersCanChangeFailsTheStack() throws Exception {
    Files.setPosixFilePermissions(root.resolve("cli.tfrc"), PosixFilePermissions.fromString("rw-rw-rw-"));

    RunEnvironment env = runEnvironment();

    assertTrue(env.failed());
    assertTrue(env.error().startsWith("root.tm:5:9: terramate.config.run.env.TF_CLI_CONFIG_FILE: "), env.error());
    assertTrue(env.error().contains(root + "/cli.tfrc is writable by others"), env.error());
    assertEquals("root.tm:5:9: terramate.config.run.env.TF_CLI_CONFIG_FILE: the file it names could be changed by "
        + "another user ('stackdrift list --run-env' says which and why)", env.detail(),
        "the path is the value: reports never show it (contract §13)");
  }

  @Test
  void toolsCliConfigWinsAndTheStacksChoiceIsLeftOut() throws Exception {
    Files.setPosixFilePermissions(root.resolve("cli.tfrc"), PosixFilePermissions.fromString("rw-rw-rw-"));
    Files.writeString(root.resolve("own.tfrc"), "\n");
    Files.writeString(root.resolve("stackdrift.toml"), "[tools]\ncli_config = \"own.tfrc\"\n");

    RunEnvironment env = runEnvironment();

    assertFalse(env.failed(), env.error());
    assertEquals(Map.of("REGION", "eu"), env.variables());
  }

  private RunEnvironment runEnvironment() throws Exception {
    Workspace ws = WorkspaceLoader.load(root);
    return ws.runEnvironment(ws.stacks().get(0), Map.of());
  }
}
