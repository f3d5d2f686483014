package io.stackdrift.cli;

import static io.stackdrift.testing.ReportJson.stack;
import static io.stackdrift.testing.TofuWorkspace.dataResource;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.stackdrift.testing.TofuWorkspace;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

/**
 * Health apart from sync (contract §16) with the real tool: a converged stack whose {@code check}
 * block fails is degraded while the run stays clean; a passing one is healthy.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class HealthRealToolIT {
  private static final ObjectMapper JSON = new ObjectMapper();
  static final String SECRET = "hunter22";

  private TofuWorkspace ws;

  /** A check on the stack's own resource: {@code wanted} is what the assertion expects of its input. */
  static String checked(String value, String wanted) {
    return dataResource(value) + "\ncheck \"enough_replicas\" {\n  assert {\n"
        + "    condition     = terraform_data.svc_up.input == \"" + wanted + "\"\n"
        + "    error_message = \"https://ops:" + SECRET + "@health.example.invalid/ready says too few replicas\"\n"
        + "  }\n}\n";
  }

  @BeforeAll
  void buildWorkspace(@TempDir Path shared) throws Exception {
    ws = new TofuWorkspace(shared);
    ws.stack("apps/healthy", "healthy", List.of(), checked("v1", "v1"));
    ws.stack("apps/degraded", "degraded", List.of(), checked("v1", "v3"));
    ws.stack("apps/both", "both", List.of(), checked("v1", "v3"));
    ws.stack("apps/plain", "plain", List.of(), dataResource("v1"));
    ws.apply("apps/healthy");
    ws.apply("apps/degraded");
    ws.apply("apps/both");
    ws.apply("apps/plain");
    ws.write("apps/both", "main.tf", checked("v2", "v3"));
  }

  @Test
  void aFailingCheckDegradesAConvergedStackAndTheRunStaysClean() throws Exception {
    CliRun run = CliRun.of("detect", "-C", ws.root().toString(), "--json", "--detailed-exitcode", "--stack",
        "healthy", "--stack", "degraded");
    assertEquals(0, run.code(), "health never changes the sync exit code: " + run.err());
    JsonNode report = JSON.readTree(run.out());
    assertEquals("degraded", report.get("health").asText(), "the worst of the stacks");

    JsonNode degraded = stack(report, "degraded");
    assertEquals("converged", degraded.get("status").asText());
    assertNull(degraded.get("driftCause"));
    assertEquals("degraded", degraded.get("health").asText());
    JsonNode check = degraded.get("checks").get(0);
    assertEquals(1, degraded.get("checks").size());
    assertEquals("check.enough_replicas", check.get("address").asText());
    assertEquals("fail", check.get("status").asText());
    assertTrue(check.get("message").asText().endsWith("says too few replicas"), check.toString());
    assertFalse(run.out().contains(SECRET), "messages are redacted like every text");

    JsonNode healthy = stack(report, "healthy");
    assertEquals("converged", healthy.get("status").asText());
    assertEquals("healthy", healthy.get("health").asText());
    assertNull(healthy.get("checks"));
    assertEquals("clean", report.get("status").asText());
    assertEquals(0, report.get("reconcileTargets").size());
  }

  @Test
  void everyViewShowsTheDegradedStack(@TempDir Path out) throws Exception {
    Path junit = out.resolve("junit.xml");
    Path html = out.resolve("report.html");
    Path metrics = out.resolve("drift.prom");
    Path events = out.resolve("events.jsonl");
    CliRun table = CliRun.of("detect", "-C", ws.root().toString(), "--no-color", "--stack", "healthy", "--stack",
        "degraded", "--junit", junit.toString(), "--html", html.toString(), "--metrics-textfile", metrics.toString(),
        "--progress-jsonl", events.toString());
    assertEquals(0, table.code(), table.err());
    assertTrue(table.out().startsWith("No drift detected."), table.out());
    assertTrue(table.out().contains("Degraded: apps/degraded: check.enough_replicas fail: "), table.out());
    assertFalse(table.out().contains(SECRET));
    String xml = Files.readString(junit);
    assertTrue(xml.contains("name=\"apps/degraded (health)\""), xml);
    assertTrue(xml.contains("type=\"health\""), xml);
    assertTrue(Files.readString(html).contains("tag health-degraded"));
    String prom = Files.readString(metrics);
    assertTrue(prom.contains("stackdrift_stack_health{stack_id=\"degraded\",stack_path=\"apps/degraded\"} 0"), prom);
    assertTrue(prom.contains("stackdrift_stack_health{stack_id=\"healthy\",stack_path=\"apps/healthy\"} 1"), prom);
    assertTrue(prom.contains("stackdrift_checks_failed{stack_id=\"degraded\",stack_path=\"apps/degraded\"} 1"), prom);
    assertTrue(Files.readAllLines(events).stream().anyMatch(l -> l.contains("\"stackId\":\"degraded\"")
        && l.contains("\"health\":\"degraded\"")), "the stack event's attribute");
    CliRun md = CliRun.of("detect", "-C", ws.root().toString(), "--format", "markdown", "--stack", "degraded");
    assertTrue(md.out().contains("| converged \u26A0 degraded |"), md.out());
    for (Path file : List.of(junit, html, metrics, events)) {
      assertFalse(Files.readString(file).contains(SECRET), file.toString());
    }
  }

  /** Health costs no process (contract §16): a wrapper around the real tool counts what each stack starts. */
  @Test
  void aStackWithChecksStartsNoMoreProcessesThanOneWithout(@TempDir Path tmp) throws Exception {
    Path calls = tmp.resolve("calls.log");
    Path tool = TofuWorkspace.standIn(tmp, "tofu-counting", "echo \"$(basename \"$PWD\") $1\" >> '" + calls
        + "'\nexec '" + TofuWorkspace.tool() + "' \"$@\"");
    CliRun run = CliRun.of("detect", "-C", ws.root().toString(), "--json", "--tofu", tool.toString(), "--stack",
        "degraded", "--stack", "plain");
    assertEquals(0, run.code(), run.err());
    List<String> lines = Files.readAllLines(calls);
    List<String> degraded = lines.stream().filter(l -> l.startsWith("degraded ")).map(l -> l.substring(9)).toList();
    List<String> plain = lines.stream().filter(l -> l.startsWith("plain ")).map(l -> l.substring(6)).toList();
    assertEquals(plain, degraded, "the same commands: " + lines);
    assertEquals(List.of("plan"), degraded, "one plan and nothing else for a converged stack: " + lines);
  }

  @Test
  void aDriftedStackIsDegradedToo() throws Exception {
    CliRun run = CliRun.of("detect", "-C", ws.root().toString(), "--json", "--detailed-exitcode");
    assertEquals(2, run.code(), run.err());
    JsonNode both = stack(JSON.readTree(run.out()), "both");
    assertEquals("drifted", both.get("status").asText());
    assertEquals("degraded", both.get("health").asText());
    assertEquals(1, both.get("checks").size(), "the shown plan's check and the stream's are one: " + both);
    assertEquals("check.enough_replicas", both.get("checks").get(0).get("address").asText());
    assertFalse(run.out().contains(SECRET));
  }

  @Test
  void failOnDegradedExitsFourAndStrictLeavesHealthOut() throws Exception {
    CliRun flag = CliRun.of("detect", "-C", ws.root().toString(), "--json", "--detailed-exitcode",
        "--fail-on-degraded", "--stack", "healthy", "--stack", "degraded");
    assertEquals(4, flag.code(), flag.err());
    CliRun healthyOnly = CliRun.of("detect", "-C", ws.root().toString(), "--json", "--fail-on-degraded",
        "--stack", "healthy");
    assertEquals(0, healthyOnly.code(), healthyOnly.err());
    CliRun strict = CliRun.of("detect", "-C", ws.root().toString(), "--json", "--strict-v1");
    assertFalse(strict.out().contains("\"health\""), "an extension");
    assertFalse(strict.out().contains("checks"), "an extension");
  }

  @Test
  void mergedShardsKeepTheHealthAndCanFailOnIt(@TempDir Path tmp) throws Exception {
    List<String> files = new java.util.ArrayList<>();
    for (int k = 1; k <= 2; k++) {
      Path file = tmp.resolve("shard-" + k + ".json");
      CliRun shard = CliRun.of("detect", "-C", ws.root().toString(), "--shard", k + "/2", "--stack", "healthy",
          "--stack", "degraded", "-o", file.toString(), "--format", "json");
      assertEquals(0, shard.code(), shard.err());
      files.add(file.toString());
    }
    CliRun merged = CliRun.of("report", "merge", files.get(0), files.get(1), "--json", "--fail-on-degraded");
    assertEquals(4, merged.code(), merged.err());
    JsonNode report = JSON.readTree(merged.out());
    assertEquals("degraded", report.get("health").asText());
    assertEquals("clean", report.get("status").asText());
    assertEquals(1, stack(report, "degraded").get("checks").size(), "derived again, listed once");
    assertEquals(0, CliRun.of("report", "merge", files.get(0), files.get(1), "--json", "--detailed-exitcode")
        .code(), "without the flag a clean merge exits 0");
  }

  @Test
  void theSettingAsksForExitFourToo() throws Exception {
    Path config = ws.root().resolve("stackdrift.toml");
    Files.writeString(config, "[detect]\nfail_on_degraded = true\n");
    try {
      CliRun run = CliRun.of("detect", "-C", ws.root().toString(), "--json", "--stack", "degraded");
      assertEquals(4, run.code(), run.err());
    } finally {
      Files.delete(config);
    }
  }
}
