package io.stackdrift.cli;

import static io.stackdrift.testing.TofuWorkspace.dataResource;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.testing.TofuWorkspace;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code list --status drifted --paths}: the stacks the last detect found drifted, one directory a
 * line, ready for {@code terramate run} ({@code terramate list --status} asks Terramate Cloud; we ask
 * our own state directory).
 */
class ListStatusIT {

  @Test
  void listStatusDriftedPrintsTheDriftedStacksPaths(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp.resolve("ws"));
    ws.stack("stacks/prod/db", "db", List.of("prod"), dataResource("v1"));
    ws.stack("stacks/prod/web", "web", List.of("prod"), dataResource("v1"));
    ws.stack("stacks/staging/db", "staging-db", List.of("staging"), dataResource("v1"));
    for (String stack : List.of("stacks/prod/db", "stacks/prod/web", "stacks/staging/db")) {
      ws.apply(stack);
    }
    ws.write("stacks/prod/db", "main.tf", dataResource("v2"));
    ws.write("stacks/staging/db", "main.tf", dataResource("v2"));
    String state = tmp.resolve("state").toString();
    String root = ws.root().toString();

    CliRun before = CliRun.of("-C", root, "list", "--status", "drifted", "--paths", "--state-dir", state);
    assertEquals(1, before.code(), "nothing recorded yet is not 'nothing drifted'");
    assertTrue(before.err().contains("no run is recorded") && before.err().contains("stackdrift detect"),
        before.err());

    CliRun detect = CliRun.of("-C", root, "detect", "--state-dir", state);
    assertEquals(0, detect.code(), detect.err());

    CliRun drifted = CliRun.of("-C", root, "list", "--status", "drifted", "--paths", "--state-dir", state);
    assertEquals(0, drifted.code(), drifted.err());
    assertEquals("stacks/prod/db\nstacks/staging/db\n", drifted.out());

    CliRun prod = CliRun.of("-C", ws.dir("stacks/prod").toString(), "list", "--status", "drifted", "--paths",
        "--state-dir", state);
    assertEquals("db\n", prod.out(), "relative to -C, as terramate list prints");

    CliRun converged = CliRun.of("-C", root, "list", "--status", "converged,failed", "--paths", "--state-dir", state);
    assertEquals("stacks/prod/web\n", converged.out());

    CliRun bad = CliRun.of("-C", root, "list", "--status", "drifed", "--state-dir", state);
    assertEquals(1, bad.code());
    assertTrue(bad.err().contains("--status drifed: not a status"), bad.err());
  }
}
