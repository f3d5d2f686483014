package io.stackdrift.faults;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.cli.CliRun;
import io.stackdrift.testing.Poll;
import io.stackdrift.testing.StackdriftRuns;
import io.stackdrift.testing.TofuWorkspace;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A saved plan holds secrets in clear (contract §4b): it lives in a private directory and no exit of
 * a plan, of {@code show} or of stackdrift itself leaves it behind. The real tool for the ordinary
 * exits; a stand-in that saves a plan file and then hangs, or whose {@code show} fails, for the rest.
 */
class PlanFileFaultsIT {
  private final StackdriftRuns processes = new StackdriftRuns();

  @AfterEach
  void stopProcesses() {
    processes.close();
  }

  @Test
  void plansThatExitZeroOneOrTwoLeaveNoPlanFile(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    ws.stack("clean", "clean", List.of(), TofuWorkspace.dataResource("v1"));
    ws.stack("changed", "changed", List.of(), TofuWorkspace.dataResource("v1"));
    ws.stack("broken", "broken", List.of(), "resource \"terraform_data\" \"x\" {\n  input = var.missing\n}\n");
    ws.apply("clean");
    ws.apply("changed");
    ws.write("changed", "main.tf", TofuWorkspace.dataResource("v2"));
    Path seen = tmp.resolve("plans-seen");
    Path tool = recording(tmp, seen);

    CliRun run = CliRun.of("detect", "-C", ws.root().toString(), "--no-native", "--tofu", tool.toString(),
        "--state-dir", tmp.resolve("state").toString(), "--json", "--detailed-exitcode");

    assertEquals(2, run.code(), run.err());
    List<String> saved = Files.readAllLines(seen);
    assertEquals(3, saved.stream().filter(l -> l.startsWith("/")).count(), "every plan is saved: " + saved);
    assertTrue(saved.stream().filter(l -> l.startsWith("mode ")).allMatch(l -> l.equals("mode 700")),
        "each in a directory of its own, 0700: " + saved);
    for (String file : saved.stream().filter(l -> l.startsWith("/")).toList()) {
      assertFalse(Files.exists(Path.of(file)), file + " outlived its plan");
      assertTrue(file.startsWith(tmp.resolve("state").resolve("tmp").toString()), file);
    }
    assertEquals(List.of(), runDirectories(tmp), "the run's directory goes with it");
    assertTrue(run.out().contains("\"path\": \"input\""), "the changed stack was shown: " + run.out());
  }

  @Test
  void aPlanThatTimesOutLeavesNoPlanFile(@TempDir Path tmp) throws Exception {
    Path root = oneStack(tmp);
    String sleep = processes.sleepNumber();
    Path tool = savesThen(tmp, "exec sleep " + sleep);

    CliRun run = CliRun.of("detect", "-C", root.toString(), "--no-native", "--tofu", tool.toString(), "--timeout",
        "2s", "--state-dir", tmp.resolve("state").toString(), "--detailed-exitcode");

    assertEquals(3, run.code(), run.err());
    assertSavedAndGone(tmp);
  }

  @Test
  void aFailedShowLeavesTheStatusWithoutDetailsAndNoPlanFile(@TempDir Path tmp) throws Exception {
    Path root = oneStack(tmp);
    Path tool = savesThen(tmp, "echo '{\"type\":\"planned_change\",\"change\":{\"resource\":{\"addr\":"
        + "\"terraform_data.x\"},\"action\":\"update\"}}'\n"
        + "echo '{\"type\":\"change_summary\",\"changes\":{\"add\":0,\"change\":1,\"remove\":0,"
        + "\"operation\":\"plan\"}}'\nexit 2");

    CliRun run = CliRun.of("detect", "-C", root.toString(), "--no-native", "--tofu", tool.toString(),
        "--state-dir", tmp.resolve("state").toString(), "--json", "--detailed-exitcode");

    assertEquals(2, run.code(), run.err());
    assertTrue(run.out().contains("\"details\": \"unavailable\""), run.out());
    assertTrue(run.err().contains("stackdrift: warning: app: no attributes: show exited with code 1: show refused"),
        run.err());
    assertEquals(1, run.err().lines().filter(l -> l.contains("no attributes")).count(), "one warning");
    assertSavedAndGone(tmp);
  }

  @Test
  void sigtermDuringAPlanLeavesNoPlanFile(@TempDir Path tmp) throws Exception {
    Path root = oneStack(tmp);
    String sleep = processes.sleepNumber();

    Process p = detectWithAHangingPlan(tmp, root, sleep);
    signal(p, "TERM");
    assertTrue(p.waitFor(60, TimeUnit.SECONDS), "detect ends on SIGTERM");
    assertEquals(143, p.exitValue(), StackdriftRuns.log(tmp));
    assertSavedAndGone(tmp);
  }

  @Test
  void aKilledRunsPlanFilesAreRemovedByTheNextRun(@TempDir Path tmp) throws Exception {
    Path root = oneStack(tmp);
    String sleep = processes.sleepNumber();

    Process p = detectWithAHangingPlan(tmp, root, sleep);
    signal(p, "KILL");
    assertTrue(p.waitFor(30, TimeUnit.SECONDS));
    Path left = saved(tmp);
    assertTrue(Files.exists(left), "SIGKILL leaves it: nothing runs to remove it");
    Poll.killAll(sleep);

    CliRun next = CliRun.of("detect", "-C", root.toString(), "--no-native", "--tofu", TofuWorkspace.tool().toString(),
        "--state-dir", tmp.resolve("state").toString());

    assertFalse(Files.exists(left), "the next run removed it");
    assertTrue(next.err().contains("removed the saved plans of a run that ended without removing them"), next.err());
    assertEquals(List.of(), runDirectories(tmp));
  }

  /** A stackdrift process whose one plan has saved its plan file and hangs (in {@code sleep N}). */
  private Process detectWithAHangingPlan(Path tmp, Path root, String sleep) throws Exception {
    Path tool = savesThen(tmp, "exec sleep " + sleep);
    Process p = processes.start(tmp, "detect", "-C", root.toString(), "--no-native", "--tofu", tool.toString(),
        "--state-dir", tmp.resolve("state").toString());
    assertTrue(Poll.until(Duration.ofSeconds(60), () -> saved(tmp) != null), "the plan was saved");
    return p;
  }

  /** The real tool, writing down each plan's -out file and the mode of its directory. */
  private static Path recording(Path tmp, Path seen) throws IOException {
    return TofuWorkspace.standIn(tmp, "tofu-records", "if [ \"$1\" = plan ]; then\n"
        + "  for a in \"$@\"; do case \"$a\" in -out=*) f=\"${a#-out=}\"; echo \"$f\" >> '" + seen + "';"
        + " echo \"mode $(stat -c %a \"$(dirname \"$f\")\")\" >> '" + seen + "';; esac; done\nfi\n"
        + "exec " + TofuWorkspace.tool() + " \"$@\"");
  }

  /** A stand-in whose plan writes its -out file (a secret in clear), notes where, then runs {@code rest}. */
  private static Path savesThen(Path tmp, String rest) throws IOException {
    Path seen = tmp.resolve("saved");
    return TofuWorkspace.standIn(tmp, "tofu-saves", "case \"$1\" in\n"
        + "  show) echo 'show refused' >&2; exit 1 ;;\n"
        + "  plan) for a in \"$@\"; do case \"$a\" in -out=*) f=\"${a#-out=}\"; echo planted > \"$f\";"
        + " echo \"$f\" > '" + seen + ".part'; mv '" + seen + ".part' '" + seen + "';; esac; done ;;\n"
        + "  *) exit 0 ;;\nesac\n" + rest);
  }

  private static Path saved(Path tmp) {
    try {
      Path seen = tmp.resolve("saved");
      return Files.exists(seen) ? Path.of(Files.readString(seen).strip()) : null;
    } catch (IOException e) {
      return null;
    }
  }

  private static void assertSavedAndGone(Path tmp) throws IOException {
    Path file = saved(tmp);
    assertTrue(file != null, "the stand-in saved a plan");
    assertFalse(Files.exists(file), file + " outlived its plan");
    assertFalse(Files.exists(file.getParent()), "its directory too");
    assertEquals(List.of(), runDirectories(tmp));
  }

  private static List<Path> runDirectories(Path tmp) throws IOException {
    Path dir = tmp.resolve("state").resolve("tmp");
    if (!Files.exists(dir)) {
      return List.of();
    }
    assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(dir)));
    try (Stream<Path> entries = Files.list(dir)) {
      return entries.toList();
    }
  }

  private static Path oneStack(Path tmp) throws IOException {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    ws.stack("app", "app", List.of(), TofuWorkspace.dataResource("v1"));
    return ws.root();
  }

  private static void signal(Process p, String name) throws Exception {
    Process kill = new ProcessBuilder("kill", "-" + name, Long.toString(p.pid())).inheritIO().start();
    assertTrue(kill.waitFor(10, TimeUnit.SECONDS));
    assertEquals(0, kill.exitValue());
  }
}
