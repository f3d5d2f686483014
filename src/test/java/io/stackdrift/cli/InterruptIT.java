package io.stackdrift.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.stackdrift.testing.CliProcess;
import io.stackdrift.testing.Poll;
import io.stackdrift.testing.TofuWorkspace;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Signals to a real stackdrift process (a separate JVM), with a stand-in tool that hangs. */
class InterruptIT {

  @Test
  void sigtermCancelsPlansWritesTheReportAndExits143(@TempDir Path tmp) throws Exception {
    String marker = "6" + ThreadLocalRandom.current().nextInt(100_000, 999_999);
    Path ws = workspace(tmp, 3);
    Path tool = hangingTool(tmp, marker);
    Path report = tmp.resolve("report.json");
    Process p = start(tmp, "detect", "-C", ws.toString(), "--tofu", tool.toString(), "--parallel", "2",
        "-o", report.toString());
    try {
      assertTrue(Poll.until(Duration.ofSeconds(30), () -> countStarted(tmp) == 2), "two plans started");
      p.toHandle().destroy(); // SIGTERM
      assertTrue(p.waitFor(30, TimeUnit.SECONDS), "stackdrift exits after SIGTERM");
      assertEquals(143, p.exitValue());
      JsonNode json = new ObjectMapper().readTree(report.toFile());
      assertEquals("unknown", json.get("status").asText());
      for (JsonNode s : json.get("stacks")) {
        assertEquals("failed", s.get("status").asText());
        assertEquals("cancelled", s.get("detail").asText());
      }
      assertTrue(Poll.until(Duration.ofSeconds(5), () -> !Poll.processAlive(marker)), "a plan outlived stackdrift");
    } finally {
      p.destroyForcibly();
      Poll.killAll(marker);
    }
  }

  /**
   * Contract §8 while the run environments evaluate, before any plan: 100 stacks whose run
   * environment reads the end of a chain of 3,000 globals, each doing some work (about 4.5 million
   * evaluation steps a stack, well inside the budget). The signal comes once the run has spent 5 s of
   * CPU and no plan has started; the run must end soon after, its report written.
   */
  @Test
  void sigtermWhileGlobalsEvaluateWritesTheReportAndExits143(@TempDir Path tmp) throws Exception {
    String marker = "8" + ThreadLocalRandom.current().nextInt(100_000, 999_999);
    Path ws = workspace(tmp, 100);
    StringBuilder globals = new StringBuilder("globals {\n  a0 = 0\n");
    for (int i = 1; i < 3_000; i++) {
      globals.append("  a").append(i).append(" = global.a").append(i - 1)
          .append(" + tm_length([for i in tm_range(500) : i])\n");
    }
    Files.writeString(ws.resolve("globals.tm"), globals.append("}\n"));
    Files.writeString(ws.resolve("run-env.tm"),
        "terramate {\n  config {\n    run {\n      env {\n        CHAIN = \"n${global.a2999}\"\n      }\n    }\n  }\n}\n");
    Path report = tmp.resolve("report.json");
    Process p = start(tmp, "detect", "-C", ws.toString(), "--tofu", hangingTool(tmp, marker).toString(),
        "-o", report.toString());
    try {
      assertTrue(Poll.until(Duration.ofSeconds(120), () -> cpu(p).compareTo(Duration.ofSeconds(5)) >= 0),
          "the run works");
      assertEquals(0, countStarted(tmp), "no plan has started: the run environments are still evaluating");
      p.toHandle().destroy(); // SIGTERM
      assertTrue(p.waitFor(10, TimeUnit.SECONDS), "stackdrift exits soon after SIGTERM while globals evaluate");
      assertEquals(143, p.exitValue(), Files.readString(tmp.resolve("stackdrift.log")));
      JsonNode json = new ObjectMapper().readTree(report.toFile());
      assertEquals(100, json.get("stacks").size());
      for (JsonNode s : json.get("stacks")) {
        assertEquals("failed", s.get("status").asText());
        assertEquals("cancelled", s.get("detail").asText());
      }
      assertEquals(0, countStarted(tmp), "no plan started after the signal");
    } finally {
      p.destroyForcibly();
      Poll.killAll(marker);
    }
  }

  private static Duration cpu(Process p) {
    return p.toHandle().info().totalCpuDuration().orElse(Duration.ZERO);
  }

  @Test
  void sigkillLeavesThePreviousReportIntact(@TempDir Path tmp) throws Exception {
    String marker = "5" + ThreadLocalRandom.current().nextInt(100_000, 999_999);
    Path ws = workspace(tmp, 1);
    Path report = tmp.resolve("report.json");
    String previous = "{\"schemaVersion\":\"stackkit.drift-report/v1\",\"status\":\"clean\"}\n";
    Files.writeString(report, previous);
    Process p = start(tmp, "detect", "-C", ws.toString(), "--tofu", hangingTool(tmp, marker).toString(),
        "-o", report.toString());
    try {
      assertTrue(Poll.until(Duration.ofSeconds(30), () -> countStarted(tmp) == 1), "the plan started");
      p.destroyForcibly(); // SIGKILL: no chance to clean up
      assertTrue(p.waitFor(30, TimeUnit.SECONDS));
      assertEquals(previous, Files.readString(report));
      try (var files = Files.list(tmp)) {
        assertTrue(files.noneMatch(f -> f.getFileName().toString().endsWith(".tmp")), "no half-written report");
      }
    } finally {
      Poll.killAll(marker); // a SIGKILLed JVM cannot end its children: that is the kernel's limit
    }
  }

  @Test
  void aSecondRunFailsAtOnceNamingTheHolderAndProceedsAfterTheHolderIsKilled(@TempDir Path tmp) throws Exception {
    String marker = "4" + ThreadLocalRandom.current().nextInt(100_000, 999_999);
    Path ws = workspace(tmp, 1);
    String state = tmp.resolve("state").toString();
    Process first = start(tmp, "detect", "-C", ws.toString(), "--state-dir", state, "--tofu",
        hangingTool(tmp, marker).toString());
    try {
      assertTrue(Poll.until(Duration.ofSeconds(30), () -> countStarted(tmp) == 1), "the first run is planning");
      long start = System.nanoTime();
      CliRun second = CliRun.of("detect", "-C", ws.toString(), "--state-dir", state, "--no-native");
      assertEquals(1, second.code());
      assertTrue(second.err().contains("pid " + first.pid()), second.err());
      assertTrue(System.nanoTime() - start < Duration.ofSeconds(10).toNanos(), "fails at once");

      first.destroyForcibly(); // kill -9: the kernel drops its lock
      assertTrue(first.waitFor(30, TimeUnit.SECONDS));
      Poll.killAll(marker);
      CliRun third = CliRun.of("detect", "-C", ws.toString(), "--state-dir", state, "--no-native",
          "--tofu", TofuWorkspace.tool().toString());
      assertEquals(0, third.code(), third.err());
    } finally {
      first.destroyForcibly();
      Poll.killAll(marker);
    }
  }

  @Test
  void waitLockWaitsForTheHolder(@TempDir Path tmp) throws Exception {
    Path state = Files.createDirectories(tmp.resolve("state"));
    var dir = io.stackdrift.fs.StateDirectory.open(state);
    try (var held = io.stackdrift.state.WorkspaceLock.acquire(dir, Duration.ZERO)) {
      Thread release = new Thread(() -> {
        Poll.until(Duration.ofMillis(300), () -> false);
        try {
          held.close();
        } catch (Exception e) {
          throw new IllegalStateException(e);
        }
      });
      release.start();
      // Another process would be refused at once; this one waits and gets it once released.
      try (var next = io.stackdrift.state.WorkspaceLock.acquire(dir, Duration.ofSeconds(20))) {
        assertTrue(Files.readString(state.resolve("lock")).contains("pid " + ProcessHandle.current().pid()));
      }
      release.join();
    }
  }

  @Test
  void watchEndsOnSigtermBetweenCycles(@TempDir Path tmp) throws Exception {
    Path ws = workspace(tmp, 1);
    Path events = tmp.resolve("events.jsonl");
    Process p = start(tmp, "watch", "-C", ws.toString(), "--state-dir", tmp.resolve("state").toString(),
        "--no-native", "--interval", "1h", "--progress-jsonl", events.toString(), "--tofu",
        TofuWorkspace.tool().toString());
    try {
      assertTrue(Poll.until(Duration.ofSeconds(60), () -> Files.exists(events) && size(events) > 0),
          "the first cycle ran");
      p.toHandle().destroy(); // SIGTERM while waiting for the next cycle
      assertTrue(p.waitFor(30, TimeUnit.SECONDS), "watch exits without waiting out the interval");
      assertEquals(143, p.exitValue());
    } finally {
      p.destroyForcibly();
    }
  }

  @Test
  void sigtermDuringTheDetectAfterTheAppliesExits143(@TempDir Path tmp) throws Exception {
    String marker = "7" + ThreadLocalRandom.current().nextInt(100_000, 999_999);
    Path ws = workspace(tmp, 1);
    TofuWorkspace.run(ws.resolve("s0"), TofuWorkspace.tool().toString(), "apply", "-auto-approve", "-input=false",
        "-no-color");
    Files.writeString(ws.resolve("s0").resolve("main.tf"), TofuWorkspace.dataResource("v2"));
    Path started = Files.createDirectories(tmp.resolve("started"));
    Path applied = tmp.resolve("applied");
    // The real tool, except that a plan after the apply hangs until the signal.
    Path tool = TofuWorkspace.standIn(tmp, "tofu-hang-after-apply", String.join("\n",
        "case \"$1\" in",
        "  plan) if [ -e " + applied + " ]; then touch " + started + "/$$; exec sleep " + marker + "; fi ;;",
        "  apply) touch " + applied + " ;;",
        "esac",
        "exec " + TofuWorkspace.tool() + " \"$@\""));
    Process p = start(tmp, "reconcile", "-C", ws.toString(), "--state-dir", tmp.resolve("state").toString(),
        "--no-native", "--yes", "--tofu", tool.toString());
    try {
      assertTrue(Poll.until(Duration.ofSeconds(60), () -> countStarted(tmp) == 1), "the detect after the apply");
      p.toHandle().destroy(); // SIGTERM
      assertTrue(p.waitFor(30, TimeUnit.SECONDS), "stackdrift exits after SIGTERM");
      assertEquals(143, p.exitValue(), Files.readString(tmp.resolve("stackdrift.log")));
    } finally {
      p.destroyForcibly();
      Poll.killAll(marker);
    }
  }

  private static long size(Path file) {
    try {
      return Files.size(file);
    } catch (Exception e) {
      return 0;
    }
  }

  private static Path workspace(Path tmp, int stacks) throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    Path root = ws.root();
    for (int i = 0; i < stacks; i++) {
      ws.stack("s" + i, "s" + i, List.of(), TofuWorkspace.dataResource("v1"));
    }
    return root;
  }

  private static Path hangingTool(Path tmp, String marker) throws Exception {
    Path started = Files.createDirectories(tmp.resolve("started"));
    return TofuWorkspace.standIn(tmp, "tofu-hang", "touch " + started + "/$$\nexec sleep " + marker);
  }

  private static long countStarted(Path tmp) {
    try (var files = Files.list(tmp.resolve("started"))) {
      return files.count();
    } catch (Exception e) {
      return 0;
    }
  }

  private static Process start(Path tmp, String... args) throws Exception {
    List<String> argv = CliProcess.argv(args);
    File log = tmp.resolve("stackdrift.log").toFile();
    return new ProcessBuilder(argv).redirectErrorStream(true).redirectOutput(log).start();
  }
}
