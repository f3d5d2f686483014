package io.stackdrift.faults;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.testing.Poll;
import io.stackdrift.testing.StackdriftRuns;
import io.stackdrift.testing.TofuWorkspace;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Never kill what was promised alive (contract §9): an apply is not held to the plans' timeout, on
 * its own limit or a first signal gets SIGTERM and its whole grace, and lives on when stackdrift is
 * killed or hung up; SIGHUP ends detect as SIGTERM does. Real stackdrift processes, the real tool for
 * plans, stand-ins for the applies (a real apply cannot be made to hang or trap signals on demand).
 */
class ApplySafetyFaultsIT {

  private final StackdriftRuns processes = new StackdriftRuns();

  @AfterEach
  void cleanUp() {
    processes.close();
  }

  @Test
  void anApplyLongerThanThePlanTimeoutIsNotCutShort(@TempDir Path tmp) throws Exception {
    Path ws = TofuWorkspace.drifted(tmp, "[detect]\ntimeout = \"2s\"\nkill_grace = \"1s\"\n");
    Path tool = applyStandIn(tmp, "sleep 4\necho applied > " + tmp.resolve("applied"));

    Process p = processes.start(tmp, "reconcile", "-C", ws.toString(), "--yes", "--no-native", "--tofu", tool.toString(),
        "--state-dir", tmp.resolve("state").toString());
    assertTrue(p.waitFor(120, TimeUnit.SECONDS), "reconcile ends");
    assertTrue(Files.exists(tmp.resolve("applied")), "the apply ran to its end:\n" + StackdriftRuns.log(tmp));
    assertFalse(StackdriftRuns.log(tmp).contains("timed out"), StackdriftRuns.log(tmp));
  }

  @Test
  void anApplyPastItsOwnLimitGetsSigtermAndItsWholeGrace(@TempDir Path tmp) throws Exception {
    Path ws = TofuWorkspace.drifted(tmp, "[detect]\nkill_grace = \"1s\"\n[reconcile]\ntimeout = \"1s\"\nkill_grace = \"2m\"\n");
    String sleep = processes.sleepNumber();
    // On SIGTERM, as OpenTofu does: finish the operation in flight, write the state, exit.
    Path tool = applyStandIn(tmp, "trap 'sleep 3; echo state-written > " + tmp.resolve("applied") + "; exit 1' TERM\n"
        + "sleep " + sleep + " &\nwait $!");

    Process p = processes.start(tmp, "reconcile", "-C", ws.toString(), "--yes", "--no-native", "--tofu", tool.toString(),
        "--state-dir", tmp.resolve("state").toString());
    assertTrue(p.waitFor(120, TimeUnit.SECONDS), "reconcile ends");
    assertTrue(Files.exists(tmp.resolve("applied")), "the apply was killed before it wrote its state:\n" + StackdriftRuns.log(tmp));
    assertTrue(StackdriftRuns.log(tmp).contains("timed out after 1s"), StackdriftRuns.log(tmp));
  }

  @Test
  void anApplyOutlivesAKilledStackdriftAndWritesItsState(@TempDir Path tmp) throws Exception {
    Path ws = TofuWorkspace.drifted(tmp, "");
    Path state = tmp.resolve("state");
    Path go = tmp.resolve("go");
    // Waits until the test has killed stackdrift, then writes well past a pipe's buffer, as an apply's
    // progress lines do, then its state.
    Path tool = applyStandIn(tmp, "echo started > " + tmp.resolve("started") + "\nwhile [ ! -e " + go
        + " ]; do sleep 0.1; done\ni=0\nwhile [ $i -lt 3000 ]; do echo \"resource $i: Modifying... [id=$i]\"; "
        + "i=$((i+1)); done\necho state-written > " + tmp.resolve("applied"));

    Process p = processes.start(tmp, "reconcile", "-C", ws.toString(), "--yes", "--no-native", "--tofu", tool.toString(),
        "--state-dir", state.toString());
    assertTrue(Poll.until(Duration.ofSeconds(120), () -> Files.exists(tmp.resolve("started"))), "the apply started");
    p.destroyForcibly();
    assertTrue(p.waitFor(30, TimeUnit.SECONDS));
    Files.writeString(go, "");

    assertTrue(Poll.until(Duration.ofSeconds(60), () -> Files.exists(tmp.resolve("applied"))),
        "the apply died with stackdrift's pipes");
    String output = Files.readString(state.resolve("apply-app.log"));
    assertTrue(output.contains("resource 2999: Modifying..."), "the apply's output is kept in the state directory");
  }

  @Test
  void aHangupDuringReconcileLetsTheApplyFinishAndExits129(@TempDir Path tmp) throws Exception {
    Path ws = TofuWorkspace.drifted(tmp, "[detect]\nkill_grace = \"1s\"\n");
    String sleep = processes.sleepNumber();
    Path tool = applyStandIn(tmp, "trap 'sleep 2; echo state-written > " + tmp.resolve("applied") + "; exit 1' TERM\n"
        + "echo started > " + tmp.resolve("started") + "\nsleep " + sleep + " &\nwait $!");

    Process p = processes.start(tmp, "reconcile", "-C", ws.toString(), "--yes", "--no-native", "--tofu", tool.toString(),
        "--state-dir", tmp.resolve("state").toString());
    assertTrue(Poll.until(Duration.ofSeconds(120), () -> Files.exists(tmp.resolve("started"))), "the apply started");
    hangUp(p);
    assertTrue(p.waitFor(60, TimeUnit.SECONDS), "reconcile ends after the apply does");
    assertEquals(129, p.exitValue(), StackdriftRuns.log(tmp));
    assertTrue(Files.exists(tmp.resolve("applied")), "the apply was killed during its grace:\n" + StackdriftRuns.log(tmp));
  }

  @Test
  void aHangupEndsDetectLikeSigtermWithAPartialReport(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    ws.stack("app", "app", List.of(), TofuWorkspace.dataResource("v1"));
    Files.writeString(ws.root().resolve("stackdrift.toml"), "[detect]\nkill_grace = \"1s\"\n");
    String sleep = processes.sleepNumber();
    Path tool = TofuWorkspace.standIn(tmp, "tofu-hangs", "echo started > " + tmp.resolve("started")
        + "\nexec sleep " + sleep);
    Path report = tmp.resolve("report.json");

    Process p = processes.start(tmp, "detect", "-C", ws.root().toString(), "--no-native", "--tofu", tool.toString(),
        "-o", report.toString(), "--state-dir", tmp.resolve("state").toString());
    assertTrue(Poll.until(Duration.ofSeconds(60), () -> Files.exists(tmp.resolve("started"))), "the plan started");
    hangUp(p);
    assertTrue(p.waitFor(60, TimeUnit.SECONDS), "detect ends on SIGHUP");
    assertEquals(129, p.exitValue(), StackdriftRuns.log(tmp));
    assertTrue(Files.readString(report).contains("\"stackId\": \"app\""), "the partial report is written");
    assertTrue(StackdriftRuns.log(tmp).contains("stackdrift: hung up (SIGHUP); stopping running plans"), StackdriftRuns.log(tmp));
    assertTrue(Poll.until(Duration.ofSeconds(5), () -> !Poll.processAlive(sleep)), "the plan outlived stackdrift");
  }

  /** The real tool, except that {@code apply} runs {@code body}. */
  private static Path applyStandIn(Path tmp, String body) throws IOException {
    return TofuWorkspace.standIn(tmp, "tofu-apply", "if [ \"$1\" = apply ]; then\n" + body + "\nexit 0\nfi\nexec "
        + TofuWorkspace.tool() + " \"$@\"");
  }

  private static void hangUp(Process p) throws Exception {
    Process kill = new ProcessBuilder("kill", "-HUP", Long.toString(p.pid())).inheritIO().start();
    assertTrue(kill.waitFor(10, TimeUnit.SECONDS));
    assertEquals(0, kill.exitValue());
  }
}
