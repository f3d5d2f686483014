package io.stackdrift.detect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.config.MemoryBudget;
import io.stackdrift.config.RunLog;
import io.stackdrift.events.EventSink;
import io.stackdrift.process.Cancellation;
import io.stackdrift.publish.DetectListener;
import io.stackdrift.publish.RunOutput;
import io.stackdrift.report.OverallStatus;
import io.stackdrift.report.RunOutcome;
import io.stackdrift.report.StackEntry;
import io.stackdrift.report.StackStatus;
import io.stackdrift.state.StateStore;
import io.stackdrift.testing.TofuWorkspace;
import io.stackdrift.workspace.Workspace;
import io.stackdrift.workspace.WorkspaceLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The hub in the fast loop: one detect run through DetectCycle, in-process, over a stand-in tool that
 * replays a recorded plan stream per stack (testdata/plans), so the path from the plans to the state
 * and the outputs is tested in milliseconds. The real tool's runs are the ITs' (DetectRealToolIT).
 */
class DetectCycleTest {
  private static final String STAND_IN = """
      #!/bin/sh
      # A stand-in for tofu: `version -json`, `init`, and `plan` replaying ./recorded.jsonl with ./exit-code.
      case "$1" in
        version) echo '{"terraform_version":"1.11.4","platform":"linux_amd64","provider_selections":{}}' ;;
        init) exit 0 ;;
        plan) cat recorded.jsonl; echo "Error: the recorded failure" >&2; exit "$(cat exit-code)" ;;
        *) echo "unexpected: $*" >&2; exit 9 ;;
      esac
      """;

  /** A plan with nothing to do, as the tool streams it. */
  private static final String NO_CHANGES = """
      {"@level":"info","@message":"Terraform 1.11.4","@module":"terraform.ui","terraform":"1.11.4","type":"version","ui":"1.2"}
      {"@level":"info","@message":"Plan: 0 to add, 0 to change, 0 to destroy.","@module":"terraform.ui","changes":{"add":0,"change":0,"import":0,"remove":0,"operation":"plan"},"type":"change_summary"}
      """;

  @Test
  void oneRunPlansEveryStackRecordsTheStateAndHandsTheOutcomeToEveryOutput(@TempDir Path tmp) throws Exception {
    Path root = Files.createDirectories(tmp.resolve("ws"));
    TofuWorkspace ws = new TofuWorkspace(root);
    stack(ws, "clean", NO_CHANGES, 0);
    stack(ws, "drifted", Files.readString(Path.of("testdata/plans/config.jsonl")), 2);
    stack(ws, "broken", NO_CHANGES, 1);
    Files.writeString(root.resolve("stackdrift.toml"), "[detect]\ndetails = \"addresses\"\n");
    Path tool = tmp.resolve("tofu");
    Files.writeString(tool, STAND_IN);
    Files.setPosixFilePermissions(tool, PosixFilePermissions.fromString("rwx------"));

    List<RunOutcome> published = new ArrayList<>();
    RunOutput output = run -> published.add(run);
    List<String> warnings = new ArrayList<>();
    RunLog log = new RunLog() {
      @Override
      public void diagnostic(io.stackdrift.config.Diagnostic diagnostic) {
        warnings.add(diagnostic.toString());
      }

      @Override
      public void notice(String line) {
        warnings.add(line);
      }
    };
    DetectSettings settings = DetectSettings.configured().withTofu(tool.toString()).withParallel(2)
        .withContainers(false);
    DetectRequest request = new DetectRequest(settings, List.of(output), () -> EventSink.NONE, false, false, null,
        false, total -> DetectListener.NONE, Map.of("PATH", System.getenv("PATH")));
    Workspace workspace = WorkspaceLoader.load(root);
    StateStore state = StateStore.open(tmp.resolve("state"));

    DetectCycle.Result result = new DetectCycle(request, log).run(workspace, workspace.stacks(), "", state,
        new Cancellation(), () -> true);

    Map<String, StackStatus> statuses = result.report().stacks().stream()
        .collect(Collectors.toMap(StackEntry::stackId, StackEntry::status));
    assertEquals(Map.of("clean", StackStatus.CONVERGED, "drifted", StackStatus.DRIFTED, "broken", StackStatus.FAILED),
        statuses, warnings.toString());
    assertEquals(OverallStatus.DRIFTED, result.report().status(), "drifted wins over a failed stack (contract §6)");
    assertEquals(List.of("drifted"), result.report().reconcileTargets());
    assertTrue(result.written());
    assertEquals(1, published.size(), "each output gets the finished run once");
    assertEquals(result.report(), published.get(0).report());
    StackEntry broken = result.report().stacks().stream().filter(e -> e.stackId().equals("broken")).findFirst()
        .orElseThrow();
    assertTrue(broken.detail() != null && broken.detail().contains("the recorded failure"), broken.toString());
    assertTrue(Files.isRegularFile(tmp.resolve("state/known.json")), "the run is recorded in the state");
  }

  @Test
  void debugSaysWhereTheMemoryBudgetCameFrom(@TempDir Path tmp) throws Exception {
    Path root = Files.createDirectories(tmp.resolve("ws"));
    stack(new TofuWorkspace(root), "clean", NO_CHANGES, 0);
    Files.writeString(root.resolve("stackdrift.toml"), "[detect]\nmemory_budget = \"1GiB\"\n");
    Path tool = tmp.resolve("tofu");
    Files.writeString(tool, STAND_IN);
    Files.setPosixFilePermissions(tool, PosixFilePermissions.fromString("rwx------"));
    DetectSettings settings = DetectSettings.configured().withTofu(tool.toString()).withContainers(false);

    List<String> configured = notices(root, tmp.resolve("state"), settings, true);
    List<String> flag = notices(root, tmp.resolve("state"), settings.withMemoryBudget(MemoryBudget.of(512L << 20)),
        true);
    List<String> quiet = notices(root, tmp.resolve("state"), settings, false);

    assertTrue(configured.contains("memory budget: 1.0 GiB (detect.memory_budget)"), configured.toString());
    assertTrue(flag.contains("memory budget: 512 MiB (--memory-budget)"), flag.toString());
    assertTrue(quiet.stream().noneMatch(n -> n.startsWith("memory budget")), "only with --debug: " + quiet);
  }

  /** The notices of one detect run over the workspace at {@code root}, with {@code --debug} or not. */
  private static List<String> notices(Path root, Path stateDir, DetectSettings settings, boolean debug)
      throws Exception {
    List<String> notices = new ArrayList<>();
    RunLog log = new RunLog() {
      @Override
      public void diagnostic(io.stackdrift.config.Diagnostic diagnostic) {}

      @Override
      public void notice(String line) {
        notices.add(line);
      }
    };
    DetectRequest request = new DetectRequest(settings, List.of(), () -> EventSink.NONE, false, false, null, debug,
        total -> DetectListener.NONE, Map.of("PATH", System.getenv("PATH")));
    Workspace workspace = WorkspaceLoader.load(root);
    new DetectCycle(request, log).run(workspace, workspace.stacks(), "", StateStore.open(stateDir),
        new Cancellation(), () -> true);
    return notices;
  }

  private static void stack(TofuWorkspace ws, String id, String stream, int exitCode) throws Exception {
    Path dir = ws.stack(id, id, List.of(), TofuWorkspace.dataResource("v1"));
    Files.createDirectories(dir.resolve(".terraform"));
    Files.writeString(dir.resolve("recorded.jsonl"), stream);
    Files.writeString(dir.resolve("exit-code"), Integer.toString(exitCode));
  }
}
