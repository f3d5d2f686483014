package io.stackdrift.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.stackdrift.testing.CliProcess;
import io.stackdrift.testing.TofuWorkspace;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

/**
 * Four shards of one selection run as four stackdrift processes at once on one checkout and one
 * state directory (contract §11), then merged: the result equals one run over the whole selection
 * except runId, detectedAt, durationMs, peakRssBytes and since. The real tool plans every stack.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ShardMergeIT {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final int STACKS = 40;
  private static final int SHARDS = 4;

  private Path tmp;
  private TofuWorkspace ws;
  private final List<Path> shardFiles = new ArrayList<>();
  private JsonNode single;

  @BeforeAll
  void runShardsAndOneWholeRun(@TempDir Path dir) throws Exception {
    tmp = dir;
    ws = TofuWorkspace.in(tmp);
    for (int i = 0; i < STACKS; i++) {
      String id = String.format("s%02d", i);
      // plans with changes need no apply; one stack without a root and one that fails make the statuses mixed
      String mainTf = i == 7 ? null : i == 13 ? "resource \"terraform_data\" {\n" : TofuWorkspace.dataResource(id);
      ws.stack("stacks/" + id, id, List.of(), mainTf);
    }
    List<Process> shards = new ArrayList<>();
    for (int k = 1; k <= SHARDS; k++) {
      Path file = tmp.resolve("shard-" + k + ".json");
      shardFiles.add(file);
      shards.add(new ProcessBuilder(CliProcess.argv(detectArgs("--shard", k + "/" + SHARDS,
          "--state-dir", tmp.resolve("state").toString(), "-o", file.toString())))
          .redirectErrorStream(true).redirectOutput(tmp.resolve("shard-" + k + ".log").toFile()).start());
    }
    for (int k = 0; k < SHARDS; k++) {
      assertTrue(shards.get(k).waitFor(5, TimeUnit.MINUTES), "shard " + (k + 1) + " did not finish");
      assertEquals(0, shards.get(k).exitValue(), Files.readString(tmp.resolve("shard-" + (k + 1) + ".log")));
    }
    Path whole = tmp.resolve("single.json");
    CliRun run = CliRun.of(detectArgs("--state-dir", tmp.resolve("single-state").toString(), "-o", whole.toString()));
    assertEquals(0, run.code(), run.err());
    single = JSON.readTree(whole.toFile());
  }

  private String[] detectArgs(String... more) {
    List<String> args = new ArrayList<>(List.of("detect", "-C", ws.root().toString(), "--no-native", "--parallel",
        "2", "--tofu", TofuWorkspace.tool().toString()));
    args.addAll(List.of(more));
    return args.toArray(String[]::new);
  }

  @Test
  void theMergedShardsEqualOneRunButForRunIdTimesAndSince() throws Exception {
    Path merged = tmp.resolve("merged.json");
    CliRun run = CliRun.of(merge("-o", merged.toString(), "--json"));
    assertEquals(0, run.code(), run.err());
    JsonNode report = JSON.readTree(merged.toFile());

    assertEquals(SHARDS, report.path("mergedRunIds").size());
    assertEquals(comparable(single), comparable(report));
    assertEquals(comparable(report), comparable(JSON.readTree(run.out())));
    assertEquals(List.of("drifted", "pending_root", "failed"), List.of(status(report, "s00"), status(report, "s07"),
        status(report, "s13")));
  }

  @Test
  void eachShardPlansItsPartWithTheWholeSelectionsHashAndIndices() throws Exception {
    Set<String> planned = new HashSet<>();
    for (int k = 1; k <= SHARDS; k++) {
      JsonNode shard = JSON.readTree(shardFiles.get(k - 1).toFile());
      assertEquals(k, shard.path("shard").path("index").asInt());
      assertEquals(SHARDS, shard.path("shard").path("count").asInt());
      assertEquals(single.path("planHash"), shard.path("planHash"));
      List<String> ids = new ArrayList<>();
      for (JsonNode e : shard.path("stacks")) {
        ids.add(e.path("stackId").asText());
        assertEquals(Integer.parseInt(e.path("stackId").asText().substring(1)), e.path("runIndex").asInt());
        assertTrue(planned.add(e.path("stackId").asText()), "planned twice: " + e.path("stackId"));
      }
      List<String> partition = new ArrayList<>();
      shard.path("shard").path("partition").forEach(id -> partition.add(id.asText()));
      assertEquals(partition, ids);
      assertTrue(shard.path("stacks").get(0).path("since").isMissingNode(), "a shard records no state");
    }
    assertEquals(STACKS, planned.size());
  }

  @Test
  void aMissingShardIsRefusedByNumber() {
    CliRun run = CliRun.of("report", "merge", shardFiles.get(0).toString(), shardFiles.get(1).toString(),
        shardFiles.get(3).toString());
    assertEquals(1, run.code());
    assertEquals("stackdrift: missing shard 3 of 4; give every shard's report exactly once\n", run.err());
  }

  @Test
  void aShardGivenTwiceIsRefusedNamingTheFiles() {
    CliRun run = CliRun.of(merge(shardFiles.get(1).toString()));
    assertEquals(1, run.code());
    assertTrue(run.err().contains("shard 2 of 4 given 2 times (" + shardFiles.get(1) + ", " + shardFiles.get(1)
        + ")"), run.err());
  }

  @Test
  void aShardOfAnotherPlanHashIsRefusedNamingTheField() throws Exception {
    ObjectNode other = (ObjectNode) JSON.readTree(shardFiles.get(2).toFile());
    other.put("planHash", "sha256:" + "0".repeat(64));
    Path changed = tmp.resolve("shard-3-changed.json");
    JSON.writeValue(changed.toFile(), other);
    CliRun run = CliRun.of("report", "merge", shardFiles.get(0).toString(), shardFiles.get(1).toString(),
        changed.toString(), shardFiles.get(3).toString());
    assertEquals(1, run.code());
    assertTrue(run.err().startsWith("stackdrift: the shard reports differ in planHash: " + shardFiles.get(0)),
        run.err());
  }

  private String[] merge(String... more) {
    List<String> args = new ArrayList<>(List.of("report", "merge"));
    shardFiles.forEach(f -> args.add(f.toString()));
    args.addAll(List.of(more));
    return args.toArray(String[]::new);
  }

  /** The report without what may differ between a merge and one run: run ids, times, durations, memory peaks, since. */
  private static JsonNode comparable(JsonNode report) {
    ObjectNode copy = report.deepCopy();
    copy.remove(List.of("runId", "mergedRunIds", "detectedAt"));
    copy.path("stacks").forEach(e -> ((ObjectNode) e).remove(List.of("durationMs", "peakRssBytes", "since")));
    return copy;
  }

  private static String status(JsonNode report, String id) {
    for (JsonNode e : report.path("stacks")) {
      if (e.path("stackId").asText().equals(id)) {
        return e.path("status").asText();
      }
    }
    return null;
  }
}
