package io.stackdrift.faults;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.testing.CliProcess;
import io.stackdrift.testing.Poll;
import io.stackdrift.testing.Required;
import io.stackdrift.testing.StackdriftRuns;
import io.stackdrift.testing.TofuWorkspace;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The saved plans of a run that was pid 1 (a container's entrypoint) and was SIGKILLed during
 * {@code show}: pid 1 is alive in every namespace, so only the lock the run held tells that it is
 * gone (contract §9, "Fail closed"). Each run is pid 1 of a PID namespace of its own
 * ({@code unshare -pf --mount-proc}, as root).
 */
class LeftoverPlansOfPidOneIT {
  private final StackdriftRuns runs = new StackdriftRuns();

  @AfterEach
  void stop() {
    runs.close();
  }

  @Test
  void thePlansOfAKilledPidOneAreRemovedByTheNextPidOne(@TempDir Path tmp) throws Exception {
    if (!"0".equals(new String(new ProcessBuilder("id", "-u").start().getInputStream().readAllBytes()).strip())) {
      Required.skipOrFail("unshare -p needs root: the leftovers of a pid 1 are not tried");
      return;
    }
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    ws.stack("app", "app", List.of(), TofuWorkspace.dataResource("v1"));
    ws.apply("app");
    ws.write("app", "main.tf", TofuWorkspace.dataResource("v2"));
    String sleep = runs.sleepNumber();
    Path tool = TofuWorkspace.standIn(tmp, "tofu-show-hangs", "if [ \"$1\" = show ]; then\n  echo > "
        + tmp.resolve("showing") + "\n  exec sleep " + sleep + "\nfi\nexec " + TofuWorkspace.tool() + " \"$@\"");
    Path state = tmp.resolve("state");

    Process first = inNamespace(tmp, "detect", "-C", ws.root().toString(), "--no-native", "--tofu", tool.toString(),
        "--state-dir", state.toString());
    assertTrue(Poll.until(Duration.ofSeconds(60), () -> Files.exists(tmp.resolve("showing"))), "show started");
    ProcessHandle pidOne = ProcessHandle.of(first.pid()).orElseThrow().children().findFirst().orElseThrow();
    pidOne.destroyForcibly(); // SIGKILL of a namespace's pid 1 ends every process in it
    assertTrue(first.waitFor(30, TimeUnit.SECONDS));
    List<Path> left = runDirectories(state);
    assertEquals(1, left.size(), left.toString());
    assertTrue(left.get(0).getFileName().toString().startsWith("plans-1-"), "it was pid 1: " + left);

    Process second = inNamespace(tmp, "detect", "-C", ws.root().toString(), "--no-native", "--state-dir",
        state.toString());
    assertTrue(second.waitFor(120, TimeUnit.SECONDS), StackdriftRuns.log(tmp));

    assertFalse(Files.exists(left.get(0)), "the dead run's plans are gone:\n" + StackdriftRuns.log(tmp));
    assertTrue(StackdriftRuns.log(tmp).contains("removed the saved plans of a run that ended without removing them"),
        StackdriftRuns.log(tmp));
  }

  private Process inNamespace(Path tmp, String... args) throws Exception {
    List<String> argv = new ArrayList<>(List.of("unshare", "-pf", "--mount-proc"));
    argv.addAll(CliProcess.argv(args));
    return runs.startCommand(tmp, argv);
  }

  private static List<Path> runDirectories(Path state) throws Exception {
    try (Stream<Path> entries = Files.list(state.resolve("tmp"))) {
      return entries.filter(p -> p.getFileName().toString().startsWith("plans-")).toList();
    }
  }
}
