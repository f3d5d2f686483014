package io.stackdrift.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.stackdrift.testing.TofuWorkspace;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Plans start longest first by the last report's durations, or those of --durations (contract §3
 * "Scheduling"). A stand-in tool takes as long as its stack's {@code delay} file says and writes
 * its stack directory to a log as it starts; --parallel 1 makes the start order the log's order.
 */
class LongestFirstCliIT {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final List<String> RUN_ORDER = List.of("a-fast", "b-mid", "c-slow");

  @Test
  void theSecondRunStartsThePreviouslySlowestFirst(@TempDir Path tmp) throws Exception {
    Setup s = setup(tmp);
    CliRun first = detect(s, tmp.resolve("first.json"));
    assertEquals(0, first.code(), first.err());
    assertEquals(RUN_ORDER, s.starts(), "nothing known yet: run order");

    CliRun second = detect(s, tmp.resolve("second.json"), "--progress-jsonl", tmp.resolve("events.jsonl").toString());
    assertEquals(0, second.code(), second.err());
    List<String> starts = s.starts();
    assertEquals(byDescendingDuration(tmp.resolve("first.json")), starts, "longest first by the last report");
    assertEquals("c-slow", starts.get(0));
    assertEquals(RUN_ORDER, ids(JSON.readTree(tmp.resolve("second.json").toFile()).get("stacks")),
        "the report stays in run order");
    List<String> events = new ArrayList<>();
    for (String line : Files.readAllLines(tmp.resolve("events.jsonl"))) {
      JsonNode event = JSON.readTree(line);
      if (event.get("phase").asText().equals("advanced.drift.stack")) {
        events.add(event.get("attributes").get("stackId").asText());
      }
    }
    assertEquals(RUN_ORDER, events, "events stay in run order");
  }

  @Test
  void stacksWithoutAKnownDurationStartFirst(@TempDir Path tmp) throws Exception {
    Setup s = setup(tmp);
    assertEquals(0, detect(s, tmp.resolve("first.json")).code());
    assertEquals(RUN_ORDER, s.starts());
    s.stack("d-new", "0");

    assertEquals(0, detect(s, tmp.resolve("second.json")).code());
    List<String> expected = new ArrayList<>(List.of("d-new"));
    expected.addAll(byDescendingDuration(tmp.resolve("first.json")));
    assertEquals(expected, s.starts());
  }

  @Test
  void durationsFromASavedReportOverrideTheStateDirectory(@TempDir Path tmp) throws Exception {
    Setup s = setup(tmp);
    assertEquals(0, detect(s, tmp.resolve("first.json")).code());
    assertEquals(RUN_ORDER, s.starts());
    // the saved report says a-fast is the long one, and c-slow (upper case) the shortest
    ObjectNode saved = (ObjectNode) JSON.readTree(tmp.resolve("first.json").toFile());
    long ms = 1_000_000;
    for (JsonNode stack : saved.get("stacks")) {
      ((ObjectNode) stack).put("durationMs", ms);
      ms /= 10;
    }
    ((ObjectNode) saved.get("stacks").get(2)).put("stackId", "C-SLOW");
    Path durations = tmp.resolve("durations.json");
    JSON.writeValue(durations.toFile(), saved);

    CliRun run = detect(s, tmp.resolve("second.json"), "--durations", durations.toString());
    assertEquals(0, run.code(), run.err());
    assertEquals(RUN_ORDER, s.starts(), "by the saved report, not by the state directory's last report");
  }

  @Test
  void aDurationsFileThatIsNotAReportIsAUsageError(@TempDir Path tmp) throws Exception {
    Setup s = setup(tmp);
    Path bad = Files.writeString(tmp.resolve("bad.json"), "{\"hello\": 1}");
    CliRun run = detect(s, tmp.resolve("report.json"), "--durations", bad.toString());
    assertEquals(1, run.code());
    assertTrue(run.err().contains(bad + " is not a stackkit.drift-report/v1 report"), run.err());
    assertTrue(s.starts().isEmpty(), "no plan started");
  }

  /** A workspace of three stacks, each with its stand-in delay, and the stand-in tool. */
  private record Setup(TofuWorkspace ws, Path tool, Path state, Path log) {
    void stack(String name, String delay) throws Exception {
      ws.stack(name, name, List.of(), TofuWorkspace.dataResource("v1"));
      ws.write(name, "delay", delay);
    }

    /** The stacks in the order their plans started in the last run, then forgets them. */
    List<String> starts() throws Exception {
      if (!Files.exists(log)) {
        return List.of();
      }
      List<String> names = Files.readAllLines(log).stream().map(l -> Path.of(l).getFileName().toString()).toList();
      Files.delete(log);
      return names;
    }
  }

  private static Setup setup(Path tmp) throws Exception {
    Path log = tmp.resolve("starts.log");
    Path tool = TofuWorkspace.standIn(tmp, "tofu-timed", String.join("\n",
        "pwd >> " + log,
        "sleep \"$(cat delay)\"",
        "echo '{\"type\":\"change_summary\",\"changes\":{\"add\":0,\"change\":0,\"remove\":0,\"operation\":\"plan\"}}'"));
    Setup s = new Setup(TofuWorkspace.in(tmp), tool, tmp.resolve("state"), log);
    s.stack("a-fast", "0");
    s.stack("b-mid", "0.5");
    s.stack("c-slow", "1.5");
    return s;
  }

  private static CliRun detect(Setup s, Path report, String... more) {
    List<String> args = new ArrayList<>(List.of("detect", "-C", s.ws().root().toString(), "--state-dir",
        s.state().toString(), "--tofu", s.tool().toString(), "--parallel", "1", "--no-native", "-o", report.toString()));
    args.addAll(List.of(more));
    return CliRun.of(args.toArray(String[]::new));
  }

  /** The stack ids of a report, slowest first (ties in report order). */
  private static List<String> byDescendingDuration(Path report) throws Exception {
    List<JsonNode> stacks = new ArrayList<>();
    JSON.readTree(report.toFile()).get("stacks").forEach(stacks::add);
    stacks.sort(Comparator.comparingLong((JsonNode n) -> -n.get("durationMs").asLong()));
    return ids(stacks);
  }

  private static List<String> ids(Iterable<JsonNode> stacks) {
    List<String> out = new ArrayList<>();
    stacks.forEach(n -> out.add(n.get("stackId").asText()));
    return out;
  }
}
