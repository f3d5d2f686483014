package io.stackdrift.faults;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.testing.Poll;
import io.stackdrift.testing.StackdriftRuns;
import io.stackdrift.testing.TofuWorkspace;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * No tool process outlives stackdrift (contract §3): real stackdrift processes (separate JVMs),
 * stand-in tools that ignore SIGTERM, start their own session or keep running after stackdrift is
 * SIGKILLed, and /proc read to see what is left.
 */
class LeftoverProcessFaultsIT {
  private static final String VARIABLE = "STACKDRIFT_RUN_MARKER";
  private final StackdriftRuns processes = new StackdriftRuns();

  @AfterEach
  void cleanUp() {
    processes.close();
  }

  @Test
  void aSecondSigtermKillsToolsThatIgnoreSigtermBeforeExiting(@TempDir Path tmp) throws Exception {
    String sleep = processes.sleepNumber();
    Path ws = workspace(tmp, "60s"); // far longer than the test waits: only the second signal can end them
    Path tool = standIn(tmp, "trap '' TERM\n" + started(tmp) + "\nexec sleep " + sleep);
    Process p = processes.start(tmp, "detect", "-C", ws.toString(), "--tofu", tool.toString(), "--no-native");
    assertTrue(Poll.until(Duration.ofSeconds(60), () -> startedCount(tmp) == 1), "the plan started");
    String marker = firstMarker(tmp);

    p.toHandle().destroy(); // SIGTERM: the tool ignores it and gets its 60 s of grace
    assertTrue(Poll.until(Duration.ofSeconds(30), () -> StackdriftRuns.log(tmp).contains("signal again")), StackdriftRuns.log(tmp));
    p.toHandle().destroy(); // the second SIGTERM: quit now
    assertTrue(p.waitFor(30, TimeUnit.SECONDS), "stackdrift exits after the second SIGTERM");
    assertEquals(143, p.exitValue());
    assertTrue(Poll.until(Duration.ofSeconds(5), () -> !Poll.processAlive(sleep)),
        "a SIGTERM-ignoring tool outlived stackdrift");
    String run = runOf(marker);
    assertTrue(marked(run).isEmpty(), "marked processes left: " + marked(run));
  }

  @Test
  void aChildInItsOwnSessionHoldingTheOutputIsEndedWithItsTool(@TempDir Path tmp) throws Exception {
    String sleep = processes.sleepNumber();
    Path ws = workspace(tmp, "1s");
    Path tool = standIn(tmp, started(tmp) + "\nsetsid sleep " + sleep + " &\necho '{}'\nexit 1");
    assertRunLeavesNothing(tmp, ws, tool, sleep);
  }

  @Test
  void aDaemonThatClosedItsOutputIsEndedByTheSweep(@TempDir Path tmp) throws Exception {
    String sleep = processes.sleepNumber();
    Path ws = workspace(tmp, "1s");
    Path tool = standIn(tmp, started(tmp) + "\n( setsid sleep " + sleep + " < /dev/null > /dev/null 2>&1 & )\nexit 1");
    assertRunLeavesNothing(tmp, ws, tool, sleep);
  }

  @Test
  void theNextRunEndsThePlansOfARunThatWasKilled(@TempDir Path tmp) throws Exception {
    String sleep = processes.sleepNumber();
    Path ws = workspace(tmp, "1s");
    Path state = tmp.resolve("state");
    Path tool = standIn(tmp, "trap '' TERM\n" + started(tmp) + "\nwhile :; do sleep " + sleep + "; done");
    Process killed = processes.start(tmp, "detect", "-C", ws.toString(), "--state-dir", state.toString(), "--tofu",
        tool.toString(), "--no-native");
    assertTrue(Poll.until(Duration.ofSeconds(60), () -> startedCount(tmp) == 1), "the plan started");
    String marker = firstMarker(tmp);
    long toolPid = firstStartedPid(tmp);
    killed.destroyForcibly(); // SIGKILL: stackdrift cannot end its plan
    assertTrue(killed.waitFor(30, TimeUnit.SECONDS));
    assertTrue(ProcessHandle.of(toolPid).map(ProcessHandle::isAlive).orElse(false), "the plan runs on");

    Process next = processes.start(tmp, "detect", "-C", ws.toString(), "--state-dir", state.toString(), "--tofu",
        TofuWorkspace.tool().toString(), "--no-native");
    assertTrue(next.waitFor(120, TimeUnit.SECONDS), "the next run ends");
    String err = StackdriftRuns.log(tmp);
    assertEquals(0, next.exitValue(), err);
    assertTrue(Pattern.compile("(?m)^stackdrift: ended \\d+ process(es)? left running by an earlier detect run \\(pid "
        + killed.pid() + ", started [^)]+\\) that was killed: pid [0-9 ]*\\b" + toolPid + "\\b").matcher(err).find(), err);
    assertTrue(Poll.until(Duration.ofSeconds(5), () -> ProcessHandle.of(toolPid).isEmpty()
        || !ProcessHandle.of(toolPid).get().isAlive()), "the killed run's plan was not ended");
    String run = runOf(marker);
    assertTrue(marked(run).isEmpty(), "marked processes left: " + marked(run));
    assertTrue(markerFiles(state).isEmpty(), "a clean run leaves no marker: " + markerFiles(state));
  }

  @Test
  void anApplyLeftByAKilledReconcileIsReportedAndLeftAlone(@TempDir Path tmp) throws Exception {
    String sleep = processes.sleepNumber();
    Path ws = workspace(tmp, "1s");
    TofuWorkspace.run(ws.resolve("s0"), TofuWorkspace.tool().toString(), "apply", "-auto-approve", "-input=false",
        "-no-color");
    Files.writeString(ws.resolve("s0").resolve("main.tf"), TofuWorkspace.dataResource("v2")); // drifted
    Path state = tmp.resolve("state");
    // The real tool, except that the apply never ends.
    Path tool = standIn(tmp, "if [ \"$1\" = apply ]; then\n" + started(tmp) + "\nexec sleep " + sleep
        + "\nfi\nexec " + TofuWorkspace.tool() + " \"$@\"");
    Process killed = processes.start(tmp, "reconcile", "-C", ws.toString(), "--state-dir", state.toString(), "--yes",
        "--no-native", "--tofu", tool.toString());
    assertTrue(Poll.until(Duration.ofSeconds(120), () -> startedCount(tmp) == 1), "the apply started");
    long applyPid = firstStartedPid(tmp);
    killed.destroyForcibly();
    assertTrue(killed.waitFor(30, TimeUnit.SECONDS));

    Process next = processes.start(tmp, "detect", "-C", ws.toString(), "--state-dir", state.toString(), "--tofu",
        TofuWorkspace.tool().toString(), "--no-native");
    assertTrue(next.waitFor(120, TimeUnit.SECONDS), "the next run ends");
    String err = StackdriftRuns.log(tmp);
    assertTrue(err.contains("stackdrift: warning: an earlier reconcile run (pid " + killed.pid()), err);
    assertTrue(err.contains("left an apply running (pid " + applyPid + "); it is left alone"), err);
    assertTrue(Poll.processAlive(sleep), "the apply was left alone");
    assertFalse(markerFiles(state).isEmpty(), "the marker stays while the apply runs, so the next run says it again");
  }

  /** A detect with the tool; once it has exited, no process of the tool may be left. */
  private void assertRunLeavesNothing(Path tmp, Path ws, Path tool, String sleep) throws Exception {
    Process p = processes.start(tmp, "detect", "-C", ws.toString(), "--tofu", tool.toString(), "--no-native");
    assertTrue(p.waitFor(120, TimeUnit.SECONDS), "detect ends");
    assertEquals(0, p.exitValue(), StackdriftRuns.log(tmp));
    assertTrue(Poll.until(Duration.ofSeconds(5), () -> !Poll.processAlive(sleep)),
        "a process that left the tool's session outlived stackdrift");
    String run = runOf(firstMarker(tmp));
    assertTrue(marked(run).isEmpty(), "marked processes left: " + marked(run));
  }

  private static Path workspace(Path tmp, String killGrace) throws IOException {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    ws.stack("s0", "s0", List.of(), TofuWorkspace.dataResource("v1"));
    Files.writeString(ws.root().resolve("stackdrift.toml"), "[detect]\nkill_grace = \"" + killGrace + "\"\n");
    return ws.root();
  }

  private static Path standIn(Path tmp, String body) throws IOException {
    return TofuWorkspace.standIn(tmp, "tofu-stand-in", body);
  }

  /** Shell lines that record the stand-in's pid and the marker it was given. */
  private static String started(Path tmp) throws IOException {
    Path dir = Files.createDirectories(tmp.resolve("started"));
    return "echo \"$" + VARIABLE + "\" > " + dir + "/$$.tmp && mv " + dir + "/$$.tmp " + dir + "/$$";
  }

  private static long startedCount(Path tmp) {
    return startedFiles(tmp).size();
  }

  private static List<Path> startedFiles(Path tmp) {
    List<Path> out = new ArrayList<>();
    try (DirectoryStream<Path> files = Files.newDirectoryStream(tmp.resolve("started"), "[0-9]*")) {
      files.forEach(f -> {
        if (!f.toString().endsWith(".tmp")) {
          out.add(f);
        }
      });
    } catch (IOException e) {
      // not started yet
    }
    return out;
  }

  private static long firstStartedPid(Path tmp) {
    return Long.parseLong(startedFiles(tmp).get(0).getFileName().toString());
  }

  private static String firstMarker(Path tmp) throws IOException {
    List<Path> files = startedFiles(tmp);
    assertFalse(files.isEmpty(), "the tool never started");
    return Files.readString(files.get(0)).strip();
  }

  /** The run id of a tool's marker ({@code <run id>/<tool number>}); fails when the tool had none. */
  private static String runOf(String marker) {
    assertTrue(marker.matches("[0-9a-f]{32}/\\d+(/writes-state)?"), "the tool's marker: '" + marker + "'");
    return marker.substring(0, marker.indexOf('/'));
  }

  /** Live processes whose environment carries a marker of the run. */
  private static List<Long> marked(String run) throws IOException {
    List<Long> out = new ArrayList<>();
    byte[] prefix = (VARIABLE + "=" + run + "/").getBytes(StandardCharsets.US_ASCII);
    try (DirectoryStream<Path> procs = Files.newDirectoryStream(Path.of("/proc"), "[0-9]*")) {
      for (Path proc : procs) {
        try {
          String env = new String(Files.readAllBytes(proc.resolve("environ")), StandardCharsets.ISO_8859_1);
          if (("\0" + env).contains("\0" + new String(prefix, StandardCharsets.ISO_8859_1))) {
            out.add(Long.parseLong(proc.getFileName().toString()));
          }
        } catch (IOException e) {
          // it exited meanwhile
        }
      }
    }
    return out;
  }

  private static List<String> markerFiles(Path state) throws IOException {
    try (var files = Files.list(state)) {
      return files.map(f -> f.getFileName().toString()).filter(n -> n.startsWith("run-")).toList();
    }
  }
}
