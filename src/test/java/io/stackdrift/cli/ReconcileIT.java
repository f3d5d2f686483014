package io.stackdrift.cli;

import static io.stackdrift.testing.ReportJson.stack;
import static io.stackdrift.testing.TofuWorkspace.dataResource;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.stackdrift.testing.TofuWorkspace;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** reconcile against the real tool. */
class ReconcileIT {
  private static final ObjectMapper JSON = new ObjectMapper();

  @Test
  void withoutYesNothingChangesAndWithYesTheWorkspaceBecomesClean(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    Path root = ws.root();
    ws.stack("core", "core", List.of("role/core"), dataResource("v1"));
    ws.stack("app", "app", List.of("role/workload"), dataResource("v1"));
    ws.write("app", "stack.tm.hcl", "stack {\n  id    = \"app\"\n  tags  = [\"role/workload\"]\n"
        + "  after = [\"tag:role/core\"]\n}\n");
    ws.apply("core");
    ws.apply("app");
    ws.write("core", "main.tf", dataResource("v2"));
    ws.write("app", "main.tf", dataResource("v2"));
    String before = checksum(ws.dir("core").resolve("terraform.tfstate")) + checksum(ws.dir("app")
        .resolve("terraform.tfstate"));

    CliRun plan = reconcile(tmp, root);
    assertEquals(0, plan.code(), plan.err());
    assertTrue(plan.out().contains("Would reconcile 2 stacks"), plan.out());
    assertTrue(plan.out().lines().anyMatch(l -> l.matches("core +\\+0 ~1 -0 +\\S+ +apply")), plan.out());
    CliRun dry = reconcile(tmp, root, "--yes", "--dry-run");
    assertEquals(0, dry.code(), dry.err());
    assertEquals(before, checksum(ws.dir("core").resolve("terraform.tfstate")) + checksum(ws.dir("app")
        .resolve("terraform.tfstate")), "no state file changed");

    Path events = tmp.resolve("events.jsonl");
    CliRun applied = reconcile(tmp, root, "--yes", "--json", "--progress-jsonl", events.toString());
    assertEquals(0, applied.code(), applied.err() + applied.out());
    JsonNode result = JSON.readTree(applied.out());
    assertEquals(List.of("core", "app"), strings(result.get("reconciled")), "dependency order");
    assertEquals("clean", result.get("report").get("status").asText());
    List<String> lines = Files.readAllLines(events);
    assertEquals(2, lines.size());
    JsonNode event = JSON.readTree(lines.get(0));
    assertEquals("advanced.drift.reconcile", event.get("phase").asText());
    assertEquals("succeeded", event.get("status").asText());
    String runId = event.get("attributes").get("runId").asText();
    assertTrue(runId.matches("[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}"), runId);
    assertEquals(runId, JSON.readTree(lines.get(1)).get("attributes").get("runId").asText(), "one reconcile, one id");
  }

  @Test
  void aFailureSkipsTheStacksAfterItButNotThoseThatAlreadyRan(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    Path root = ws.root();
    ws.stack("a", "a", List.of(), dataResource("v1"));
    ws.stack("b", "b", List.of(), dataResource("v1"));
    Path c = ws.stack("c", "c", List.of(), dataResource("v1"));
    Files.writeString(c.resolve("stack.tm.hcl"), "stack {\n  id    = \"c\"\n  after = [\"/b\"]\n}\n");
    for (String s : List.of("a", "b", "c")) {
      ws.apply(s);
      ws.write(s, "main.tf", dataResource("v2"));
    }
    ws.write("b", "main.tf", dataResource("v2") + "\nresource \"terraform_data\" \"fails\" {\n"
        + "  provisioner \"local-exec\" {\n    command = \"exit 3\"\n  }\n}\n");

    CliRun run = reconcile(tmp, root, "--yes", "--json", "--parallel", "1");
    JsonNode result = JSON.readTree(run.out());
    assertEquals(List.of("a"), strings(result.get("reconciled")));
    assertEquals("b", result.get("failed").get(0).get("stackId").asText());
    assertTrue(result.get("failed").get(0).get("detail").asText().startsWith("apply failed"), result.toString());
    assertEquals(List.of("c"), strings(result.get("skipped")));
    assertEquals(2, run.code(), "still drifted after the failure");
    assertEquals("converged", stack(result.get("report"), "a").get("status").asText());
    assertEquals("drifted", stack(result.get("report"), "c").get("status").asText(), "c was not applied");
  }

  @Test
  void aFailureSkipsOnlyWhatRunsAfterItEvenThroughAStackThatIsNoTarget(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    Path root = ws.root();
    for (String s : List.of("a", "b", "m", "c", "d")) {
      ws.stack(s, s, List.of(), dataResource("v1"));
      ws.apply(s);
    }
    ws.write("m", "stack.tm.hcl", "stack {\n  id    = \"m\"\n  after = [\"/b\"]\n}\n");
    ws.write("c", "stack.tm.hcl", "stack {\n  id    = \"c\"\n  after = [\"/m\"]\n}\n");
    for (String s : List.of("a", "c", "d")) {
      ws.write(s, "main.tf", dataResource("v2"));
    }
    ws.write("b", "main.tf", dataResource("v1") + "\nresource \"terraform_data\" \"fails\" {\n"
        + "  provisioner \"local-exec\" {\n    command = \"exit 3\"\n  }\n}\n");

    CliRun run = reconcile(tmp, root, "--yes", "--parallel", "1", "--no-color");
    assertTrue(run.out().contains("Reconciled: a, d"), "d does not run after b: it goes on\n" + run.out());
    assertTrue(run.out().contains("Skipped: c (b failed)"), "c runs after m, which runs after b\n" + run.out());
    assertTrue(run.out().contains("Failed: b: apply failed"), run.out());
  }

  @Test
  void aContainerOnlyTargetIsReappliedWithReplace(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    Path root = ws.root();
    ws.stack("app", "app", List.of("role/workload"), dataResource("v1"));
    ws.apply("app");
    String idBefore = resourceId(ws.dir("app"));
    // A report in which only app's containers drifted: its plan is clean, yet it is a target.
    Path report = tmp.resolve("report.json");
    assertEquals(0, CliRun.of("detect", "-C", root.toString(), "--no-native", "--state-dir",
        tmp.resolve("state").toString(), "-o", report.toString()).code());
    ObjectNode json = (ObjectNode) JSON.readTree(report.toFile());
    ((ArrayNode) json.get("reconcileTargets")).add("app");
    Files.writeString(report, json.toString());

    CliRun plan = reconcile(tmp, root, "--from-report", report.toString());
    assertTrue(plan.out().lines().anyMatch(l -> l.matches("app +.* +apply -replace=terraform_data\\.svc_up")),
        plan.out() + plan.err());
    CliRun applied = reconcile(tmp, root, "--from-report", report.toString(), "--yes");
    assertEquals(0, applied.code(), applied.out() + applied.err());
    assertTrue(applied.out().contains("Reconciled: app"), applied.out());
    assertNotEquals(idBefore, resourceId(ws.dir("app")), "the resource was replaced");
  }

  @Test
  void aStaleOrForeignReportIsRefused(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    Path root = ws.root();
    ws.stack("app", "app", List.of(), dataResource("v1"));
    Path report = tmp.resolve("report.json");
    CliRun.of("detect", "-C", root.toString(), "--no-native", "--state-dir", tmp.resolve("state").toString(), "-o",
        report.toString());
    ws.write("app", "main.tf", dataResource("v3"));
    CliRun changed = reconcile(tmp, root, "--from-report", report.toString());
    assertEquals(1, changed.code());
    assertTrue(changed.err().contains("no longer matches the workspace"), changed.err());

    ObjectNode json = (ObjectNode) JSON.readTree(report.toFile());
    json.put("detectedAt", "2020-01-01T00:00:00Z");
    Files.writeString(report, json.toString());
    CliRun old = reconcile(tmp, root, "--from-report", report.toString());
    assertEquals(1, old.code());
    assertTrue(old.err().contains("older than --max-age 15m"), old.err());
  }

  @Test
  void aNamedStackIsTheOnlyTargetWhateverDetectTagsSelect(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    Path root = ws.root();
    Files.writeString(root.resolve("stackdrift.toml"), "[detect]\ntags = \"ops\"\n");
    ws.stack("stacks/db", "db", List.of(), dataResource("v1"));
    ws.stack("stacks/app", "app", List.of("ops"), dataResource("v1"));
    for (String s : List.of("stacks/db", "stacks/app")) {
      ws.apply(s);
      ws.write(s, "main.tf", dataResource("v2"));
    }
    String appBefore = checksum(ws.dir("stacks/app").resolve("terraform.tfstate"));

    CliRun run = reconcile(tmp, root, "--stack", "/stacks/db", "--yes", "--json");
    JsonNode result = JSON.readTree(run.out());
    assertEquals(List.of("db"), strings(result.get("reconciled")), run.out() + run.err());
    assertEquals(appBefore, checksum(ws.dir("stacks/app").resolve("terraform.tfstate")), "app was not applied");
    assertEquals(0, run.code(), "--stack plans the named stacks only, before and after: db is clean now");
    assertEquals(List.of("db"), result.get("report").findValues("stackId").stream().map(JsonNode::asText)
        .filter(id -> !id.equals(result.get("report").get("stackId").asText())).toList(), "app was not planned");
  }

  @Test
  void aNamedStackDoesNotBringTheStacksItWants(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    Path root = ws.root();
    ws.stack("db", "db", List.of(), dataResource("v1"));
    ws.stack("app", "app", List.of(), dataResource("v1"));
    ws.write("app", "stack.tm.hcl", "stack {\n  id    = \"app\"\n  wants = [\"/db\"]\n}\n");
    for (String s : List.of("db", "app")) {
      ws.apply(s);
      ws.write(s, "main.tf", dataResource("v2"));
    }

    CliRun plan = reconcile(tmp, root, "--stack", "app", "--json");
    assertEquals(0, plan.code(), plan.err());
    List<String> targets = new java.util.ArrayList<>();
    JSON.readTree(plan.out()).get("targets").forEach(t -> targets.add(t.get("stackId").asText()));
    assertEquals(List.of("app"), targets);
  }

  @Test
  void aStackValueThatNamesNoStackIsAUsageErrorAndAppliesNothing(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    Path root = ws.root();
    ws.stack("db", "db", List.of(), dataResource("v1"));
    ws.apply("db");
    ws.write("db", "main.tf", dataResource("v2"));
    String before = checksum(ws.dir("db").resolve("terraform.tfstate"));

    CliRun run = reconcile(tmp, root, "--stack", "/nope", "--yes");
    assertEquals(1, run.code(), run.out());
    assertTrue(run.err().contains("--stack /nope: no stack has this id or workspace path"), run.err());
    assertEquals(before, checksum(ws.dir("db").resolve("terraform.tfstate")), "nothing was applied");
  }

  @Test
  void nothingToReconcileIsStillJsonWithJson(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    Path root = ws.root();
    ws.stack("app", "app", List.of(), dataResource("v1"));
    ws.apply("app");

    CliRun plan = reconcile(tmp, root, "--json");
    assertEquals(0, plan.code(), plan.err());
    JsonNode planJson = JSON.readTree(plan.out());
    assertEquals(List.of("dryRun", "targets"), fieldNames(planJson));
    assertEquals(0, planJson.get("targets").size());

    CliRun applied = reconcile(tmp, root, "--yes", "--json");
    assertEquals(0, applied.code(), applied.err());
    JsonNode result = JSON.readTree(applied.out());
    assertEquals(List.of("reconciled", "skipped", "failed", "report"), fieldNames(result));
    assertEquals(0, result.get("reconciled").size());
    assertEquals("clean", result.get("report").get("status").asText());
  }

  @Test
  void theJsonKeysComeInAFixedOrder(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    Path root = ws.root();
    ws.stack("b", "b", List.of(), dataResource("v1"));
    ws.apply("b");
    ws.write("b", "main.tf", dataResource("v2") + "\nresource \"terraform_data\" \"fails\" {\n"
        + "  provisioner \"local-exec\" {\n    command = \"exit 3\"\n  }\n}\n");

    CliRun plan = reconcile(tmp, root, "--json");
    assertEquals(List.of("dryRun", "targets"), fieldNames(JSON.readTree(plan.out())), plan.out());
    CliRun run = reconcile(tmp, root, "--yes", "--json");
    JsonNode result = JSON.readTree(run.out());
    assertEquals(List.of("reconciled", "skipped", "failed", "report"), fieldNames(result));
    assertEquals(List.of("stackId", "detail"), fieldNames(result.get("failed").get(0)));
  }

  @Test
  void eventsAndJsonCannotBothHaveStdout(@TempDir Path tmp) throws Exception {
    Path root = Files.createDirectories(tmp.resolve("ws"));
    new TofuWorkspace(root).stack("app", "app", List.of(), dataResource("v1"));
    CliRun run = reconcile(tmp, root, "--json", "--progress-jsonl", "-");
    assertEquals(1, run.code(), run.out());
    assertTrue(run.err().contains("--progress-jsonl - and --json both want stdout"), run.err());
  }

  private static List<String> fieldNames(JsonNode object) {
    List<String> out = new java.util.ArrayList<>();
    object.fieldNames().forEachRemaining(out::add);
    return out;
  }

  private static CliRun reconcile(Path tmp, Path root, String... extra) {
    String[] args = new String[5 + extra.length];
    args[0] = "reconcile";
    args[1] = "-C";
    args[2] = root.toString();
    args[3] = "--no-native";
    args[4] = "--state-dir=" + tmp.resolve("state");
    System.arraycopy(extra, 0, args, 5, extra.length);
    return CliRun.of(args);
  }

  private static String resourceId(Path dir) throws Exception {
    JsonNode state = JSON.readTree(dir.resolve("terraform.tfstate").toFile());
    return state.get("resources").get(0).get("instances").get(0).get("attributes").get("id").asText();
  }


  private static List<String> strings(JsonNode array) {
    List<String> out = new java.util.ArrayList<>();
    array.forEach(n -> out.add(n.asText()));
    return out;
  }

  private static String checksum(Path file) throws Exception {
    return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(file)));
  }
}
