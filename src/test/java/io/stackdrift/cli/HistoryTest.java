package io.stackdrift.cli;

import static io.stackdrift.testing.TofuWorkspace.dataResource;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.stackdrift.testing.TofuWorkspace;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The state directory across runs: history lines, since, --events-on-change, corrupt state. */
class HistoryTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  @Test
  void aStatusChangeBetweenTwoRunsIsRecordedOnce(@TempDir Path tmp) throws Exception {
    Path root = Files.createDirectories(tmp.resolve("ws"));
    Path state = tmp.resolve("state");
    TofuWorkspace ws = new TofuWorkspace(root);
    ws.stack("a", "a", List.of(), dataResource("v1"));
    ws.stack("b", "b", List.of(), dataResource("v1"));
    ws.apply("a");
    ws.apply("b");

    assertEquals(0, detect(root, state).code());
    assertEquals("rwxr-x---", PosixFilePermissions.toString(Files.getPosixFilePermissions(state)));
    assertEquals("rw-r-----", PosixFilePermissions.toString(Files.getPosixFilePermissions(
        state.resolve("last-report.json"))));
    List<String> first = Files.readAllLines(state.resolve("history.jsonl"));
    assertEquals(2, first.size(), "first sight of each stack");
    assertTrue(JSON.readTree(first.get(0)).get("from").isNull());

    // The first run's since for a is kept as long as a stays converged.
    ObjectNode last = (ObjectNode) JSON.readTree(state.resolve("last-report.json").toFile());
    ((ObjectNode) last.get("stacks").get(0)).put("since", "2026-01-01T00:00:00Z");
    Files.writeString(state.resolve("last-report.json"), last.toString());

    ws.write("b", "main.tf", dataResource("v2"));
    Path events = tmp.resolve("events.jsonl");
    CliRun second = detect(root, state, "--events-on-change", "--progress-jsonl", events.toString(), "--json");
    assertEquals(0, second.code(), second.err());
    JsonNode report = JSON.readTree(second.out());
    assertEquals("2026-01-01T00:00:00Z", report.get("stacks").get(0).get("since").asText());
    assertEquals(report.get("detectedAt").asText(), report.get("stacks").get(1).get("since").asText());

    List<String> all = Files.readAllLines(state.resolve("history.jsonl"));
    assertEquals(3, all.size(), "one line for the one stack that changed");
    JsonNode change = JSON.readTree(all.get(2));
    assertEquals("b", change.get("stackId").asText());
    assertEquals("converged", change.get("from").asText());
    assertEquals("drifted", change.get("to").asText());

    List<String> emitted = Files.readAllLines(events);
    assertEquals(1, emitted.size(), "only the changed stack's event");
    assertEquals("b", JSON.readTree(emitted.get(0)).get("attributes").get("stackId").asText());

    CliRun third = detect(root, state, "--events-on-change", "--progress-jsonl", events.toString());
    assertEquals(0, third.code());
    assertEquals(1, Files.readAllLines(events).size(), "nothing changed: no event");
    assertEquals(3, Files.readAllLines(state.resolve("history.jsonl")).size());

    CliRun history = CliRun.of("history", "-C", root.toString(), "--state-dir", state.toString(), "--stack", "b");
    assertEquals(0, history.code(), history.err());
    assertTrue(history.out().lines().anyMatch(l -> l.matches("\\S+\\s+b\\s+converged\\s+drifted")), history.out());
    assertTrue(history.out().lines().anyMatch(l -> l.matches("b\\s+drifted\\s+\\S+\\s+\\S+")), history.out());
    assertTrue(history.out().lines().noneMatch(l -> l.startsWith("a ")), history.out());
  }

  @Test
  void aCorruptStateFileIsMovedAsideNotFatal(@TempDir Path tmp) throws Exception {
    Path root = Files.createDirectories(tmp.resolve("ws"));
    Path state = Files.createDirectories(tmp.resolve("state"));
    TofuWorkspace ws = new TofuWorkspace(root);
    ws.stack("a", "a", List.of(), dataResource("v1"));
    ws.apply("a");
    Files.writeString(state.resolve("last-report.json"), "{ not json");
    CliRun run = detect(root, state, "--json");
    assertEquals(0, run.code(), run.err());
    assertTrue(run.err().contains("moved aside"), run.err());
    try (var files = Files.list(state)) {
      assertEquals(1, files.filter(f -> f.getFileName().toString().startsWith("last-report.json.corrupt-")).count());
    }
    assertEquals("converged", JSON.readTree(state.resolve("last-report.json").toFile()).get("stacks").get(0)
        .get("status").asText(), "a fresh state was written");
    assertNull(JSON.readTree(run.out()).get("stacks").get(0).get("detail"));
  }

  private static CliRun detect(Path root, Path state, String... extra) {
    String[] args = new String[4 + extra.length + 1];
    args[0] = "detect";
    args[1] = "-C";
    args[2] = root.toString();
    args[3] = "--state-dir=" + state;
    args[4] = "--no-native";
    System.arraycopy(extra, 0, args, 5, extra.length);
    return CliRun.of(args);
  }
}
