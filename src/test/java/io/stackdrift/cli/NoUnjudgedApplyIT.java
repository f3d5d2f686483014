package io.stackdrift.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.testing.TofuWorkspace;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * No apply of something nobody judged (contract §4b, §9 "Fail closed"): every {@code apply} that
 * reconcile starts names a plan file, whatever the details mode, a saved report or a tool that
 * writes no plan file. The real tool, wrapped in a script that records each command line.
 */
class NoUnjudgedApplyIT {

  @Test
  void detailsAddressesStillAppliesTheJudgedPlanFile(@TempDir Path tmp) throws Exception {
    Path root = TofuWorkspace.drifted(tmp, "[detect]\ndetails = \"addresses\"\n");
    Path tool = recording(tmp, "");

    CliRun run = reconcile(tmp, root, tool, "--yes");

    assertEquals(0, run.code(), run.out() + run.err());
    assertTrue(run.out().contains("Reconciled: app"), run.out());
    assertEveryApplyNamesAPlanFile(tmp, 1);
  }

  @Test
  void aSavedReportIsPlannedToAFileThenThatFileIsApplied(@TempDir Path tmp) throws Exception {
    Path root = TofuWorkspace.drifted(tmp, "");
    Path report = tmp.resolve("report.json");
    CliRun.of("detect", "-C", root.toString(), "--no-native", "--state-dir", tmp.resolve("state").toString(), "-o",
        report.toString());
    Path tool = recording(tmp, "");

    CliRun run = reconcile(tmp, root, tool, "--from-report", report.toString(), "--yes");

    assertEquals(0, run.code(), run.out() + run.err());
    assertTrue(run.out().contains("Reconciled: app"), run.out());
    List<String> commands = commands(tmp);
    assertTrue(commands.stream().anyMatch(c -> c.startsWith("plan ") && c.contains("-out=")), commands.toString());
    assertEveryApplyNamesAPlanFile(tmp, 1);
  }

  @Test
  void aToolThatWritesNoPlanFileIsNotApplied(@TempDir Path tmp) throws Exception {
    Path root = TofuWorkspace.drifted(tmp, "");
    // plan runs for real but its -out= is taken away: the plan shows changes and no file is written
    Path tool = recording(tmp, "if [ \"$1\" = plan ]; then\n  shift\n  for a in \"$@\"; do shift; case \"$a\" in "
        + "-out=*) ;; *) set -- \"$@\" \"$a\" ;; esac; done\n  exec " + TofuWorkspace.tool() + " plan \"$@\"\nfi\n");

    CliRun run = reconcile(tmp, root, tool, "--yes");

    assertEquals(ExitCodes.of(io.stackdrift.report.OverallStatus.DRIFTED), run.code(), run.out() + run.err());
    assertTrue(run.out().contains("not healed: no saved plan (the tool wrote no plan file)"), run.out());
    assertFalse(commands(tmp).stream().anyMatch(c -> c.startsWith("apply")), commands(tmp).toString());
  }

  private static void assertEveryApplyNamesAPlanFile(Path tmp, int expected) throws IOException {
    List<String> applies = commands(tmp).stream().filter(c -> c.startsWith("apply")).toList();
    assertEquals(expected, applies.size(), applies.toString());
    for (String apply : applies) {
      assertFalse(apply.contains("-auto-approve"), apply);
      assertTrue(apply.matches(".* /\\S+/judged\\.tfplan"), "the last argument is the judged plan file: " + apply);
    }
  }

  /** The command lines the tool was given, one per line. */
  private static List<String> commands(Path tmp) throws IOException {
    Path log = tmp.resolve("commands.log");
    return Files.exists(log) ? Files.readAllLines(log) : new ArrayList<>();
  }

  /** The real tool, recording each command line first; {@code before} may take over a command. */
  private static Path recording(Path tmp, String before) throws IOException {
    return TofuWorkspace.standIn(tmp, "tofu-recording", "echo \"$*\" >> " + tmp.resolve("commands.log") + "\n"
        + before + "exec " + TofuWorkspace.tool() + " \"$@\"");
  }

  private static CliRun reconcile(Path tmp, Path root, Path tool, String... extra) {
    List<String> args = new ArrayList<>(List.of("reconcile", "-C", root.toString(), "--no-native", "--tofu",
        tool.toString(), "--state-dir", tmp.resolve("state").toString()));
    args.addAll(List.of(extra));
    return CliRun.of(args.toArray(String[]::new));
  }
}
