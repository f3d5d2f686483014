package io.stackdrift.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.stackdrift.testing.CliProcess;
import io.stackdrift.testing.Poll;
import io.stackdrift.testing.TofuWorkspace;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The heartbeat of a real detect process whose stderr is a file, over a stand-in tool (found
 * through STACKDRIFT_TOFU) whose plan holds until the test lets it go: the line names the running
 * stack by its path while the plan runs, and the run then ends as any other.
 */
class HeartbeatIT {
  /** The whole line: the stack's path, not its id ({@code db-0001}). */
  private static final Pattern BEAT =
      Pattern.compile("(?m)^stackdrift: \\[0/1\\] still running: stacks/db \\(\\d+s\\)$");

  @Test
  void aSlowPlanIsNamedByPathUntilItEnds(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    ws.stack("stacks/db", "db-0001", List.of(), TofuWorkspace.dataResource("v1"));
    Path release = tmp.resolve("release");
    Path tool = TofuWorkspace.standIn(tmp, "tofu-slow", String.join("\n",
        "case \"$1\" in",
        "  version) echo '{\"terraform_version\":\"1.11.4\",\"platform\":\"linux_amd64\",\"provider_selections\":{}}' ;;",
        "  plan)",
        "    while [ ! -e " + release + " ]; do sleep 0.1; done",
        "    echo '{\"@level\":\"info\",\"@message\":\"Plan: 0 to add, 0 to change, 0 to destroy.\","
            + "\"@module\":\"terraform.ui\",\"changes\":{\"add\":0,\"change\":0,\"import\":0,\"remove\":0,"
            + "\"operation\":\"plan\"},\"type\":\"change_summary\"}'",
        "    ;;",
        "  *) echo \"unexpected: $*\" >&2; exit 9 ;;",
        "esac"));
    Path report = tmp.resolve("report.json");
    Path stderr = tmp.resolve("stderr.log");
    ProcessBuilder builder = new ProcessBuilder(CliProcess.argv("detect", "-C", ws.root().toString(), "--no-native",
        "--state-dir", tmp.resolve("state").toString(), "-o", report.toString(), "--heartbeat", "1s"))
        .redirectOutput(tmp.resolve("stdout.log").toFile()).redirectError(stderr.toFile());
    builder.environment().put("STACKDRIFT_TOFU", tool.toString());
    Process p = builder.start();
    try {
      assertTrue(Poll.until(Duration.ofSeconds(60), () -> BEAT.matcher(read(stderr)).find()),
          "a heartbeat naming stacks/db while its plan runs:\n" + read(stderr));
      assertTrue(p.isAlive(), "the plan still holds");

      Files.writeString(release, "");
      assertTrue(p.waitFor(60, TimeUnit.SECONDS), "detect ends once the plan does:\n" + read(stderr));
      assertEquals(0, p.exitValue(), read(stderr));
      assertEquals("clean", new ObjectMapper().readTree(report.toFile()).get("status").asText());
      String err = read(stderr);
      int finished = err.indexOf("stackdrift: [1/1] converged");
      assertTrue(finished > 0, err);
      assertFalse(err.substring(finished).contains("still running"), "no heartbeat once no plan runs:\n" + err);
    } finally {
      Files.writeString(release, "");
      p.destroyForcibly();
    }
  }

  private static String read(Path file) {
    try {
      return Files.readString(file);
    } catch (IOException e) {
      return "";
    }
  }
}
