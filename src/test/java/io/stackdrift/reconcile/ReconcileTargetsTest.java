package io.stackdrift.reconcile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.process.Cancellation;
import io.stackdrift.report.DriftReport;
import io.stackdrift.report.OverallStatus;
import io.stackdrift.report.ReconcileTarget;
import io.stackdrift.report.StackEntry;
import io.stackdrift.report.StackStatus;
import io.stackdrift.testing.TofuWorkspace;
import io.stackdrift.tofu.ApplyRunner.StateAddresses;
import io.stackdrift.workspace.Workspace;
import io.stackdrift.workspace.WorkspaceLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Which stacks reconcile re-applies and how, as a table over a stand-in for {@code state list}: a
 * drifted stack as it is; a container-only one with {@code -replace} of the one resource that runs its
 * containers, or refused, saying what to configure.
 */
class ReconcileTargetsTest {
  private static final Cancellation NONE = new Cancellation();

  @Test
  void aDriftedStackIsAppliedAsItIs(@TempDir Path tmp) throws Exception {
    ReconcileTarget t = single(tmp, StackStatus.DRIFTED, Map.of(), "");
    assertEquals(List.of(), t.replace());
    assertNull(t.refusal());
    assertTrue(!t.containersOnly());
  }

  @Test
  void aContainerOnlyStackReplacesTheOneResourceThatRunsItsContainers(@TempDir Path tmp) throws Exception {
    Map<List<String>, List<String>> table = Map.of(
        List.of("terraform_data.compose_up", "terraform_data.config"), List.of("terraform_data.compose_up"),
        List.of("module.app.terraform_data.web_up[0]", "terraform_data.x"),
        List.of("module.app.terraform_data.web_up[0]"),
        List.of("aws_instance.a", "terraform_data.only"), List.of("terraform_data.only"));
    int i = 0;
    for (var row : table.entrySet()) {
      ReconcileTarget t = single(tmp.resolve("case" + i++), StackStatus.CONVERGED, Map.of("app", row.getKey()), "");
      assertEquals(row.getValue(), t.replace(), row.getKey().toString());
      assertNull(t.refusal(), row.getKey().toString());
      assertTrue(t.containersOnly());
    }
  }

  @Test
  void withoutOneKnownResourceTheConfiguredGlobsDecideOrItIsRefused(@TempDir Path tmp) throws Exception {
    List<String> state = List.of("terraform_data.a", "terraform_data.b", "docker_container.web");
    ReconcileTarget refused = single(tmp.resolve("none"), StackStatus.CONVERGED, Map.of("app", state), "");
    assertEquals(List.of(), refused.replace());
    assertTrue(refused.refusal().contains("set reconcile.replace in stackdrift.toml"), refused.refusal());
    assertTrue(refused.refusal().contains("2 terraform_data resources"), refused.refusal());

    ReconcileTarget configured = single(tmp.resolve("glob"), StackStatus.CONVERGED, Map.of("app", state),
        "[reconcile]\nreplace = [\"docker_*.web\", \"role/other=terraform_data.a\"]\n");
    assertEquals(List.of("docker_container.web"), configured.replace(), "a TAG= glob applies to stacks with the tag");
    ReconcileTarget tagged = single(tmp.resolve("tag"), StackStatus.CONVERGED, Map.of("app", state),
        "[reconcile]\nreplace = [\"role/workload=terraform_data.?\"]\n");
    assertEquals(List.of("terraform_data.a", "terraform_data.b"), tagged.replace());
  }

  @Test
  void aStateThatCannotBeListedIsARefusalNamingWhy(@TempDir Path tmp) throws Exception {
    Workspace ws = workspace(tmp, "");
    ReconcileTargets targets = new ReconcileTargets(ws, (stack, cancel) -> new StateAddresses(List.of(), "exit 1"));
    ReconcileTarget t = targets.of(report(List.of(entry("app", StackStatus.CONVERGED)), List.of("app")), Set.of(),
        NONE).get(0);
    assertEquals("cannot list its state: exit 1", t.refusal());
  }

  @Test
  void targetsAreNarrowedToOnlyAndToStacksTheWorkspaceStillHas(@TempDir Path tmp) throws Exception {
    Workspace ws = workspace(tmp, "");
    ReconcileTargets targets = new ReconcileTargets(ws, (stack, cancel) -> {
      throw new AssertionError("drifted targets need no state list");
    });
    DriftReport report = report(List.of(entry("app", StackStatus.DRIFTED), entry("db", StackStatus.DRIFTED),
        entry("gone", StackStatus.DRIFTED)), List.of("db", "app", "gone"));
    assertEquals(List.of("db", "app"), ids(targets.of(report, Set.of(), NONE)), "in the report's order");
    assertEquals(List.of("app"), ids(targets.of(report, Set.of("app", "gone"), NONE)));
    assertEquals(List.of(), ids(targets.of(report(List.of(), null), Set.of(), NONE)), "no targets at all");
  }

  @Test
  void aGlobIsLiteralBesidesStarAndQuestionMark() {
    assertTrue(ReconcileTargets.glob("module.a[0].terraform_data.*").matcher("module.a[0].terraform_data.x").matches());
    assertTrue(!ReconcileTargets.glob("module.a[0].x").matcher("module.a00.x").matches());
    assertTrue(ReconcileTargets.glob("a?c").matcher("abc").matches());
  }

  private static ReconcileTarget single(Path tmp, StackStatus status, Map<String, List<String>> state, String toml)
      throws Exception {
    Files.createDirectories(tmp);
    Workspace ws = workspace(tmp, toml);
    ReconcileTargets targets = new ReconcileTargets(ws, (stack, cancel) ->
        new StateAddresses(state.getOrDefault(stack.id(), List.of()), null));
    List<ReconcileTarget> out = targets.of(report(List.of(entry("app", status)), List.of("app")), Set.of(), NONE);
    assertEquals(1, out.size());
    return out.get(0);
  }

  private static Workspace workspace(Path tmp, String toml) throws Exception {
    TofuWorkspace ws = new TofuWorkspace(tmp);
    ws.stack("app", "app", List.of("role/workload"), TofuWorkspace.dataResource("v1"));
    ws.stack("db", "db", List.of("role/core"), TofuWorkspace.dataResource("v1"));
    if (!toml.isEmpty()) {
      Files.writeString(tmp.resolve("stackdrift.toml"), toml);
    }
    return WorkspaceLoader.load(tmp);
  }

  private static List<String> ids(List<ReconcileTarget> targets) {
    return targets.stream().map(t -> t.stack().id()).toList();
  }

  private static StackEntry entry(String id, StackStatus status) {
    return StackEntry.builder().stackId(id).role("workload").moduleRef(id).siteRef("local").nodeRef("n")
        .runtimeRoot(id).status(status).planExitCode(status == StackStatus.DRIFTED ? 2 : 0).durationMs(1)
        .runIndex(0).build();
  }

  private static DriftReport report(List<StackEntry> stacks, List<String> targets) {
    return DriftReport.builder().hasDrift(true).planHash("sha256:x").runtime(DriftReport.Runtime.NONE)
        .subjects(List.of()).stackId("ws").detectedAt("2026-12-02T00:00:00Z").status(OverallStatus.DRIFTED)
        .stacks(stacks).reconcileTargets(targets).build();
  }
}
