package io.stackdrift.cli;

import static io.stackdrift.testing.TofuWorkspace.dataResource;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
class HistoryIT {
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
    ObjectNode known = (ObjectNode) JSON.readTree(state.resolve("known.json").toFile());
    ((ObjectNode) known.get("stacks").get("a")).put("since", "2026-01-01T00:00:00Z");
    Files.writeString(state.resolve("known.json"), known.toString());

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
    assertEquals("config", change.get("driftCause").asText(), "a changed input is a configuration change");

    List<JsonNode> emitted = stackEvents(events);
    assertEquals(1, emitted.size(), "only the changed stack's event");
    assertEquals("b", emitted.get(0).get("attributes").get("stackId").asText());

    CliRun third = detect(root, state, "--events-on-change", "--progress-jsonl", events.toString());
    assertEquals(0, third.code());
    assertEquals(1, stackEvents(events).size(), "nothing changed: no stack event");
    assertEquals(3, Files.readAllLines(state.resolve("history.jsonl")).size());

    CliRun history = CliRun.of("history", "-C", root.toString(), "--state-dir", state.toString(), "--stack", "b");
    assertEquals(0, history.code(), history.err());
    assertTrue(history.out().lines().anyMatch(l -> l.matches("\\S+\\s+b\\s+converged\\s+drifted \\(config\\)")),
        history.out());
    assertTrue(history.out().lines().anyMatch(l -> l.matches("b\\s+drifted\\s+\\S+\\s+\\S+\\s+\\S+")), history.out());
    assertTrue(history.out().lines().noneMatch(l -> l.startsWith("a ")), history.out());
  }

  @Test
  void aFilteredRunBetweenTwoFullRunsChangesNothing(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    Path root = ws.root();
    Path state = tmp.resolve("state");
    ws.stack("core", "core", List.of("role/core"), dataResource("v1"));
    ws.stack("app", "app", List.of("role/workload"), dataResource("v1"));
    ws.apply("core");
    ws.apply("app");
    ws.write("app", "main.tf", dataResource("v2"));
    Path events = tmp.resolve("events.jsonl");
    String[] onChange = {"--events-on-change", "--progress-jsonl", events.toString(), "--json"};

    JsonNode first = JSON.readTree(detect(root, state, onChange).out());
    assertEquals(2, stackEvents(events).size(), "first sight of each stack");
    CliRun filtered = detect(root, state, "--events-on-change", "--progress-jsonl", events.toString(),
        "--tags", "role/core");
    assertEquals(0, filtered.code(), filtered.err());
    JsonNode full = JSON.readTree(detect(root, state, onChange).out());

    assertEquals(2, stackEvents(events).size(), "no stack changed after the first run: no more stack events");
    assertEquals(2, Files.readAllLines(state.resolve("history.jsonl")).size(), "no '- -> drifted' lines");
    String appSince = first.get("stacks").get(0).get("since").asText();
    assertEquals("app", full.get("stacks").get(0).get("stackId").asText());
    assertEquals(appSince, full.get("stacks").get(0).get("since").asText(), "app has been drifted since run 1");
    List<String> changed = runEvents(events).stream().map(e -> e.get("attributes").get("changed").asText()).toList();
    assertEquals(List.of("true", "true", "false"), changed,
        "first run; first run of the filtered selection; the full run again finds what the last full run found");

    CliRun history = CliRun.of("history", "-C", root.toString(), "--state-dir", state.toString());
    assertTrue(history.out().lines().anyMatch(l -> l.matches("app\\s+drifted\\s+" + appSince + "\\s+.*")),
        history.out());
  }

  @Test
  void aStackIsRemovedWhenItLeavesTheWorkspace(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    Path state = tmp.resolve("state");
    ws.stack("core", "core", List.of("role/core"), dataResource("v1"));
    ws.stack("old", "old", List.of(), null);
    assertEquals(0, detect(ws.root(), state, "--stack", "old").code());
    Files.delete(ws.dir("old").resolve("stack.tm.hcl"));
    assertEquals(0, detect(ws.root(), state, "--stack", "core").code());

    List<String> lines = Files.readAllLines(state.resolve("history.jsonl"));
    JsonNode removed = JSON.readTree(lines.get(lines.size() - 1));
    assertEquals("old", removed.get("stackId").asText());
    assertEquals("pending_root", removed.get("from").asText());
    assertTrue(removed.get("to").isNull(), removed.toString());
    CliRun history = CliRun.of("history", "-C", ws.root().toString(), "--state-dir", state.toString());
    assertTrue(history.out().lines().anyMatch(l -> l.matches("\\S+\\s+old\\s+pending_root\\s+-")), history.out());
    assertTrue(history.out().lines().noneMatch(l -> l.startsWith("old ")), history.out());
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
    assertTrue(run.err().contains("not valid JSON (line 1, column 3)"), run.err());
    assertFalse(run.err().contains("Source:") || run.err().contains("jackson"), "one line, no parser internals: "
        + run.err());
    try (var files = Files.list(state)) {
      assertEquals(1, files.filter(f -> f.getFileName().toString().startsWith("last-report.json.corrupt-")).count());
    }
    assertEquals("converged", JSON.readTree(state.resolve("last-report.json").toFile()).get("stacks").get(0)
        .get("status").asText(), "a fresh state was written");
    assertNull(JSON.readTree(run.out()).get("stacks").get(0).get("detail"));

    Files.writeString(state.resolve("known.json"), "{\"stacks\": [1,");
    CliRun known = detect(root, state, "--json");
    assertEquals(0, known.code(), known.err());
    assertTrue(known.err().contains("known.json could not be read (not valid JSON at line 1, column "), known.err());
    assertFalse(known.err().contains("Source:"), "one line, no parser internals: " + known.err());
  }

  /** The stack events of an event file (each run also closes with its run event). */
  static List<JsonNode> stackEvents(Path events) throws Exception {
    List<JsonNode> out = new java.util.ArrayList<>();
    for (String line : Files.readAllLines(events)) {
      JsonNode e = JSON.readTree(line);
      if (e.get("phase").asText().equals("advanced.drift.stack")) {
        out.add(e);
      }
    }
    return out;
  }

  static List<JsonNode> runEvents(Path events) throws Exception {
    List<JsonNode> out = new java.util.ArrayList<>();
    for (String line : Files.readAllLines(events)) {
      JsonNode e = JSON.readTree(line);
      if (e.get("phase").asText().equals("advanced.drift.run")) {
        out.add(e);
      }
    }
    return out;
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
