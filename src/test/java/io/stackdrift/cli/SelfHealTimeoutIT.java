package io.stackdrift.cli;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.testing.CliProcess;
import io.stackdrift.testing.Poll;
import io.stackdrift.testing.TofuWorkspace;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every flag of {@code watch} reaches its heal: {@code --timeout 3s} holds the confirming {@code plan
 * -refresh=false} of an external drift (told by addresses, so it is confirmed) to 3 seconds, not to
 * {@code detect.timeout}'s 14 minutes. A scripted stand-in, since the real tool does not hang on
 * demand: its plans replay a recorded external drift, its {@code plan -refresh=false} hangs. Run in a
 * JVM of its own, so that a heal that waits the 14 minutes fails the test in one and is killed.
 */
class SelfHealTimeoutIT {
  /** Far more than 3 seconds, far less than 14 minutes: the watch's one cycle and its heal. */
  private static final Duration DEADLINE = Duration.ofSeconds(90);

  @Test
  void theConfirmingPlanOfAHealIsCutAtTheWatchsTimeout(@TempDir Path tmp) throws Exception {
    String marker = "8" + ThreadLocalRandom.current().nextInt(100_000, 999_999);
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    Path app = ws.stack("app", "app", List.of(), TofuWorkspace.dataResource("v1"));
    Files.createDirectories(app.resolve(".terraform"));
    Files.writeString(app.resolve("recorded.jsonl"), Files.readString(Path.of("testdata/plans/external.jsonl")));
    Path confirming = tmp.resolve("confirming-plan-started");
    Path tool = TofuWorkspace.standIn(tmp, "tofu-confirmation-hangs", String.join("\n",
        "case \"$1\" in",
        "  version) echo '{\"terraform_version\":\"1.11.4\",\"platform\":\"linux_amd64\"}' ;;",
        "  init) exit 0 ;;",
        "  plan)",
        "    for a; do",
        "      case \"$a\" in",
        "        -out=*) : > \"${a#-out=}\" ;;",
        "        -refresh=false) touch " + confirming + "; exec sleep " + marker + " ;;",
        "      esac",
        "    done",
        "    cat recorded.jsonl; exit 2 ;;",
        "  apply) echo \"$*\" >> applies ;;",
        "  *) echo \"unexpected: $*\" >&2; exit 9 ;;",
        "esac"));
    Path events = tmp.resolve("events.jsonl");
    Path log = tmp.resolve("stackdrift.log");
    Process watch = new ProcessBuilder(CliProcess.argv("watch", "-C", ws.root().toString(), "--no-native",
        "--state-dir", tmp.resolve("state").toString(), "--interval", "1s", "--jitter", "0s", "--max-cycles", "1",
        "--self-heal", "--details", "addresses", "--timeout", "3s", "--tofu", tool.toString(),
        "--progress-jsonl", events.toString()))
        .redirectErrorStream(true).redirectOutput(log.toFile()).start();
    try {
      boolean ended = watch.waitFor(DEADLINE.toSeconds(), TimeUnit.SECONDS);
      String output = Files.readString(log);
      assertTrue(ended, "the watch still runs after " + DEADLINE.toSeconds() + "s: its heal's confirming plan "
          + "was not cut at --timeout 3s\n" + output);
      assertAll(
          () -> assertEquals(0, watch.exitValue(), output),
          () -> assertTrue(Files.exists(confirming), "the heal ran its confirming plan\n" + output),
          () -> assertTrue(output.contains("stackdrift: self-heal: left for review: app: not healed: the confirming "
              + "plan did not run cleanly (plan timed out after 3s"), output),
          () -> assertFalse(Files.exists(app.resolve("applies")), "nothing was applied\n" + output),
          () -> assertFalse(output.contains("self-heal: app succeeded"), output),
          () -> assertTrue(Files.readAllLines(events).stream().noneMatch(l -> l.contains("advanced.drift.reconcile")),
              "no apply is recorded"),
          () -> assertTrue(Poll.until(Duration.ofSeconds(5), () -> !Poll.processAlive(marker)),
              "the confirming plan outlived its timeout"));
    } finally {
      watch.destroyForcibly();
      Poll.killAll(marker);
    }
  }
}
