package io.stackdrift.cli;

import static io.stackdrift.testing.ReportJson.stack;
import static io.stackdrift.testing.TofuWorkspace.dataResource;
import static org.junit.jupiter.api.Assertions.assertEquals;
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
 * Applies only from the revision judged (contract §14), on a real repository and the real tool: a
 * work tree with changes under the stack, or a HEAD moved since the report, applies nothing; the
 * safeguard switches lift the work-tree check; an apply records the revision it ran from.
 */
class RevisionSafetyIT {
  private static final ObjectMapper JSON = new ObjectMapper();

  @Test
  void aDirtyTreeOrAMovedHeadAppliesNothing(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    ws.stack("stacks/app", "app", List.of(), dataResource("v1"));
    Files.writeString(ws.root().resolve(".gitignore"), "terraform.tfstate*\n.terraform/\n.terraform.lock.hcl\n");
    GitRepo repo = GitRepo.init(ws.root(), tmp.resolve("home"));
    GitRepo origin = GitRepo.bare(tmp.resolve("origin.git"), tmp.resolve("home"));
    repo.git("remote", "add", "origin", origin.dir().toString());
    repo.commitAll("app v1");
    repo.git("push", "-q", "origin", "main");
    ws.apply("stacks/app");
    Path state = ws.dir("stacks/app").resolve("terraform.tfstate");
    String applied = Files.readString(state);

    // An edit nobody committed: judged (and planned), never applied.
    ws.write("stacks/app", "main.tf", dataResource("v2"));
    JsonNode dirty = reconcile(tmp, ws.root(), "--yes");
    assertEquals(List.of(), strings(dirty.get("reconciled")));
    assertEquals("not healed: the work tree has changes (stacks/app/main.tf)",
        dirty.get("failed").get(0).get("detail").asText());
    assertEquals(applied, Files.readString(state), "no apply ran");

    // Terramate's switch lifts the work-tree check, as it lifts terramate run's.
    JsonNode lifted = reconcile(tmp, ws.root(), "--yes", "--disable-safeguards", "git-uncommitted");
    assertEquals(List.of("app"), strings(lifted.get("reconciled")), lifted.toString());
    assertEquals(repo.head(), lifted.get("appliedRevision").asText());

    // Committed, judged into a report; then HEAD moves: the report's plan is not applied.
    String v2 = repo.commitAll("app v2");
    ws.write("stacks/app", "main.tf", dataResource("v3"));
    String v3 = repo.commitAll("app v3");
    Path report = tmp.resolve("report.json");
    CliRun detect = CliRun.of("detect", "-C", ws.root().toString(), "--no-native", "--state-dir",
        tmp.resolve("state").toString(), "-o", report.toString());
    assertEquals(0, detect.code(), detect.err());
    assertEquals(v3, JSON.readTree(report.toFile()).get("source").get("revision").asText());
    Files.writeString(ws.root().resolve("README.md"), "notes\n");
    String moved = repo.commitAll("readme");
    String before = Files.readString(state);
    JsonNode fromReport = reconcile(tmp, ws.root(), "--from-report", report.toString(), "--yes");
    assertEquals("not healed: HEAD moved from " + v3.substring(0, 7) + " to " + moved.substring(0, 7)
        + " since the plan", fromReport.get("failed").get(0).get("detail").asText(), fromReport.toString());
    assertEquals(before, Files.readString(state), "no apply ran");
    assertTrue(!v2.equals(v3));
  }

  @Test
  void theRevisionAppliedIsKeptInTheStateTheReportAndTheHistory(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    ws.stack("stacks/app", "app", List.of(), dataResource("v1"));
    Files.writeString(ws.root().resolve(".gitignore"), "terraform.tfstate*\n.terraform/\n.terraform.lock.hcl\n");
    GitRepo repo = GitRepo.init(ws.root(), tmp.resolve("home"));
    repo.commitAll("app v1");
    ws.apply("stacks/app");
    ws.write("stacks/app", "main.tf", dataResource("v2"));
    String v2 = repo.commitAll("app v2");

    JsonNode reconciled = reconcile(tmp, ws.root(), "--yes");
    assertEquals(List.of("app"), strings(reconciled.get("reconciled")), reconciled.toString());
    assertEquals(v2, JSON.readTree(tmp.resolve("state").resolve("known.json").toFile()).path("revisions").path("app")
        .path("appliedRevision").asText(), "the state keeps it");

    String state = tmp.resolve("state").toString();
    CliRun detect = CliRun.of("detect", "-C", ws.root().toString(), "--no-native", "--state-dir", state, "--json");
    assertEquals(v2, stack(JSON.readTree(detect.out()), "app").path("appliedRevision").asText(), detect.out());
    CliRun strict = CliRun.of("detect", "-C", ws.root().toString(), "--no-native", "--state-dir", state, "--json",
        "--strict-v1");
    assertTrue(stack(JSON.readTree(strict.out()), "app").path("appliedRevision").isMissingNode(), strict.out());

    CliRun historyJson = CliRun.of("history", "-C", ws.root().toString(), "--state-dir", state, "--json");
    List<String> applied = new ArrayList<>();
    JSON.readTree(historyJson.out()).get("changes").forEach(c -> applied.add(c.path("appliedRevision").asText()));
    assertEquals(1, applied.stream().filter(v2::equals).count(), "one line names the apply: " + historyJson.out());
    CliRun history = CliRun.of("history", "-C", ws.root().toString(), "--state-dir", state);
    assertTrue(history.out().lines().anyMatch(l -> l.contains("reconciled by") && l.contains("applied "
        + v2.substring(0, 7))), history.out());
  }

  private static JsonNode reconcile(Path tmp, Path root, String... extra) throws Exception {
    List<String> args = new ArrayList<>(List.of("reconcile", "-C", root.toString(), "--no-native", "--json",
        "--state-dir", tmp.resolve("state").toString()));
    args.addAll(List.of(extra));
    CliRun run = CliRun.of(args.toArray(String[]::new));
    assertTrue(run.out().startsWith("{"), run.out() + run.err());
    return JSON.readTree(run.out());
  }

  private static List<String> strings(JsonNode array) {
    List<String> out = new ArrayList<>();
    array.forEach(n -> out.add(n.asText()));
    return out;
  }
}
