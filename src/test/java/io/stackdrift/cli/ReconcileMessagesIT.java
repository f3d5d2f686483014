package io.stackdrift.cli;

import static io.stackdrift.testing.TofuWorkspace.dataResource;
import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.stackdrift.testing.TofuWorkspace;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What reconcile tells through the CLI: per-resource causes, the code-change warning, progress, empty runs. */
class ReconcileMessagesIT {
  private static final ObjectMapper JSON = new ObjectMapper();

  @Test
  void theDryRunListsEachResourceChangeWithItsCauseAndYesWarnsAboutCodeChanges(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    ws.stack("app", "app", List.of("role/workload"), dataResource("v1"));
    ws.apply("app");
    ws.write("app", "main.tf", dataResource("v2"));

    CliRun plan = reconcile(tmp, ws.root());
    assertEquals(0, plan.code(), plan.err());
    assertAll(
        () -> assertTrue(plan.out().contains("\nPATH  SUMMARY   CAUSE     ACTION\n"), plan.out()),
        () -> assertTrue(plan.out().contains("\napp   +0 ~1 -0  config    apply\n"
            + "    ~ terraform_data.svc_up (code change)\n"), plan.out()));
    JsonNode json = JSON.readTree(reconcile(tmp, ws.root(), "--json").out());
    JsonNode target = json.get("targets").get(0);
    assertEquals("config", target.get("driftCause").asText());
    assertEquals("terraform_data.svc_up", target.get("resources").get(0).get("address").asText());

    CliRun applied = reconcile(tmp, ws.root(), "--yes", "--no-color");
    assertEquals(0, applied.code(), applied.out() + applied.err());
    assertAll(
        () -> assertTrue(applied.err().contains("stackdrift: warning: applying code changes that are not drift: "
            + "app (driftCause config)"), applied.err()),
        () -> assertTrue(applied.err().matches("(?s).*stackdrift: \\[1/1] succeeded +app \\(.*"), applied.err()),
        () -> assertTrue(applied.out().contains("Reconciled: app\n"), applied.out()),
        () -> assertFalse(applied.out().contains("Skipped"), "no empty Skipped line\n" + applied.out()));
  }

  @Test
  void aRunWithNothingToDoSaysWhyAndItsExitCodeAgrees(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    ws.stack("app", "app", List.of(), dataResource("v1"));
    ws.apply("app");

    CliRun clean = reconcile(tmp, ws.root(), "--yes");
    assertEquals(0, clean.code(), clean.err());
    assertEquals("Nothing to reconcile: no drift detected.", clean.out().strip());

    ws.stack("broken", "broken", List.of(), "resource \"terraform_data\" \"x\" {\n");
    ws.stack("broken2", "broken2", List.of(), "resource \"terraform_data\" \"x\" {\n");
    CliRun unknown = reconcile(tmp, ws.root(), "--yes");
    assertEquals(3, unknown.code(), unknown.out() + unknown.err());
    assertEquals("Nothing to reconcile: 2 stacks failed to plan, so the workspace state is unknown.",
        unknown.out().strip());
    CliRun help = CliRun.of("reconcile", "--help");
    assertTrue(help.out().replaceAll("\\s+", " ").contains("3 unknown (no drift found, but stacks failed to plan"),
        help.out());
  }

  private static CliRun reconcile(Path tmp, Path root, String... extra) {
    List<String> args = new ArrayList<>(List.of("reconcile", "-C", root.toString(), "--no-native",
        "--state-dir=" + tmp.resolve("state")));
    args.addAll(List.of(extra));
    return CliRun.of(args.toArray(String[]::new));
  }
}
