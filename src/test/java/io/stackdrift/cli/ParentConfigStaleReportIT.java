package io.stackdrift.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.stackdrift.testing.TofuWorkspace;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * planHash covers what feeds a stack from above its directory (contract §14): after a parent's
 * globals change, a report made before is stale, and reconcile --from-report refuses it.
 */
class ParentConfigStaleReportIT {
  private static final ObjectMapper JSON = new ObjectMapper();

  @Test
  void aParentsGlobalsChangeMakesAnOlderReportStale(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    Path root = ws.root();
    Files.writeString(root.resolve("terramate.tm.hcl"),
        "terramate {\n  config {\n    run {\n      env {\n        TF_VAR_size = global.size\n      }\n    }\n  }\n}\n");
    ws.stack("stacks/app", "app", List.of(), "variable \"size\" {\n  type = string\n}\n\n"
        + "resource \"terraform_data\" \"svc_up\" {\n  input = var.size\n}\n");
    Files.writeString(root.resolve("stacks/globals.tm.hcl"), "globals {\n  size = \"small\"\n}\n");
    TofuWorkspace.run(ws.dir("stacks/app"), Map.of("TF_VAR_size", "small"), TofuWorkspace.tool().toString(),
        "apply", "-auto-approve", "-input=false", "-no-color");
    Path report = tmp.resolve("report.json");
    CliRun detect = CliRun.of("detect", "-C", root.toString(), "--no-native", "--state-dir",
        tmp.resolve("state").toString(), "-o", report.toString());
    assertEquals(0, detect.code(), detect.err());
    assertEquals("clean", JSON.readTree(report.toFile()).get("status").asText(), "the global reached the plan");

    Files.writeString(root.resolve("stacks/globals.tm.hcl"), "globals {\n  size = \"large\"\n}\n");
    CliRun reconcile = CliRun.of("reconcile", "-C", root.toString(), "--state-dir", tmp.resolve("state").toString(),
        "--from-report", report.toString(), "--yes");
    assertEquals(1, reconcile.code(), reconcile.out() + reconcile.err());
    assertTrue(reconcile.err().contains("no longer matches the workspace"), reconcile.err());
  }
}
