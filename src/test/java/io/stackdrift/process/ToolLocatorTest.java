package io.stackdrift.process;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Finding OpenTofu (contract §3): explicit choices first, then tofu, then terraform on PATH. */
class ToolLocatorTest {
  @TempDir Path root;
  private Path firstDir;
  private Path secondDir;

  @BeforeEach
  void createPathDirectories() throws IOException {
    firstDir = Files.createDirectory(root.resolve("first"));
    secondDir = Files.createDirectory(root.resolve("second"));
  }

  @Test
  void tofuIsPreferredOverTerraformEvenWhenTerraformComesEarlierOnPath() throws IOException {
    executable(firstDir, "terraform");
    Path tofu = executable(secondDir, "tofu");

    assertEquals(Optional.of(tofu), locator(path(firstDir, secondDir)).tofu(null, null, null).path());
  }

  @Test
  void terraformIsUsedWhenThereIsNoTofu() throws IOException {
    Path terraform = executable(secondDir, "terraform");

    assertEquals(Optional.of(terraform), locator(path(firstDir, secondDir)).tofu(null, null, null).path());
  }

  @Test
  void theFirstPathEntryWinsForTheSameName() throws IOException {
    Path first = executable(firstDir, "tofu");
    executable(secondDir, "tofu");

    assertEquals(Optional.of(first), locator(path(firstDir, secondDir)).tofu(null, null, null).path());
  }

  @Test
  void aNonExecutableFileOrADirectoryNamedTofuIsSkipped() throws IOException {
    Files.createFile(firstDir.resolve("tofu"));
    Files.createDirectory(secondDir.resolve("tofu"));
    Path terraform = executable(secondDir, "terraform");

    assertEquals(Optional.of(terraform), locator(path(firstDir, secondDir)).tofu(null, null, null).path());
  }

  @Test
  void flagWinsOverEnvironmentAndConfiguration() throws IOException {
    executable(firstDir, "tofu");
    Path fromFlag = executable(root, "tofu-flag");
    Path fromEnv = executable(root, "tofu-env");
    Path configured = executable(root, "tofu-config");
    Map<String, String> env = path(firstDir);
    env.put(ToolLocator.TOFU_ENV, fromEnv.toString());

    assertEquals(Optional.of(fromFlag), locator(env).tofu(fromFlag.toString(), configured.toString(), null).path());
  }

  @Test
  void environmentWinsOverConfigurationWhenNoFlagIsGiven() throws IOException {
    executable(firstDir, "tofu");
    Path fromEnv = executable(root, "tofu-env");
    Path configured = executable(root, "tofu-config");
    Map<String, String> env = path(firstDir);
    env.put(ToolLocator.TOFU_ENV, fromEnv.toString());

    assertEquals(Optional.of(fromEnv), locator(env).tofu(null, configured.toString(), null).path());
    assertEquals(Optional.of(fromEnv), locator(env).tofu("  ", configured.toString(), null).path(),
        "a blank flag is no choice");
  }

  @Test
  void configurationWinsOverPathWhenNothingElseIsChosen() throws IOException {
    executable(firstDir, "tofu");
    Path configured = executable(root, "tofu-config");
    Map<String, String> env = path(firstDir);
    env.put(ToolLocator.TOFU_ENV, "");

    assertEquals(Optional.of(configured), locator(env).tofu(null, configured.toString(), null).path());
  }

  @Test
  void anExplicitNameWithoutSlashIsLookedUpOnPath() throws IOException {
    Path pinned = executable(secondDir, "tofu-1.8");

    assertEquals(Optional.of(pinned), locator(path(firstDir, secondDir)).tofu("tofu-1.8", null, null).path());
  }

  @Test
  void aMissingExplicitPathReportsItAndDoesNotFallBackToPath() throws IOException {
    // The user asked for one binary; quietly running another would plan with the wrong version.
    executable(firstDir, "tofu");
    Path missing = root.resolve("opt/tofu-1.8/tofu");

    ToolLocator.Lookup lookup = locator(path(firstDir)).tofu(missing.toString(), null, null);

    assertFalse(lookup.path().isPresent());
    assertEquals(missing.toAbsolutePath() + " (not an executable file)", lookup.lookedFor());
  }

  @Test
  void anExplicitPathToANonExecutableFileIsReported() throws IOException {
    Path plain = Files.createFile(root.resolve("tofu"));

    ToolLocator.Lookup lookup = locator(path(firstDir)).tofu(plain.toString(), null, null);

    assertFalse(lookup.path().isPresent());
    assertTrue(lookup.lookedFor().contains(plain.toString()), lookup.lookedFor());
  }

  @Test
  void aMissingExplicitNameReportsThePathLookup() {
    ToolLocator.Lookup lookup = locator(path(firstDir)).tofu("tofu-9", null, null);

    assertFalse(lookup.path().isPresent());
    assertEquals("tofu-9 on PATH", lookup.lookedFor());
  }

  @Test
  void nothingFoundReportsBothNames() {
    ToolLocator.Lookup lookup = locator(path(firstDir, secondDir)).tofu(null, "", null);

    assertFalse(lookup.path().isPresent());
    assertEquals("tofu and terraform on PATH", lookup.lookedFor());
  }

  @Test
  void withoutPathNothingIsFound() throws IOException {
    // Empty entries would mean the working directory to a shell; a plan must not pick up ./tofu.
    executable(root, "tofu");
    Map<String, String> env = new HashMap<>();
    env.put("PATH", File.pathSeparator);

    assertEquals("tofu and terraform on PATH", locator(env).tofu(null, null, null).lookedFor());
    assertEquals("tofu and terraform on PATH", locator(Map.of()).tofu(null, null, null).lookedFor());
  }

  @Test
  void aFoundToolHasNothingToReport() throws IOException {
    executable(firstDir, "tofu");

    assertEquals("", locator(path(firstDir)).tofu(null, null, null).lookedFor());
  }

  private static ToolLocator locator(Map<String, String> env) {
    return new ToolLocator(env);
  }

  /** A fake environment whose PATH lists the directories in order. */
  private static Map<String, String> path(Path... dirs) {
    StringBuilder value = new StringBuilder();
    for (Path dir : dirs) {
      value.append(value.length() == 0 ? "" : File.pathSeparator).append(dir);
    }
    Map<String, String> env = new HashMap<>();
    env.put("PATH", value.toString());
    return env;
  }

  /** A stand-in for the real binary: only its name and execute permission matter to the locator. */
  private static Path executable(Path dir, String name) throws IOException {
    Path file = Files.createFile(dir.resolve(name));
    Files.writeString(file, "#!/bin/sh\nexit 0\n");
    Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
    return file;
  }
}
