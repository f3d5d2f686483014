package io.stackdrift.cli;

import static io.stackdrift.testing.TofuWorkspace.dataResource;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.stackdrift.testing.TofuWorkspace;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Reconcile tells all, is remembered and plans only what it must: the stacks it could not judge are
 * named, the detect after the applies is recorded with who applied, and --stack plans that stack only.
 */
class ReconcileTellsAllIT {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String BROKEN = "resource \"terraform_data\" \"svc_up\" {\n  input = var.undeclared\n}\n";

  @Test
  void reconcileNamesWhatItCouldNotJudgeRecordsWhoFixedAndPlansOnlyTheNamedStack(@TempDir Path tmp)
      throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp.resolve("ws"));
    ws.stack("stacks/a", "a", List.of(), dataResource("v1"));
    ws.stack("stacks/b", "b", List.of(), dataResource("v1"));
    ws.stack("stacks/c", "c", List.of(), BROKEN);
    ws.apply("stacks/a");
    ws.apply("stacks/b");
    ws.write("stacks/a", "main.tf", dataResource("v2"));

    CliRun dryRun = reconcile(tmp, ws.root(), "--dry-run");
    assertEquals(0, dryRun.code(), dryRun.err());
    assertTrue(dryRun.out().startsWith("Would reconcile 1 stack"), dryRun.out());
    assertTrue(dryRun.out().contains("\nNot reconciled, could not be judged: stacks/c (failed)\n"), dryRun.out());

    CliRun applied = reconcile(tmp, ws.root(), "--yes", "--stack", "stacks/a", "--json");
    assertEquals(0, applied.code(), applied.err());
    JsonNode result = JSON.readTree(applied.out());
    assertEquals("[\"a\"]", result.get("reconciled").toString());
    List<String> planned = new ArrayList<>();
    result.get("report").get("stacks").forEach(s -> planned.add(s.get("stackId").asText()));
    assertEquals(List.of("a"), planned, "--stack a plans a only, before and after");

    CliRun history = CliRun.of("history", "-C", ws.root().toString(), "--state-dir", tmp.resolve("state").toString(),
        "--json");
    assertEquals(0, history.code(), history.err());
    JsonNode changes = JSON.readTree(history.out()).get("changes");
    assertEquals(1, changes.size(), history.out());
    JsonNode fixed = changes.get(0);
    assertEquals("a", fixed.get("stackId").asText());
    assertEquals("drifted", fixed.get("from").asText(), "from what the detect before the apply found");
    assertEquals("converged", fixed.get("to").asText());
    assertEquals(System.getProperty("user.name"), fixed.get("reconciledBy").asText().split("@")[0]);
    JsonNode known = JSON.readTree(history.out()).get("stacks");
    assertEquals("stacks/a", known.get(0).get("path").asText());
    assertEquals("converged", known.get(0).get("status").asText());

    CliRun text = CliRun.of("history", "-C", ws.root().toString(), "--state-dir", tmp.resolve("state").toString());
    assertTrue(text.out().contains("converged reconciled by " + fixed.get("reconciledBy").asText()), text.out());
  }

  private static CliRun reconcile(Path tmp, Path root, String... extra) {
    List<String> args = new ArrayList<>(List.of("reconcile", "-C", root.toString(), "--no-native",
        "--state-dir=" + tmp.resolve("state")));
    args.addAll(List.of(extra));
    return CliRun.of(args.toArray(String[]::new));
  }
}
