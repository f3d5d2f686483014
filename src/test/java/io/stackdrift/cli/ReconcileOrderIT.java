package io.stackdrift.cli;

import static io.stackdrift.testing.TofuWorkspace.dataResource;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.stackdrift.testing.TofuWorkspace;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** reconcile's start order against the real tool (contract §2): dependency order, then longest first. */
class ReconcileOrderIT {
  private static final ObjectMapper JSON = new ObjectMapper();

  @Test
  void amongReadyTargetsTheLongestByItsReportStartsFirst(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    Path root = ws.root();
    for (String s : List.of("a", "b", "c")) {
      ws.stack(s, s, List.of(), dataResource("v1"));
      ws.apply(s);
    }
    ws.write("c", "stack.tm.hcl", "stack {\n  id    = \"c\"\n  after = [\"/a\"]\n}\n");
    for (String s : List.of("a", "b", "c")) {
      ws.write(s, "main.tf", dataResource("v2"));
    }
    Path report = tmp.resolve("report.json");
    CliRun detect = CliRun.of("detect", "-C", root.toString(), "--no-native", "--state-dir",
        tmp.resolve("state").toString(), "-o", report.toString());
    assertEquals(0, detect.code(), detect.err());
    // durations are not part of planHash: the report still matches the workspace
    withDurations(report, Map.of("a", 10L, "b", 5_000L, "c", 90_000L));

    Path events = tmp.resolve("events.jsonl");
    CliRun run = CliRun.of("reconcile", "-C", root.toString(), "--no-native", "--state-dir=" + tmp.resolve("state"),
        "--from-report", report.toString(), "--yes", "--parallel", "1", "--json",
        "--progress-jsonl", events.toString());
    assertEquals(0, run.code(), run.err() + run.out());
    assertEquals(List.of("b", "a", "c"), eventStacks(events),
        "c is the longest but waits for a; of the ready a and b, b is longer");
    assertEquals(List.of("a", "b", "c"), strings(JSON.readTree(run.out()).get("reconciled")),
        "the result stays in run order");
  }

  private static void withDurations(Path report, Map<String, Long> durations) throws Exception {
    ObjectNode json = (ObjectNode) JSON.readTree(report.toFile());
    for (JsonNode stack : json.get("stacks")) {
      ((ObjectNode) stack).put("durationMs", durations.get(stack.get("stackId").asText()));
    }
    Files.writeString(report, json.toString());
  }

  private static List<String> eventStacks(Path events) throws Exception {
    List<String> out = new ArrayList<>();
    for (String line : Files.readAllLines(events)) {
      out.add(JSON.readTree(line).get("attributes").get("stackId").asText());
    }
    return out;
  }

  private static List<String> strings(JsonNode array) {
    List<String> out = new ArrayList<>();
    array.forEach(n -> out.add(n.asText()));
    return out;
  }
}
