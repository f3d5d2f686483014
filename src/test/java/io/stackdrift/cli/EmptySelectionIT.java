package io.stackdrift.cli;

import static io.stackdrift.testing.TofuWorkspace.dataResource;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.stackdrift.testing.TofuWorkspace;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A run that selected no stack checked nothing: unknown, never clean (contract §6). */
class EmptySelectionIT {
  private static final ObjectMapper JSON = new ObjectMapper();

  @Test
  void aFilterThatMatchesNothingIsUnknown(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    ws.stack("core", "core", List.of("role/core"), dataResource("v1"));
    ws.apply("core");
    Path report = tmp.resolve("report.json");

    CliRun run = detect(tmp, ws.root(), "-o", report.toString(), "--detailed-exitcode", "--tags", "nomatch");
    assertEquals(3, run.code(), run.err());
    assertEquals("unknown", JSON.readTree(report.toFile()).get("status").asText());
    assertEquals(0, JSON.readTree(report.toFile()).get("stacks").size());
    assertTrue(run.out().startsWith("No stack selected (--tags nomatch): no stack was checked.\n"), run.out());
    assertTrue(run.out().contains("Overall: unknown (0 stacks)"), run.out());
    assertFalse(run.out().contains("No drift detected"), run.out());
    assertTrue(run.err().contains("no stack selected by --tags nomatch"), run.err());

    assertEquals(0, detect(tmp, ws.root(), "--tags", "nomatch").code(), "without the flag: completed");
    Path empty = Files.createDirectories(ws.root().resolve("apps"));
    CliRun below = detect(tmp, empty, "--detailed-exitcode");
    assertEquals(3, below.code(), below.err());
    assertTrue(below.out().startsWith("No stack selected (stacks below apps)"), below.out());
    assertEquals(0, detect(tmp, ws.root(), "--detailed-exitcode", "--tags", "role/core").code(),
        "the same workspace is clean when the filter selects its stack");
  }

  @Test
  void theConfiguredFilterIsNamedWhenItSelectsNothing(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    ws.stack("core", "core", List.of("role/core"), dataResource("v1"));
    Files.writeString(ws.root().resolve("stackdrift.toml"), "[detect]\ntags = \"role/typo\"\n");
    CliRun run = detect(tmp, ws.root(), "--detailed-exitcode", "--no-tags", "role/edge");
    assertEquals(3, run.code(), run.err());
    assertTrue(run.out().startsWith("No stack selected (detect.tags \"role/typo\" from stackdrift.toml "
        + "--no-tags role/edge)"), run.out());
  }

  @Test
  void aWorkspaceWithoutStacksIsUnknown(@TempDir Path tmp) throws Exception {
    Path root = TofuWorkspace.in(tmp).root();
    CliRun run = detect(tmp, root, "--detailed-exitcode", "--json");
    assertEquals(3, run.code(), run.err());
    JsonNode report = JSON.readTree(run.out());
    assertEquals("unknown", report.get("status").asText());
    assertEquals(0, report.get("reconcileTargets").size());

    CliRun human = detect(tmp, root);
    assertEquals(0, human.code(), human.err());
    assertTrue(human.out().startsWith("No stack selected (the workspace has no stacks)"), human.out());
  }

  @Test
  void anEmptyRunForgetsNothing(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    ws.stack("core", "core", List.of("role/core"), dataResource("v1"));
    ws.apply("core");
    assertEquals(0, detect(tmp, ws.root()).code());
    assertEquals(0, detect(tmp, ws.root(), "--tags", "nomatch").code());
    assertEquals(0, detect(tmp, ws.root()).code());
    assertEquals(1, Files.readAllLines(tmp.resolve("state").resolve("history.jsonl")).size(),
        "core was seen once and never changed");
  }

  private static CliRun detect(Path tmp, Path root, String... extra) {
    String[] args = new String[5 + extra.length];
    args[0] = "detect";
    args[1] = "-C";
    args[2] = root.toString();
    args[3] = "--state-dir=" + tmp.resolve("state");
    args[4] = "--no-native";
    System.arraycopy(extra, 0, args, 5, extra.length);
    return CliRun.of(args);
  }
}
