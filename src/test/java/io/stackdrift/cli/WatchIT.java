package io.stackdrift.cli;

import static io.stackdrift.testing.TofuWorkspace.dataResource;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.stackdrift.testing.Poll;
import io.stackdrift.testing.TofuWorkspace;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** watch with self-heal against the real tool. */
class WatchIT {
  private static final ObjectMapper JSON = new ObjectMapper();

  @Test
  void driftBetweenCyclesIsHealed(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    Path root = ws.root();
    Files.writeString(root.resolve("stackdrift.toml"), "[watch]\nheal = \"any\"\n"); // a code change is healed too
    ws.stack("app", "app", List.of("role/workload"), dataResource("v1"));
    ws.apply("app");
    Path events = tmp.resolve("events.jsonl");

    AtomicReference<CliRun> result = new AtomicReference<>();
    Thread watch = new Thread(() -> result.set(watch(tmp, root, events, "--max-cycles", "3", "--self-heal")));
    watch.start();
    assertTrue(Poll.until(Duration.ofSeconds(60), () -> lines(events).size() >= 1), "the first cycle ran");
    ws.write("app", "main.tf", dataResource("v2")); // drift between cycles
    watch.join(120_000);

    CliRun run = result.get();
    assertEquals(0, run.code(), run.err());
    assertEquals(List.of("advanced.drift.stack converged", "advanced.drift.run clean",
        "advanced.drift.stack drifted", "advanced.drift.run drifted", "advanced.drift.reconcile succeeded",
        "advanced.drift.stack converged", "advanced.drift.run clean"), phases(events), run.err());
    List<String> runIds = lines(events).stream().map(WatchIT::runId).toList();
    assertEquals(runIds.get(0), runIds.get(1), "a cycle's stack and run events share its run id");
    assertEquals(4, runIds.stream().distinct().count(), "three cycles and one reconcile, each with its own id");
    assertTrue(run.err().contains("self-heal: app succeeded"), run.err());
  }

  @Test
  void pausedSelfHealHealsNothing(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    Path root = ws.root();
    ws.stack("app", "app", List.of("role/workload"), dataResource("v1"));
    ws.apply("app");
    ws.write("app", "main.tf", dataResource("v2"));
    CliRun pause = CliRun.of("pause", "-C", root.toString(), "--state-dir", tmp.resolve("state").toString(),
        "--reason", "maintenance");
    assertEquals(0, pause.code(), pause.err());
    Path events = tmp.resolve("events.jsonl");

    CliRun run = watch(tmp, root, events, "--max-cycles", "2", "--self-heal");
    assertEquals(0, run.code(), run.err());
    assertEquals(List.of("advanced.drift.stack drifted", "advanced.drift.run drifted", "advanced.drift.stack drifted",
        "advanced.drift.run drifted"), phases(events));
    assertTrue(run.err().contains("self-heal is paused"), run.err());
    assertTrue(run.err().lines().anyMatch(l -> l.matches(
        "stackdrift: watch: cycle 2 at \\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ \\(in 1s\\)")),
        "when the next cycle is due:\n" + run.err());

    CliRun resume = CliRun.of("resume", "-C", root.toString(), "--state-dir", tmp.resolve("state").toString());
    assertEquals("Self-heal resumed.", resume.out().strip());
  }

  @Test
  void tooManyTargetsAreLeftToAPerson(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    Path root = ws.root();
    Files.writeString(root.resolve("stackdrift.toml"), "[watch]\nmax_targets = 1\nheal = \"any\"\n");
    for (String s : List.of("a", "b")) {
      ws.stack(s, s, List.of(), dataResource("v1"));
      ws.apply(s);
      ws.write(s, "main.tf", dataResource("v2"));
    }
    CliRun run = watch(tmp, root, tmp.resolve("events.jsonl"), "--max-cycles", "1", "--self-heal");
    assertEquals(0, run.code(), run.err());
    assertTrue(run.err().contains("more than watch.max_targets (1)"), run.err());
    assertTrue(phases(tmp.resolve("events.jsonl")).stream().noneMatch(p -> p.contains("reconcile")));
  }

  @Test
  void aCycleThatFindsTheLockHeldIsSkipped(@TempDir Path tmp) throws Exception {
    Path root = Files.createDirectories(tmp.resolve("ws"));
    new TofuWorkspace(root).stack("app", "app", List.of(), dataResource("v1"));
    Path events = tmp.resolve("events.jsonl");
    try (var held = io.stackdrift.state.WorkspaceLock.acquire(
        io.stackdrift.fs.StateDirectory.open(tmp.resolve("state")), Duration.ZERO)) {
      CliRun run = watch(tmp, root, events, "--max-cycles", "1");
      assertEquals(0, run.code(), run.err());
      assertTrue(run.err().contains("stackdrift: watch: another stackdrift run (pid " + ProcessHandle.current().pid()
          + ") holds the workspace lock"), run.err());
      assertTrue(run.err().contains("; this cycle is skipped"), run.err());
      assertEquals(List.of(), phases(events));
    }
  }

  @Test
  void aLaterCycleWithConfigurationErrorsIsSkippedNamingTheFileAsDetectWould(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    Path root = ws.root();
    ws.stack("app", "app", List.of(), dataResource("v1"));
    ws.apply("app");
    Path events = tmp.resolve("events.jsonl");

    AtomicReference<CliRun> result = new AtomicReference<>();
    Thread watch = new Thread(() -> result.set(watch(tmp, root, events, "--max-cycles", "2")));
    watch.start();
    assertTrue(Poll.until(Duration.ofSeconds(60), () -> lines(events).size() >= 1), "the first cycle ran");
    Files.writeString(root.resolve("stackdrift.toml"), "[detect]\ntimout = \"1m\"\n");
    watch.join(120_000);

    CliRun run = result.get();
    assertEquals(0, run.code(), run.err());
    // Relative to the current directory, as every other command shows them; the workspace is not below it.
    assertTrue(run.err().contains("error: " + root.resolve("stackdrift.toml") + ":2: unknown key 'detect.timout'"),
        run.err());
    assertTrue(run.err().contains("stackdrift: watch: configuration errors; this cycle is skipped"), run.err());
    assertEquals(List.of("advanced.drift.stack converged", "advanced.drift.run clean"), phases(events),
        "the second cycle planned nothing");
  }

  private static CliRun watch(Path tmp, Path root, Path events, String... extra) {
    List<String> args = new ArrayList<>(List.of("watch", "-C", root.toString(), "--no-native", "--state-dir",
        tmp.resolve("state").toString(), "--interval", "1s", "--jitter", "0s", "--progress-jsonl",
        events.toString()));
    args.addAll(List.of(extra));
    return CliRun.of(args.toArray(String[]::new));
  }

  private static List<String> phases(Path events) throws Exception {
    List<String> out = new ArrayList<>();
    for (String line : lines(events)) {
      JsonNode e = JSON.readTree(line);
      out.add(e.get("phase").asText() + " " + e.get("status").asText());
    }
    return out;
  }

  private static String runId(String eventLine) {
    try {
      return JSON.readTree(eventLine).get("attributes").get("runId").asText();
    } catch (Exception e) {
      throw new AssertionError(eventLine, e);
    }
  }

  private static List<String> lines(Path file) {
    try {
      return Files.exists(file) ? Files.readAllLines(file) : List.of();
    } catch (Exception e) {
      return List.of();
    }
  }
}
