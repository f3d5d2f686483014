package io.stackdrift.detect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.events.EventSink;
import io.stackdrift.process.Cancellation;
import io.stackdrift.publish.DetectListener;
import io.stackdrift.report.DriftReport;
import io.stackdrift.report.StackEntry;
import io.stackdrift.report.StackStatus;
import io.stackdrift.testing.Poll;
import io.stackdrift.testing.TofuWorkspace;
import io.stackdrift.workspace.Workspace;
import io.stackdrift.workspace.WorkspaceLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Faults a real tool cannot produce on demand, played by scripted stand-ins. */
class DetectFaultsIT {
  private static final String CONVERGED_SUMMARY =
      "echo '{\"type\":\"change_summary\",\"changes\":{\"add\":0,\"change\":0,\"remove\":0,\"operation\":\"plan\"}}'";

  @Test
  void hangingPlanWithAChildIgnoringSigtermTimesOutAndLeavesNoProcess(@TempDir Path tmp) throws Exception {
    String marker = "7" + ThreadLocalRandom.current().nextInt(100_000, 999_999);
    Path tool = TofuWorkspace.standIn(tmp, "tofu-hang",
        "sh -c 'trap \"\" TERM; sleep " + marker + "' &\nsleep " + marker);
    Workspace ws = workspace(tmp, 1, "[detect]\nkill_grace = \"300ms\"\n");
    try {
      long start = System.nanoTime();
      DriftReport report = detect(ws, tool, 1, Duration.ofSeconds(1), env());
      StackEntry entry = report.stacks().get(0);
      assertEquals(StackStatus.FAILED, entry.status());
      assertEquals("plan timed out after 1s", entry.detail());
      assertTrue(System.nanoTime() - start < Duration.ofSeconds(10).toNanos(), "bounded by timeout and grace");
      assertTrue(Poll.until(Duration.ofSeconds(5), () -> !Poll.processAlive(marker)),
          "a process of the stand-in outlived the run");
    } finally {
      Poll.killAll(marker);
    }
  }

  @Test
  void neverMoreToolProcessesThanParallel(@TempDir Path tmp) throws Exception {
    Path running = Files.createDirectories(tmp.resolve("running"));
    Path log = tmp.resolve("concurrency.log");
    Path tool = TofuWorkspace.standIn(tmp, "tofu-count",
        "touch " + running + "/$$\nls " + running + " | wc -l >> " + log + "\n"
            + "i=0; while [ $i -lt 30000 ]; do i=$((i+1)); done\n"
            + "rm " + running + "/$$\n" + CONVERGED_SUMMARY);
    Workspace ws = workspace(tmp, 8, "");
    DriftReport report = detect(ws, tool, 2, Duration.ofMinutes(1), env());
    assertTrue(report.stacks().stream().allMatch(e -> e.status() == StackStatus.CONVERGED), report.toString());
    List<Integer> counts = new ArrayList<>();
    Files.readAllLines(log).forEach(l -> counts.add(Integer.parseInt(l.strip())));
    assertEquals(8, counts.size());
    assertTrue(counts.stream().allMatch(n -> n <= 2), "more than --parallel at once: " + counts);

    Files.delete(log);
    detect(ws, tool, 1, Duration.ofMinutes(1), env());
    assertTrue(Files.readAllLines(log).stream().allMatch(l -> l.strip().equals("1")), "--parallel 1 is serial");
  }

  @Test
  void initsRunOneAtATimeWithASharedPluginCache(@TempDir Path tmp) throws Exception {
    Path running = Files.createDirectories(tmp.resolve("running"));
    Path log = tmp.resolve("inits.log");
    Path tool = TofuWorkspace.standIn(tmp, "tofu-init", String.join("\n",
        "if [ \"$1\" = init ]; then",
        "  touch " + running + "/$$; ls " + running + " | wc -l >> " + log,
        "  i=0; while [ $i -lt 30000 ]; do i=$((i+1)); done",
        "  rm " + running + "/$$; touch .initialised; exit 0",
        "fi",
        "if [ ! -f .initialised ]; then",
        "  echo '{\"type\":\"diagnostic\",\"diagnostic\":{\"severity\":\"error\","
            + "\"summary\":\"Backend initialization required, please run \\\"tofu init\\\"\"}}'",
        "  exit 1",
        "fi",
        CONVERGED_SUMMARY));
    Workspace ws = workspace(tmp, 6, "");
    Map<String, String> env = env();
    env.put("TF_PLUGIN_CACHE_DIR", tmp.resolve("plugin-cache").toString());
    DriftReport report = detect(ws, tool, 3, Duration.ofMinutes(1), env);
    assertTrue(report.stacks().stream().allMatch(e -> e.status() == StackStatus.CONVERGED), report.toString());
    List<String> counts = Files.readAllLines(log);
    assertEquals(6, counts.size(), "each stack was initialised once");
    assertTrue(counts.stream().allMatch(l -> l.strip().equals("1")), "concurrent inits: " + counts);
  }

  @Test
  void fiftyMegabytesOfOutputAreStreamedNotHeld(@TempDir Path tmp) throws Exception {
    Path tool = TofuWorkspace.standIn(tmp, "tofu-loud",
        "yes '{\"type\":\"log\",\"@message\":\"padding padding padding padding padding\"}' | head -c 50000000\n"
            + "echo\nyes 'stderr noise' | head -c 5000000 >&2\n"
            + "echo '{\"type\":\"change_summary\",\"changes\":{\"add\":1,\"change\":0,\"remove\":0,\"operation\":\"plan\"}}'\n"
            + "exit 2");
    Workspace ws = workspace(tmp, 1, "");
    StackEntry entry = detect(ws, tool, 1, Duration.ofMinutes(1), env()).stacks().get(0);
    assertEquals(StackStatus.DRIFTED, entry.status());
    assertEquals(1, entry.summary().add(), "the summary after 50 MB was still read");
  }

  @Test
  void nonUtf8BytesAreReplacedNotFatal(@TempDir Path tmp) throws Exception {
    Path tool = TofuWorkspace.standIn(tmp, "tofu-bytes", "printf '\\377\\376 bad bytes \\200\\n' >&2\nexit 1");
    Workspace ws = workspace(tmp, 1, "");
    StackEntry entry = detect(ws, tool, 1, Duration.ofMinutes(1), env()).stacks().get(0);
    assertEquals(StackStatus.FAILED, entry.status());
    assertEquals(1, entry.planExitCode());
    assertTrue(entry.detail().contains("\uFFFD bad bytes"), entry.detail());
  }

  @Test
  void aPlanKilledBySignalIsFailed(@TempDir Path tmp) throws Exception {
    Path tool = TofuWorkspace.standIn(tmp, "tofu-crash", "kill -9 $$");
    StackEntry entry = detect(workspace(tmp, 1, ""), tool, 1, Duration.ofMinutes(1), env()).stacks().get(0);
    assertEquals(StackStatus.FAILED, entry.status());
    assertEquals(137, entry.planExitCode());
    assertEquals("plan was ended by signal 9", entry.detail());
  }

  @Test
  void secretsInErrorOutputAreRedacted(@TempDir Path tmp) throws Exception {
    Path tool = TofuWorkspace.standIn(tmp, "tofu-leak",
        "echo \"auth failed for token $MY_API_TOKEN with Authorization: Bearer abc.def.ghi\" >&2\nexit 1");
    Map<String, String> env = env();
    env.put("MY_API_TOKEN", "s3cr3t-value-123");
    StackEntry entry = detect(workspace(tmp, 1, ""), tool, 1, Duration.ofMinutes(1), env).stacks().get(0);
    assertNotNull(entry.detail());
    assertFalse(entry.detail().contains("s3cr3t-value-123"), entry.detail());
    assertFalse(entry.detail().contains("abc.def.ghi"), entry.detail());
    assertTrue(entry.detail().contains("[REDACTED]"), entry.detail());
  }

  @Test
  void theToolGetsTheAutomationEnvironment(@TempDir Path tmp) throws Exception {
    Path seen = tmp.resolve("env.txt");
    Path tool = TofuWorkspace.standIn(tmp, "tofu-env", "env > " + seen + "\necho \"$@\" >> " + seen + "\n"
        + CONVERGED_SUMMARY);
    Map<String, String> env = env();
    env.put("TF_CLI_ARGS_plan", "-refresh=false");
    env.put("TF_LOG", "TRACE");
    env.put("TF_WORKSPACE", "prod");
    detect(workspace(tmp, 1, ""), tool, 1, Duration.ofMinutes(1), env);
    String text = Files.readString(seen);
    assertTrue(text.contains("TF_IN_AUTOMATION=1") && text.contains("TF_INPUT=0") && text.contains("CHECKPOINT_DISABLE=1"),
        text);
    assertFalse(text.contains("TF_CLI_ARGS_plan") || text.contains("TF_LOG") || text.contains("TF_WORKSPACE"), text);
    assertTrue(text.contains("plan -detailed-exitcode -input=false -no-color -json -lock=false"), text);
  }

  private static Map<String, String> env() {
    return new HashMap<>(System.getenv());
  }

  private static Workspace workspace(Path tmp, int stacks, String config) throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    Path root = ws.root();
    Files.writeString(root.resolve("stackdrift.toml"), config);
    for (int i = 0; i < stacks; i++) {
      ws.stack("s" + i, "s" + i, List.of(), TofuWorkspace.dataResource("v1"));
    }
    return WorkspaceLoader.load(root);
  }

  private static DriftReport detect(Workspace ws, Path tool, int parallel, Duration timeout, Map<String, String> env) {
    DetectSettings settings = DetectSettings.configured().withTofu(tool.toString()).withParallel(parallel)
        .withTimeout(timeout).withContainers(false);
    return new Detector(ws, settings, env, DetectListener.NONE, EventSink.NONE).run(ws.stacks(), new Cancellation());
  }
}
