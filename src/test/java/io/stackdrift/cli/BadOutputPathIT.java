package io.stackdrift.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.testing.CliProcess;
import io.stackdrift.testing.TofuWorkspace;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An output path that could never be written is refused before any plan starts, by every command
 * that takes one: the stand-in tool (STACKDRIFT_TOFU) writes a line to a record file each time it
 * is started, and a refused run leaves no record, no state directory and no lock.
 */
class BadOutputPathIT {

  private record Run(int code, String out, String err) {}

  @Test
  void aMissingDirectoryIsExitOneBeforeAnyPlan(@TempDir Path tmp) throws Exception {
    Setup s = setUp(tmp);
    Path missing = tmp.resolve("missing-dir").resolve("r.json");

    Run run = run(s, "detect", "-C", s.root().toString(), "--no-native", "--state-dir", s.state().toString(),
        "-o", missing.toString());

    assertEquals(1, run.code(), run.err());
    assertEquals("stackdrift: -o " + missing + ": directory " + missing.getParent()
        + " does not exist; create it or choose another path\n", run.err());
    assertNothingStarted(s);
    assertFalse(Files.exists(missing.getParent()), "the directory is not made for the user");
  }

  @Test
  void everyOutputFlagOfDetectWatchReconcileAndMergeIsChecked(@TempDir Path tmp) throws Exception {
    Setup s = setUp(tmp);
    Path file = Files.writeString(tmp.resolve("notes.txt"), "");
    Path dir = Files.createDirectory(tmp.resolve("reports"));
    List<List<String>> refused = List.of(
        List.of("detect", "--junit", file.resolve("junit.xml").toString()),
        List.of("detect", "--html", dir.toString()),
        List.of("detect", "--metrics-textfile", tmp.resolve("no/stackdrift.prom").toString()),
        List.of("detect", "--progress-jsonl", tmp.resolve("no/events.jsonl").toString()),
        List.of("watch", "--max-cycles", "1", "-o", tmp.resolve("no/r.json").toString()),
        List.of("reconcile", "--progress-jsonl", tmp.resolve("no/events.jsonl").toString()));
    for (List<String> args : refused) {
      List<String> argv = new ArrayList<>(args.subList(0, 1));
      argv.addAll(List.of("-C", s.root().toString(), "--no-native", "--state-dir", s.state().toString()));
      argv.addAll(args.subList(1, args.size()));

      Run run = run(s, argv.toArray(String[]::new));

      assertEquals(1, run.code(), args + ": " + run.err());
      String flag = args.get(args.size() - 2);
      assertTrue(run.err().startsWith("stackdrift: " + flag + " " + args.get(args.size() - 1) + ": "),
          args + ": " + run.err());
      assertEquals(1, run.err().lines().count(), "one line: " + run.err());
      assertNothingStarted(s);
    }

    Run merge = run(s, "report", "merge", tmp.resolve("shard-1.json").toString(), "-o",
        tmp.resolve("no/merged.json").toString());
    assertEquals(1, merge.code(), merge.err());
    assertTrue(merge.err().startsWith("stackdrift: -o " + tmp.resolve("no/merged.json") + ": directory "),
        "refused before the shards are read: " + merge.err());
  }

  @Test
  void theRecordShowsAPlanWhenThePathIsGood(@TempDir Path tmp) throws Exception {
    Setup s = setUp(tmp);

    Run run = run(s, "detect", "-C", s.root().toString(), "--no-native", "--state-dir", s.state().toString(),
        "-o", tmp.resolve("r.json").toString());

    assertEquals(0, run.code(), run.err());
    assertTrue(Files.readString(s.record()).lines().anyMatch(l -> l.startsWith("plan ")),
        "the stand-in records its plans: " + Files.readString(s.record()));
    assertTrue(Files.exists(tmp.resolve("r.json")));
  }

  private record Setup(Path root, Path state, Path tool, Path record) {}

  private static Setup setUp(Path tmp) throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    ws.stack("app", "app", List.of(), TofuWorkspace.dataResource("v1"));
    Path record = tmp.resolve("invocations.log");
    Path tool = TofuWorkspace.standIn(tmp, "tofu-recorder", "echo \"$*\" >> '" + record + "'\n"
        + "case \"$1\" in\n"
        + "  plan) echo '{\"type\":\"change_summary\",\"changes\":{\"add\":0,\"change\":0,\"remove\":0,"
        + "\"operation\":\"plan\"}}' ;;\n"
        + "esac\nexit 0");
    return new Setup(ws.root(), tmp.resolve("state"), tool, record);
  }

  private static void assertNothingStarted(Setup s) throws Exception {
    assertFalse(Files.exists(s.record()) && Files.size(s.record()) > 0,
        "the tool was started: " + (Files.exists(s.record()) ? Files.readString(s.record()) : ""));
    assertFalse(Files.exists(s.state()), "no state directory, so no lock was taken");
  }

  private static Run run(Setup s, String... args) throws Exception {
    Path stderr = Files.createTempFile(s.root().getParent(), "stderr", ".txt");
    ProcessBuilder pb = new ProcessBuilder(CliProcess.argv(args)).redirectError(stderr.toFile());
    pb.environment().put("STACKDRIFT_TOFU", s.tool().toString());
    Process p = pb.start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(p.waitFor(120, TimeUnit.SECONDS), "stackdrift did not end");
    return new Run(p.exitValue(), out, Files.readString(stderr));
  }
}
