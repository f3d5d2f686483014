package io.stackdrift.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.testing.TofuWorkspace;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Self-heal applies exactly the plan it judged (contract §4b). The real tool, wrapped so that a
 * commit lands in the stack (or another apply changes its state) just before the heal's apply: the
 * heal must not deploy the commit, and a plan made stale must fail the heal, not be planned afresh.
 */
class HealJudgedPlanIT {
  @Test
  void aCommitThatLandsBetweenThePlanAndTheHealIsNotApplied(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = judgedWorkspace(tmp);
    Path commit = tmp.resolve("commit.tf");
    Files.writeString(commit, marker("v3-landed"));
    Path tool = beforeApply(tmp, "cp '" + commit + "' main.tf");

    CliRun run = watch(tmp, ws, tool);

    assertEquals(0, run.code(), run.err());
    assertTrue(run.err().contains("stackdrift: self-heal: app succeeded"), run.err());
    String state = Files.readString(ws.dir("app").resolve("terraform.tfstate"));
    assertTrue(state.contains("\"v2-judged\""), "the judged plan was applied:\n" + state);
    assertFalse(state.contains("v3-landed"), "the commit that landed after the plan was not deployed");
  }

  @Test
  void aPlanMadeStaleBeforeTheHealFailsTheHealAndSaysSo(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = judgedWorkspace(tmp);
    Path tool = beforeApply(tmp, "case \"$*\" in *.tfplan*) " + TofuWorkspace.tool()
        + " apply -auto-approve -input=false -no-color >/dev/null 2>&1 ;; esac");

    CliRun run = watch(tmp, ws, tool);

    assertEquals(0, run.code(), run.err());
    assertTrue(run.err().contains("stackdrift: self-heal: app failed: the saved plan is stale: the state changed "
        + "after it was judged, so nothing was applied"), run.err());
  }

  @Test
  void aPlanPutInPlaceOfTheJudgedOneAfterItWasShownIsNotApplied(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = judgedWorkspace(tmp);
    Path destroy = tmp.resolve("destroy.tfplan");
    TofuWorkspace.run(ws.dir("app"), TofuWorkspace.tool().toString(), "plan", "-destroy", "-input=false",
        "-no-color", "-out=" + destroy);
    // show judges the update, then the file it read is overwritten with a plan that destroys
    Path tool = TofuWorkspace.standIn(tmp, "tofu-plan-swapped", "if [ \"$1\" = show ]; then\n"
        + "  for planFile; do :; done\n  " + TofuWorkspace.tool() + " \"$@\"\n  shown=$?\n"
        + "  cp '" + destroy + "' \"$planFile\"\n  exit $shown\nfi\nexec " + TofuWorkspace.tool() + " \"$@\"");

    CliRun run = watch(tmp, ws, tool);

    assertEquals(0, run.code(), run.err());
    assertTrue(run.err().contains("stackdrift: self-heal: app failed: not healed: the plan file changed after it "
        + "was judged"), run.err());
    String state = Files.readString(ws.dir("app").resolve("terraform.tfstate"));
    assertTrue(state.contains("\"v1\""), "the resource was not destroyed, nor changed:\n" + state);
  }

  /** One applied stack whose code changed since; self-heal heals any cause. */
  private static TofuWorkspace judgedWorkspace(Path tmp) throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    Files.writeString(ws.root().resolve("stackdrift.toml"), "[watch]\nheal = \"any\"\n");
    ws.stack("app", "app", List.of(), marker("v1"));
    ws.apply("app");
    ws.write("app", "main.tf", marker("v2-judged"));
    return ws;
  }

  /** The real tool; before an apply, {@code step} runs in the stack directory. */
  private static Path beforeApply(Path tmp, String step) throws Exception {
    return TofuWorkspace.standIn(tmp, "tofu-commit-lands", "if [ \"$1\" = apply ]; then\n  " + step + "\nfi\n"
        + "exec " + TofuWorkspace.tool() + " \"$@\"");
  }

  private static CliRun watch(Path tmp, TofuWorkspace ws, Path tool) {
    return CliRun.of("watch", "-C", ws.root().toString(), "--no-native", "--state-dir", tmp.resolve("state").toString(),
        "--interval", "1s", "--jitter", "0s", "--max-cycles", "1", "--self-heal", "--tofu", tool.toString());
  }

  private static String marker(String input) {
    return "resource \"terraform_data\" \"marker\" {\n  input = \"" + input + "\"\n}\n";
  }
}
