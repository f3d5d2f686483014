package io.stackdrift.heal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.config.Config.HealMode;
import io.stackdrift.config.Diagnostic;
import io.stackdrift.config.RunLog;
import io.stackdrift.detect.DetectCycle;
import io.stackdrift.detect.DetectRequest;
import io.stackdrift.detect.DetectSettings;
import io.stackdrift.events.EventSink;
import io.stackdrift.process.Cancellation;
import io.stackdrift.publish.DetectListener;
import io.stackdrift.report.OverallStatus;
import io.stackdrift.state.SavedPlans;
import io.stackdrift.state.SelfHealPause;
import io.stackdrift.state.StateStore;
import io.stackdrift.testing.TofuWorkspace;
import io.stackdrift.workspace.Workspace;
import io.stackdrift.workspace.WorkspaceLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Self-heal's step in the fast loop: a detect cycle over a stand-in tool that replays recorded plan
 * streams (testdata/plans), then HealStep deciding, confirming, applying the saved plans and telling
 * each result. The real tool's heals are SelfHealRealToolIT's.
 */
class HealStepTest {
  private static final String STAND_IN = """
      #!/bin/sh
      NO_CHANGES='{"type":"change_summary","changes":{"add":0,"change":0,"import":0,"remove":0,"operation":"plan"}}'
      # A stand-in for tofu: plans replay ./recorded.jsonl with ./exit-code (-refresh=false: ./refresh-exit,
      # with a summary of no changes on exit 0, nothing at all with ./refresh-silent, 30s of nothing with
      # ./refresh-hang), a saved plan is an empty file, an apply is counted in ./applies and fails with
      # ./apply-error.
      case "$1" in
        version) echo '{"terraform_version":"1.11.4","platform":"linux_amd64","provider_selections":{}}' ;;
        init) exit 0 ;;
        plan)
          for a; do
            case "$a" in
              -out=*) : > "${a#-out=}" ;;
              -refresh=false)
                if [ -f refresh-echo ]; then echo "Error: label $DEPLOY_LABEL refused" >&2; exit 1; fi
                if [ -f refresh-hang ]; then exec sleep 30
                elif [ -f refresh-silent ]; then :
                elif [ "$(cat refresh-exit)" = 0 ]; then echo "$NO_CHANGES"
                else cat recorded.jsonl; fi
                exit "$(cat refresh-exit)" ;;
            esac
          done
          cat recorded.jsonl; exit "$(cat exit-code)" ;;
        state) exit 0 ;;
        apply) echo "$*" >> applies; if [ -f apply-error ]; then cat apply-error >&2; exit 1; fi ;;
        *) echo "unexpected: $*" >&2; exit 9 ;;
      esac
      """;

  @TempDir Path tmp;
  private TofuWorkspace ws;
  private Path tool;
  private StateStore state;
  private final List<String> notices = new ArrayList<>();
  private final RunLog log = new RunLog() {
    @Override
    public void diagnostic(Diagnostic diagnostic) {
      notices.add(diagnostic.toString());
    }

    @Override
    public void notice(String line) {
      notices.add(line);
    }
  };

  @BeforeEach
  void standIn() throws Exception {
    ws = new TofuWorkspace(Files.createDirectories(tmp.resolve("ws")));
    Files.writeString(ws.root().resolve("stackdrift.toml"), "[detect]\ndetails = \"addresses\"\n");
    tool = tmp.resolve("tofu");
    Files.writeString(tool, STAND_IN);
    Files.setPosixFilePermissions(tool, PosixFilePermissions.fromString("rwx------"));
    state = StateStore.open(tmp.resolve("state"));
  }

  @Test
  void externalModeAppliesConfirmedOutsideDriftAndLeavesTheRestForReview() throws Exception {
    stack("outside", "external.jsonl", 0);
    stack("code", "config.jsonl", 0);
    stack("unconfirmed", "external.jsonl", 2);

    heal(new SelfHeal(5, Duration.ofMinutes(15), HealMode.EXTERNAL));

    assertTrue(Files.isRegularFile(ws.dir("outside").resolve("applies")), notices.toString());
    assertFalse(Files.exists(ws.dir("code").resolve("applies")), "a change of the code is never self-healed");
    assertFalse(Files.exists(ws.dir("unconfirmed").resolve("applies")), "nor drift -refresh=false does not confirm");
    assertTrue(has("self-heal: outside succeeded ("), notices.toString());
    assertTrue(has("self-heal: left for review: code: driftCause config"), notices.toString());
    assertTrue(has("self-heal: left for review: unconfirmed: driftCause both (this cycle)"), notices.toString());
  }

  @Test
  void aConfirmingPlanThatPrintsNothingAndExitsZeroConfirmsNothing() throws Exception {
    Path dir = stack("silent", "external.jsonl", 0);
    Files.writeString(dir.resolve("refresh-silent"), "");

    heal(new SelfHeal(5, Duration.ofMinutes(15), HealMode.EXTERNAL));

    assertFalse(Files.exists(dir.resolve("applies")), "no apply on a confirmation that said nothing: " + notices);
    assertTrue(has("self-heal: left for review: silent: not healed: the confirming plan did not run cleanly "
        + "(the tool exited 0 and printed no plan"), notices.toString());
  }

  @Test
  void theConfirmingPlanIsHeldToTheTimeoutTheCycleRanWith() throws Exception {
    Path dir = stack("hanging", "external.jsonl", 0);
    Files.writeString(dir.resolve("refresh-hang"), "");

    heal(new SelfHeal(5, Duration.ofMinutes(15), HealMode.EXTERNAL), Duration.ofSeconds(1));

    assertFalse(Files.exists(dir.resolve("applies")), "a confirmation cut short confirms nothing: " + notices);
    assertTrue(has("self-heal: left for review: hanging: not healed: the confirming plan did not run cleanly "
        + "(plan timed out after 1s"), "--timeout, not detect.timeout's 14 minutes: " + notices);
  }

  @Test
  void aConfirmingPlanThatPrintsARunEnvironmentValueIsToldWithTheValueHidden() throws Exception {
    Files.writeString(ws.root().resolve("run-env.tm.hcl"),
        "terramate {\n  config {\n    run {\n      env {\n        DEPLOY_LABEL = \"runenv-v4lue-9Z\"\n"
            + "      }\n    }\n  }\n}\n");
    Path dir = stack("echoing", "external.jsonl", 0);
    Files.writeString(dir.resolve("refresh-echo"), "");

    heal(new SelfHeal(5, Duration.ofMinutes(15), HealMode.EXTERNAL));

    assertFalse(Files.exists(dir.resolve("applies")), notices.toString());
    assertTrue(has("self-heal: left for review: echoing: not healed: the confirming plan"), notices.toString());
    assertTrue(notices.toString().contains("Error: label "), notices.toString());
    assertFalse(notices.toString().contains("runenv-v4lue-9Z"), "the heal's redactor knows the run's values: "
        + notices);
  }

  @Test
  void aFailedApplyIsOneNoticeWithItsLogAndBacksOff() throws Exception {
    Path dir = stack("outside", "external.jsonl", 0);
    Files.writeString(dir.resolve("apply-error"), "Error: the first line\nand the second\n");
    SelfHeal heal = new SelfHeal(5, Duration.ofMinutes(15), HealMode.ANY);

    DetectCycle.Result cycle = heal(heal);

    String failed = notices.stream().filter(n -> n.startsWith("self-heal: outside failed: ")).findFirst()
        .orElseThrow(() -> new AssertionError(notices.toString()));
    assertTrue(failed.contains("the first line"), failed);
    Path applyLog = state.directory().orElseThrow().path().resolve("apply-outside.log");
    assertTrue(failed.endsWith("(its output: " + applyLog + ")"), failed);
    assertTrue(Files.readString(applyLog).contains("and the second"), "the whole output is in the apply's log");
    SelfHeal.Decision next = heal.decide(cycle.report(), HealStep.pause(state.directory().orElseThrow()),
        Instant.now());
    assertEquals("backing off after a failed reconcile: outside", next.skipped());
  }

  @Test
  void aPausedWorkspaceHealsNothingAndSaysWhy() throws Exception {
    stack("outside", "external.jsonl", 0);
    SelfHealPause.pause(state.directory().orElseThrow(), "maintenance", Instant.now());

    heal(new SelfHeal(5, Duration.ofMinutes(15), HealMode.ANY));

    assertFalse(Files.exists(ws.dir("outside").resolve("applies")));
    assertTrue(has("self-heal: self-heal is paused ("), notices.toString());
  }

  private boolean has(String prefix) {
    return notices.stream().anyMatch(n -> n.startsWith(prefix));
  }

  /** One drifted cycle over the stand-in, then the heal step on it. */
  private DetectCycle.Result heal(SelfHeal heal) throws Exception {
    return heal(heal, null);
  }

  /** The same, with {@code --timeout} (null: as configured). */
  private DetectCycle.Result heal(SelfHeal heal, Duration timeout) throws Exception {
    DetectSettings settings = DetectSettings.configured().withTofu(tool.toString()).withParallel(2)
        .withTimeout(timeout).withContainers(false);
    DetectRequest request = new DetectRequest(settings, List.of(), () -> EventSink.NONE, false, false, null,
        false, total -> DetectListener.NONE, Map.of("PATH", System.getenv("PATH")));
    Workspace workspace = WorkspaceLoader.load(ws.root());
    Cancellation cancel = new Cancellation();
    try (SavedPlans plans = SavedPlans.open(DetectCycle.stateDir(state), true, log::warn)) {
      DetectCycle.Result cycle = new DetectCycle(request, log).run(workspace, workspace.stacks(), "", state, cancel,
          () -> true, plans);
      assertEquals(OverallStatus.DRIFTED, cycle.report().status(), notices.toString());
      new HealStep(workspace, request, heal, state, log).heal(cycle, cancel);
      return cycle;
    }
  }

  private Path stack(String id, String recorded, int refreshExitCode) throws Exception {
    Path dir = ws.stack(id, id, List.of(), TofuWorkspace.dataResource("v1"));
    Files.createDirectories(dir.resolve(".terraform"));
    Files.writeString(dir.resolve("recorded.jsonl"), Files.readString(Path.of("testdata/plans", recorded)));
    Files.writeString(dir.resolve("exit-code"), "2");
    Files.writeString(dir.resolve("refresh-exit"), Integer.toString(refreshExitCode));
    return dir;
  }
}
