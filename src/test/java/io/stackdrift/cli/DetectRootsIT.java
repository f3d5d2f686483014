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

/** Pending roots and init modes, with the real tool (a missing tool: faults/ToolTrustFaultsIT). */
class DetectRootsIT {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String LOCAL_BACKEND = "terraform {\n  backend \"local\" {}\n}\n\n";

  @Test
  void pendingCoreMakesEveryStackPendingAndNothingRuns(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = new TofuWorkspace(tmp);
    ws.stack("core", "core", List.of("role/core"), null);
    ws.stack("app", "app", List.of("role/workload"), dataResource("v1"));
    JsonNode report = detect(ws, "--detailed-exitcode");
    for (JsonNode s : report.get("stacks")) {
      assertEquals("pending_root", s.get("status").asText(), s.toString());
      assertTrue(s.get("detail").asText().contains("core (core)"), s.toString());
    }
    assertEquals("unknown", report.get("status").asText());
    assertFalse(Files.exists(ws.dir("app").resolve("terraform.tfstate")));
    assertFalse(Files.exists(ws.dir("app").resolve(".terraform")));
  }

  @Test
  void remoteOwnedPendingModuleKeepsTheRunClean(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = new TofuWorkspace(tmp);
    Files.writeString(tmp.resolve("stackdrift.toml"), "[detect]\nremote_owned_modules = [\"dns\"]\n");
    ws.stack("app", "app", List.of("role/workload"), dataResource("v1"));
    ws.stack("dns", "dns", List.of("role/workload", "module/dns"), null);
    ws.apply("app");
    JsonNode report = detect(ws);
    assertEquals("clean", report.get("status").asText(), report.toString());
    JsonNode dns = report.get("stacks").get(1);
    assertEquals("pending_root", dns.get("status").asText());
    assertEquals("the module's owner runs as a remote operations process; no host holds its OpenTofu root",
        dns.get("detail").asText());
  }

  @Test
  void uninitialisedBackendIsInitialisedThenPlannedUnderAuto(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = new TofuWorkspace(tmp);
    ws.stack("s", "s", List.of(), LOCAL_BACKEND + dataResource("v1"));
    JsonNode s = detect(ws, "--init", "auto").get("stacks").get(0);
    assertEquals("drifted", s.get("status").asText(), s.toString());
    assertEquals(2, s.get("planExitCode").asInt());
    assertEquals(1, s.get("summary").get("add").asInt());
    assertTrue(Files.isDirectory(ws.dir("s").resolve(".terraform")), "init ran");
  }

  @Test
  void uninitialisedBackendFailsUnderNever(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = new TofuWorkspace(tmp);
    ws.stack("s", "s", List.of(), LOCAL_BACKEND + dataResource("v1"));
    JsonNode s = detect(ws, "--init", "never").get("stacks").get(0);
    assertEquals("failed", s.get("status").asText());
    assertTrue(s.get("detail").asText().contains("Backend initialization required"), s.toString());
    assertFalse(Files.exists(ws.dir("s").resolve(".terraform")), "init never ran");
  }

  @Test
  void rootNeedingNoProvidersIsNeverInitialisedUnderAuto(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = new TofuWorkspace(tmp);
    ws.stack("s", "s", List.of(), dataResource("v1"));
    ws.apply("s");
    JsonNode s = detect(ws).get("stacks").get(0);
    assertEquals("converged", s.get("status").asText(), s.toString());
    assertFalse(Files.exists(ws.dir("s").resolve(".terraform")), "no init for a root without providers");
  }

  @Test
  void initAlwaysRunsInitBeforeThePlan(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = new TofuWorkspace(tmp);
    ws.stack("s", "s", List.of(), LOCAL_BACKEND + dataResource("v1"));
    Files.writeString(tmp.resolve("stackdrift.toml"), "[detect]\ninit = \"always\"\n");
    JsonNode s = detect(ws).get("stacks").get(0);
    assertEquals(2, s.get("planExitCode").asInt(), s.toString());
    assertTrue(Files.isDirectory(ws.dir("s").resolve(".terraform")), "init ran before the plan");
  }

  private static JsonNode detect(TofuWorkspace ws, String... extra) throws Exception {
    String[] args = new String[extra.length + 4];
    args[0] = "detect";
    args[1] = "-C";
    args[2] = ws.root().toString();
    args[3] = "--json";
    System.arraycopy(extra, 0, args, 4, extra.length);
    CliRun run = CliRun.of(args);
    assertTrue(run.code() == 0 || run.code() == 2 || run.code() == 3, run.err());
    return JSON.readTree(run.out());
  }
}
