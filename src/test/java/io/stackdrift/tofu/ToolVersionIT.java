package io.stackdrift.tofu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.cli.CliRun;
import io.stackdrift.process.ToolLocator;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** --version names the OpenTofu/Terraform a run would use and its version, or what was looked for. */
class ToolVersionIT {

  @Test
  void versionNamesTheToolOnPathAndTheVersionItReports() throws Exception {
    Path terraform = new ToolLocator(System.getenv()).tofu(null, null, null).path().orElseThrow();
    Process p = new ProcessBuilder(terraform.toString(), "version").start();
    String first = new String(p.getInputStream().readAllBytes()).lines().findFirst().orElseThrow();
    p.waitFor();
    String reported = first.replaceFirst("^\\S+ v", "");

    CliRun run = CliRun.of("--version");
    assertEquals(0, run.code(), run.err());
    String itself = terraform.getFileName().toString().startsWith("terraform") ? "terraform: " : "tofu: ";
    assertEquals(itself + terraform + " (version " + reported + ")", run.out().lines().toList().get(1),
        "the tool found is named as itself");
  }

  @Test
  void nothingFoundSaysWhatWasLookedFor(@TempDir Path empty) {
    assertEquals("tofu: none found (looked for tofu and terraform on PATH)",
        ToolVersion.describe(Map.of("PATH", empty.toString())));
    assertEquals("tofu: none found (looked for " + empty.resolve("tofu") + " (not an executable file))",
        ToolVersion.describe(Map.of("PATH", "", ToolLocator.TOFU_ENV, empty.resolve("tofu").toString())));
  }

  @Test
  void aToolThatFailsItsVersionIsNamedWithTheReason(@TempDir Path dir) throws Exception {
    Path tofu = dir.resolve("tofu");
    Files.writeString(tofu, "#!/bin/sh\necho 'no such command' >&2\nexit 1\n");
    Files.setPosixFilePermissions(tofu, PosixFilePermissions.fromString("rwxr-xr-x"));

    String line = ToolVersion.describe(Map.of("PATH", dir + ":/usr/bin:/bin"));
    assertEquals("tofu: " + tofu + " (version unknown: 'version -json' exited 1)", line);
    assertTrue(!line.contains("\n"));
  }
}
