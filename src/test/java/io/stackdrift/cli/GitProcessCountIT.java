package io.stackdrift.cli;

import static io.stackdrift.testing.TofuWorkspace.dataResource;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.stackdrift.testing.CliProcess;
import io.stackdrift.testing.GitCalls;
import io.stackdrift.testing.GitRepo;
import io.stackdrift.testing.TofuWorkspace;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What provenance costs a detect in git processes (contract §14), counted by a recording git on the
 * run's PATH: the status and the remote for the revision, one log for every stack's changedAt and the
 * commit time, whatever the number of stacks; one more, where the workspace sits, only when there
 * are changed files to place.
 */
class GitProcessCountIT {
  private static final ObjectMapper JSON = new ObjectMapper();

  @Test
  void aDetectStartsThreeGitProcessesWhateverTheNumberOfStacks(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    for (String id : List.of("a", "b", "c", "d")) {
      ws.stack("stacks/" + id, id, List.of(), dataResource("v1"));
    }
    Files.writeString(ws.root().resolve(".gitignore"), "terraform.tfstate*\n.terraform/\n.terraform.lock.hcl\n");
    GitRepo repo = GitRepo.init(ws.root(), tmp.resolve("home"));
    String revision = repo.commitAll("four stacks");
    for (String id : List.of("a", "b", "c", "d")) {
      ws.apply("stacks/" + id);
    }
    GitCalls calls = GitCalls.in(tmp);

    JsonNode clean = detect(ws, tmp, calls);
    assertEquals(revision, clean.get("source").get("revision").asText());
    assertEquals("2026-11-30T10:00:00Z", clean.get("source").get("committedAt").asText());
    clean.get("stacks").forEach(s -> assertEquals(revision.substring(0, 7), s.get("changedAt").get("commit").asText()));
    List<String> started = calls.take();
    assertEquals(3, started.size(), started.toString());
    assertTrue(started.get(0).contains("status --porcelain=v2") && started.get(1).contains("config")
        && started.get(2).contains("log "), started.toString());

    ws.write("stacks/a", "main.tf", dataResource("v2"));
    JsonNode dirty = detect(ws, tmp, calls);
    assertTrue(dirty.get("source").get("dirty").asBoolean());
    List<String> placed = calls.take();
    assertEquals(4, placed.size(), placed.toString());
    assertTrue(placed.get(1).contains("rev-parse --show-prefix"), placed.toString());
  }

  private static JsonNode detect(TofuWorkspace ws, Path tmp, GitCalls calls) throws Exception {
    ProcessBuilder builder = new ProcessBuilder(CliProcess.argv("detect", "-C", ws.root().toString(), "--no-native",
        "--json", "--state-dir", tmp.resolve("state").toString()))
        .redirectOutput(tmp.resolve("out.json").toFile()).redirectError(tmp.resolve("err.txt").toFile());
    Map<String, String> env = builder.environment();
    env.putAll(calls.path(Map.of()));
    Process p = builder.start();
    if (!p.waitFor(120, TimeUnit.SECONDS)) {
      p.destroyForcibly();
      throw new AssertionError("detect did not end within 120 s");
    }
    String err = Files.readString(tmp.resolve("err.txt"));
    assertTrue(p.exitValue() == 0 || p.exitValue() == 2, p.exitValue() + ": " + err);
    return JSON.readTree(tmp.resolve("out.json").toFile());
  }
}
