package io.stackdrift.cli;

import static io.stackdrift.testing.TofuWorkspace.dataResource;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.stackdrift.testing.TofuWorkspace;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

/** Run identity (contract §7): runId on every event and the report, and the closing run event. */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class RunEventIT {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String UUID = "[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}";

  private TofuWorkspace ws;

  /** core converged, app drifted (its code moved on to v2). */
  @BeforeAll
  void buildWorkspace(@TempDir Path shared) throws Exception {
    ws = TofuWorkspace.in(shared);
    ws.stack("core", "core", List.of("role/core"), dataResource("v1"));
    ws.stack("app", "app", List.of("role/workload"), dataResource("v1"));
    ws.apply("core");
    ws.apply("app");
    ws.write("app", "main.tf", dataResource("v2"));
  }

  @Test
  void theRunEventClosesTheStreamAfterEveryOutput(@TempDir Path tmp) throws Exception {
    Path events = tmp.resolve("events.jsonl");
    Path report = tmp.resolve("report.json");
    CliRun run = detect(tmp, "--progress-jsonl", events.toString(), "-o", report.toString(),
        "--metrics-textfile", tmp.resolve("drift.prom").toString(), "--junit", tmp.resolve("junit.xml").toString());
    assertEquals(0, run.code(), run.err());

    List<JsonNode> lines = read(events);
    assertEquals(List.of("advanced.drift.stack", "advanced.drift.stack", "advanced.drift.run"),
        lines.stream().map(e -> e.get("phase").asText()).toList(), "the run event comes last");
    JsonNode reportJson = JSON.readTree(report.toFile());
    String runId = reportJson.get("runId").asText();
    assertTrue(runId.matches(UUID), runId);
    for (JsonNode stack : lines.subList(0, 2)) {
      assertEquals(runId, stack.get("attributes").get("runId").asText());
      List<String> keys = new ArrayList<>();
      stack.get("attributes").fieldNames().forEachRemaining(keys::add);
      assertEquals(keys.indexOf("durationMs") + 1, keys.indexOf("runId"), "where the contract lists it: " + keys);
    }

    JsonNode end = lines.get(2);
    assertEquals("drifted", end.get("status").asText());
    assertEquals("advanced drift run " + runId + " drifted", end.get("message").asText());
    Map<String, String> expected = new LinkedHashMap<>();
    expected.put("runId", runId);
    expected.put("stacks", "2");
    expected.put("converged", "1");
    expected.put("drifted", "1");
    expected.put("failed", "0");
    expected.put("pending_root", "0");
    expected.put("reconcileTargets", "app");
    expected.put("reconcileTargetPaths", "app");
    expected.put("changed", "true");
    assertEquals(expected, JSON.convertValue(end.get("attributes"), LinkedHashMap.class));
    List<String> order = new ArrayList<>();
    end.get("attributes").fieldNames().forEachRemaining(order::add);
    assertEquals(List.copyOf(expected.keySet()), order);
    Instant written = Files.getLastModifiedTime(tmp.resolve("junit.xml")).toInstant();
    assertFalse(Instant.parse(end.get("time").asText()).plusMillis(1).isBefore(written),
        "the run event is written after the last output file");
  }

  @Test
  void eventsOnChangeFiltersStackEventsButNeverTheRunEvent(@TempDir Path tmp) throws Exception {
    Path events = tmp.resolve("events.jsonl");
    assertEquals(0, detect(tmp, "--stack", "core", "--events-on-change", "--progress-jsonl", events.toString())
        .code());
    CliRun again = detect(tmp, "--stack", "core", "--events-on-change", "--progress-jsonl", events.toString(),
        "--json");
    assertEquals(0, again.code(), again.err());

    List<JsonNode> lines = read(events);
    assertEquals(List.of("advanced.drift.stack", "advanced.drift.run", "advanced.drift.run"),
        lines.stream().map(e -> e.get("phase").asText()).toList(), "core did not change: no second stack event");
    JsonNode second = lines.get(2);
    assertEquals("clean", second.get("status").asText());
    assertEquals("", second.get("attributes").get("reconcileTargets").asText());
    assertEquals("false", second.get("attributes").get("changed").asText());
    assertEquals(JSON.readTree(again.out()).get("runId").asText(), second.get("attributes").get("runId").asText());
    assertNotEquals(lines.get(1).get("attributes").get("runId"), second.get("attributes").get("runId"),
        "a new id per run");
  }

  @Test
  void strictV1HasNeitherRunIdNorRunEvent(@TempDir Path tmp) throws Exception {
    Path events = tmp.resolve("events.jsonl");
    CliRun run = detect(tmp, "--strict-v1", "--json", "--progress-jsonl", events.toString());
    assertEquals(0, run.code(), run.err());
    assertNull(JSON.readTree(run.out()).get("runId"));
    List<JsonNode> lines = read(events);
    assertEquals(2, lines.size(), "one event per stack, as the seed writes");
    for (JsonNode e : lines) {
      assertEquals("advanced.drift.stack", e.get("phase").asText());
      assertNull(e.get("attributes").get("runId"), e.toString());
    }
  }

  private CliRun detect(Path tmp, String... extra) {
    List<String> args = new ArrayList<>(List.of("detect", "-C", ws.root().toString(), "--no-native",
        "--state-dir", tmp.resolve("state").toString()));
    args.addAll(List.of(extra));
    return CliRun.of(args.toArray(String[]::new));
  }

  private static List<JsonNode> read(Path events) throws Exception {
    List<JsonNode> out = new ArrayList<>();
    for (String line : Files.readAllLines(events)) {
      out.add(JSON.readTree(line));
    }
    return out;
  }
}
