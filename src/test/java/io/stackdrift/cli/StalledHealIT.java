package io.stackdrift.cli;

import static io.stackdrift.testing.ReportJson.stack;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.stackdrift.testing.GitRepo;
import io.stackdrift.testing.TofuWorkspace;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Convergence after a heal (contract §16) with the real tool: a stack whose drift returns after every
 * heal and whose check keeps failing is stalled after watch.heal_attempts heals, warned of once, and
 * nothing more is applied; 'stackdrift resume STACK' clears it. The tool is the real one behind a
 * wrapper that records each apply.
 */
class StalledHealIT {
  private static final ObjectMapper JSON = new ObjectMapper();

  @Test
  void aHealThatDoesNotConvergeTwiceIsStalledAndLeftAlone(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    Files.writeString(ws.root().resolve("stackdrift.toml"), "[watch]\nheal = \"any\"\nheal_attempts = 2\n");
    ws.stack("stamp", "stamp", List.of(), "resource \"terraform_data\" \"stamp\" {\n  input = timestamp()\n}\n\n"
        + "resource \"terraform_data\" \"replicas\" {\n  input = 1\n}\n\n"
        + "check \"enough_replicas\" {\n  assert {\n    condition     = terraform_data.replicas.input >= 2\n"
        + "    error_message = \"too few replicas\"\n  }\n}\n");
    ws.apply("stamp");
    Path applies = tmp.resolve("applies.log");
    Path tool = TofuWorkspace.standIn(tmp, "tofu-recording", "case \"$1\" in apply) echo \"$PWD\" >> '" + applies
        + "';; esac\nexec '" + TofuWorkspace.tool() + "' \"$@\"");
    Path report = tmp.resolve("report.json");
    Path metrics = tmp.resolve("drift.prom");

    CliRun run = CliRun.of("watch", "-C", ws.root().toString(), "--no-native", "--state-dir",
        tmp.resolve("state").toString(), "--interval", "1s", "--jitter", "0s", "--tofu", tool.toString(),
        "--max-cycles", "4", "--self-heal", "-o", report.toString(), "--metrics-textfile", metrics.toString());

    assertEquals(0, run.code(), run.err());
    assertEquals(2, Files.readAllLines(applies).size(), "two heals, then nothing more is applied: " + run.err());
    JsonNode last = stack(JSON.readTree(report.toFile()), "stamp");
    assertTrue(last.path("stalled").asBoolean(), last.toString());
    assertEquals("degraded", last.path("health").asText());
    List<String> warnings = run.err().lines().filter(l -> l.startsWith("stackdrift: warning: self-heal: left for "
        + "review: stamp")).toList();
    assertEquals(1, warnings.size(), "one warning, not one per cycle:\n" + run.err());
    assertTrue(warnings.get(0).contains("after 2 heals in a row") && warnings.get(0).contains("stalled")
        && warnings.get(0).contains("'stackdrift resume stamp'"), warnings.get(0));
    assertFalse(warnings.get(0).contains("git revert"), "no revision is known: no command is guessed");
    assertTrue(Files.readString(metrics).contains("stackdrift_stack_stalled{stack_id=\"stamp\",stack_path=\"stamp\"} 1"),
        Files.readString(metrics));

    CliRun reconcile = CliRun.of("reconcile", "-C", ws.root().toString(), "--no-native", "--state-dir",
        tmp.resolve("state").toString(), "--tofu", tool.toString(), "--yes", "--stack", "stamp");
    assertEquals(2, reconcile.code(), "the stamp drifts again at once: " + reconcile.err());
    assertEquals(3, Files.readAllLines(applies).size(), "reconcile by hand applies a stalled stack");
    assertTrue(stack(JSON.readTree(CliRun.of("detect", "-C", ws.root().toString(), "--no-native", "--state-dir",
        tmp.resolve("state").toString(), "--json").out()), "stamp").path("stalled").isMissingNode(),
        "reconcile cleared the stall");

    CliRun stalledAgain = CliRun.of("watch", "-C", ws.root().toString(), "--no-native", "--state-dir",
        tmp.resolve("state").toString(), "--interval", "1s", "--jitter", "0s", "--tofu", tool.toString(),
        "--max-cycles", "3", "--self-heal", "-o", report.toString());
    assertEquals(0, stalledAgain.code(), stalledAgain.err());
    assertTrue(stack(JSON.readTree(report.toFile()), "stamp").path("stalled").asBoolean());
    CliRun resume = CliRun.of("resume", "-C", ws.root().toString(), "--state-dir", tmp.resolve("state").toString(),
        "stamp");
    assertEquals(0, resume.code(), resume.err());
    assertTrue(resume.out().contains("stamp: no longer stalled"), resume.out());
    CliRun detect = CliRun.of("detect", "-C", ws.root().toString(), "--no-native", "--state-dir",
        tmp.resolve("state").toString(), "--json");
    assertTrue(stack(JSON.readTree(detect.out()), "stamp").path("stalled").isMissingNode(), detect.out());
    CliRun again = CliRun.of("resume", "-C", ws.root().toString(), "--state-dir", tmp.resolve("state").toString(),
        "stamp");
    assertTrue(again.out().contains("stamp: was not stalled"), again.out());
  }

  /**
   * Inside git: the heals record the revision they applied, a clean run before had found the stack
   * converged and healthy at an earlier commit, so the stalled warning names that commit and prints
   * the revert from it to the applied one; nothing runs it, and nothing more is applied.
   */
  @Test
  void aStalledHealInsideGitPrintsTheRevertToTheLastHealthyRevision(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    Files.writeString(ws.root().resolve("stackdrift.toml"), "[watch]\nheal = \"any\"\nheal_attempts = 2\n");
    Files.writeString(ws.root().resolve(".gitignore"), "terraform.tfstate*\n.terraform/\n.terraform.lock.hcl\n");
    String check = "check \"enough_replicas\" {\n  assert {\n    condition     = terraform_data.replicas.input >= 2\n"
        + "    error_message = \"too few replicas\"\n  }\n}\n";
    ws.stack("stamp", "stamp", List.of(), "resource \"terraform_data\" \"replicas\" {\n  input = 2\n}\n\n" + check);
    GitRepo repo = GitRepo.init(ws.root(), tmp.resolve("home"));
    String good = repo.commitAll("two replicas", "2026-11-29T10:00:00Z");
    ws.apply("stamp");
    String state = tmp.resolve("state").toString();
    CliRun healthy = CliRun.of("detect", "-C", ws.root().toString(), "--no-native", "--state-dir", state, "--json");
    assertEquals("healthy", stack(JSON.readTree(healthy.out()), "stamp").path("health").asText(), healthy.err());

    ws.write("stamp", "main.tf", "resource \"terraform_data\" \"stamp\" {\n  input = timestamp()\n}\n\n"
        + "resource \"terraform_data\" \"replicas\" {\n  input = 1\n}\n\n" + check);
    String bad = repo.commitAll("one replica, and a stamp");
    Path applies = tmp.resolve("applies.log");
    Path tool = TofuWorkspace.standIn(tmp, "tofu-recording", "case \"$1\" in apply) echo \"$PWD\" >> '" + applies
        + "';; esac\nexec '" + TofuWorkspace.tool() + "' \"$@\"");
    Path report = tmp.resolve("report.json");

    CliRun run = CliRun.of("watch", "-C", ws.root().toString(), "--no-native", "--state-dir", state,
        "--interval", "1s", "--jitter", "0s", "--tofu", tool.toString(), "--max-cycles", "4", "--self-heal",
        "-o", report.toString());

    assertEquals(0, run.code(), run.err());
    assertEquals(2, Files.readAllLines(applies).size(), "two heals, then nothing more is applied: " + run.err());
    JsonNode last = stack(JSON.readTree(report.toFile()), "stamp");
    assertTrue(last.path("stalled").asBoolean(), last.toString());
    assertEquals(bad, last.path("appliedRevision").asText(), "the report names the revision the heals applied");
    List<String> warnings = run.err().lines().filter(l -> l.startsWith("stackdrift: warning: self-heal: left for "
        + "review: stamp")).toList();
    assertEquals(1, warnings.size(), run.err());
    assertTrue(warnings.get(0).endsWith("; last converged and healthy at " + good.substring(0, 7) + "; to return "
        + "the branch there (printed, not run): git revert --no-edit " + good + ".." + bad), warnings.get(0));
    assertEquals(bad, repo.head(), "the revert is printed, never run");
    CliRun history = CliRun.of("history", "-C", ws.root().toString(), "--state-dir", state, "--json");
    List<String> applied = new ArrayList<>();
    JSON.readTree(history.out()).get("changes").forEach(c -> applied.add(c.path("appliedRevision").asText("")));
    assertEquals(2, applied.stream().filter(bad::equals).count(), "each heal's apply has its line: " + history.out());
    assertEquals("", repo.git("status", "--porcelain"), "the work tree is as it was");
  }

  @Test
  void resumeNamingNoStackChangesNothing(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    ws.stack("app", "app", List.of(), null);
    CliRun run = CliRun.of("resume", "-C", ws.root().toString(), "--state-dir", tmp.resolve("state").toString(),
        "nosuch");
    assertEquals(1, run.code(), run.out());
    assertTrue(run.err().contains("nosuch"), run.err());
    List<String> none = new ArrayList<>();
    assertEquals(none, run.out().lines().toList());
  }
}
