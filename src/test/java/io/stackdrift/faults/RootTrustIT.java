package io.stackdrift.faults;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.testing.CliProcess;
import io.stackdrift.testing.Required;
import io.stackdrift.testing.TofuWorkspace;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.nio.file.attribute.UserPrincipal;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A root run in what another user controls (contract §9): a workspace, configuration file or stack
 * directory owned by another user, or writable by others, is refused unless the operator names the
 * workspace as safe; a CLI configuration another user owns is refused wherever it is named. Run as
 * root (CI is); the other user is {@code nobody}.
 */
class RootTrustIT {
  private static final int NOBODY = 65534;

  @BeforeEach
  void asRoot() throws Exception {
    Process id = new ProcessBuilder("id", "-u").start();
    if (!"0".equals(new String(id.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip())) {
      Required.skipOrFail("the checks of a root run need root");
    }
  }

  @Test
  void anotherUsersWorkspaceIsRefusedUnlessNamedSafe(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    ws.stack("app", "app", List.of(), TofuWorkspace.dataResource("v1"));
    Files.setAttribute(ws.root(), "unix:uid", NOBODY);

    Result refused = detect(tmp, ws.root(), Map.of());
    assertEquals(1, refused.code, refused.output);
    assertTrue(refused.output.contains("the workspace " + ws.root() + " is owned by uid " + NOBODY + ", not root"),
        refused.output);
    assertTrue(refused.output.contains("STACKDRIFT_SAFE_DIRECTORIES=" + ws.root()), refused.output);
    assertFalse(Files.exists(ws.dir("app").resolve(".terraform")), "nothing ran in the stack");

    Result named = detect(tmp, ws.root(), Map.of("STACKDRIFT_SAFE_DIRECTORIES", "/elsewhere:" + ws.root()));
    assertEquals(0, named.code, named.output);
    assertFalse(named.output.contains("owned by"), named.output);
    assertTrue(named.output.contains("Overall: "), "the run went on: " + named.output);
  }

  @Test
  void aStackDirectoryOthersCanWriteIsRefused(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    ws.stack("app", "app", List.of(), TofuWorkspace.dataResource("v1"));
    Files.setPosixFilePermissions(ws.dir("app"), PosixFilePermissions.fromString("rwxrwxrwx"));

    Result refused = detect(tmp, ws.root(), Map.of());

    assertEquals(1, refused.code, refused.output);
    assertTrue(refused.output.contains("the stack directory " + ws.dir("app") + " is writable by others"),
        refused.output);
  }

  @Test
  void aCliConfigurationAnotherUserOwnsIsRefusedFromTheEnvironmentAndTheConfiguration(@TempDir Path tmp)
      throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    ws.stack("app", "app", List.of(), TofuWorkspace.dataResource("v1"));
    Path rc = Files.writeString(tmp.resolve("their.tfrc"), "provider_installation {\n  direct {}\n}\n");
    UserPrincipal nobody = tmp.getFileSystem().getUserPrincipalLookupService().lookupPrincipalByName("nobody");
    Files.setOwner(rc, nobody);

    for (String name : List.of("TF_CLI_CONFIG_FILE", "TERRAFORM_CONFIG")) {
      Result refused = detect(tmp, ws.root(), Map.of(name, rc.toString()));
      assertEquals(1, refused.code, refused.output);
      assertTrue(refused.output.contains(name + ": " + rc + " is owned by uid " + NOBODY), refused.output);
    }
    Files.writeString(ws.root().resolve("stackdrift.toml"), "[tools]\ncli_config = \"" + rc + "\"\n");
    Result configured = detect(tmp, ws.root(), Map.of());
    assertEquals(1, configured.code, configured.output);
    assertTrue(configured.output.contains("tools.cli_config: " + rc + " is owned by uid " + NOBODY),
        configured.output);
  }

  @Test
  void noPlanIsSavedInATmpAnotherUserOwnsAndNothingIsHealed(@TempDir Path tmp) throws Exception {
    Path root = TofuWorkspace.drifted(tmp, "[watch]\nheal = \"any\"\n");
    Path plans = Files.createDirectories(tmp.resolve("state").resolve("tmp"));
    // a state directory taken over with chown, not chown -R: its tmp/ is still another user's
    Files.setPosixFilePermissions(plans, PosixFilePermissions.fromString("rwxrwxrwx"));
    Files.setAttribute(plans, "unix:uid", NOBODY);

    Result watch = stackdrift(Map.of(), "watch", "-C", root.toString(), "--no-native", "--state-dir",
        tmp.resolve("state").toString(), "--interval", "1s", "--jitter", "0s", "--max-cycles", "1", "--self-heal");

    assertTrue(watch.output.contains("plans are not saved, so no stack shows its attributes and none is healed: "
        + plans + " is owned by uid " + NOBODY + ", not by the user running stackdrift (uid 0)"), watch.output);
    assertTrue(watch.output.contains("run 'chown -R root " + plans + " && chmod go-w " + plans + "'"), watch.output);
    assertTrue(watch.output.contains("self-heal: app failed: not healed: no saved plan"), watch.output);
    assertTrue(Files.readString(root.resolve("app").resolve("terraform.tfstate")).contains("\"v1\""),
        "nothing was applied");
    try (var entries = Files.list(plans)) {
      assertEquals(List.of(), entries.toList(), "no plan was saved there");
    }
  }

  private record Result(int code, String output) {}

  private static Result detect(Path tmp, Path root, Map<String, String> env) throws Exception {
    return stackdrift(env, "detect", "-C", root.toString(), "--no-native", "--state-dir",
        tmp.resolve("state").toString());
  }

  private static Result stackdrift(Map<String, String> env, String... args) throws Exception {
    ProcessBuilder pb = new ProcessBuilder(CliProcess.argv(args)).redirectErrorStream(true);
    pb.environment().putAll(env);
    Process p = pb.start();
    String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(p.waitFor(120, TimeUnit.SECONDS));
    return new Result(p.exitValue(), output);
  }
}
