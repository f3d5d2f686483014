package io.stackdrift.tofu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.fs.PlanFiles;
import io.stackdrift.process.Cancellation;
import io.stackdrift.process.ProcessRunner;
import io.stackdrift.report.Redactor;
import io.stackdrift.testing.TofuWorkspace;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A plan forced with {@code -replace} for a container-only target is shown and judged before it is
 * applied, as every plan is (contract §4b): it is applied only when it changes the forced address
 * alone. The real tool, wrapped in a script that records each command line.
 */
class ForcedPlanJudgedIT {
  private static final String FORCED = "terraform_data.container";

  @Test
  void aForcedPlanIsShownThenTheCopyThatWasShownIsApplied(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = twoResources(tmp, "v1");

    ApplyRunner.Applied applied = planAndApply(tmp, ws);

    assertTrue(applied.succeeded(), applied.detail());
    List<String> commands = Files.readAllLines(tmp.resolve("commands.log"));
    int show = indexOf(commands, "show -json ");
    int apply = indexOf(commands, "apply ");
    assertTrue(show >= 0 && show < apply, "shown before it is applied: " + commands);
    String shownFile = last(commands.get(show));
    assertEquals(shownFile, last(commands.get(apply)), "the file applied is the file shown: " + commands);
    assertTrue(shownFile.endsWith("/judged.tfplan"), shownFile);
  }

  @Test
  void aForcedPlanThatWouldAlsoChangeAnotherResourceIsNotApplied(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = twoResources(tmp, "v1");
    ws.write("app", "main.tf", resources("v2-landed-since")); // a commit that nobody judged

    ApplyRunner.Applied applied = planAndApply(tmp, ws);

    assertFalse(applied.succeeded(), applied.detail());
    assertTrue(applied.detail().startsWith("not applied: the plan made now with -replace=" + FORCED
        + " would also change terraform_data.code, which no check judged"), applied.detail());
    assertFalse(Files.readAllLines(tmp.resolve("commands.log")).stream().anyMatch(c -> c.startsWith("apply")),
        "nothing was applied");
    assertFalse(Files.readString(ws.dir("app").resolve("terraform.tfstate")).contains("v2-landed-since"));
  }

  private static ApplyRunner.Applied planAndApply(Path tmp, TofuWorkspace ws) throws Exception {
    Path tool = TofuWorkspace.standIn(tmp, "tofu-recording", "echo \"$*\" >> " + tmp.resolve("commands.log")
        + "\nexec " + TofuWorkspace.tool() + " \"$@\"");
    Map<String, String> env = Map.of("PATH", System.getenv("PATH"));
    Path state = Files.createDirectories(tmp.resolve("state"));
    try (PlanFiles plans = PlanFiles.open(state, warning -> { });
         ProcessRunner processes = new ProcessRunner()) {
      ApplyRunner runner = new ApplyRunner(new ApplyRunner.Settings(tool, env, Duration.ZERO, Duration.ofMinutes(5),
          Duration.ofSeconds(30), Duration.ofSeconds(5), Redactor.fromEnvironment(env), dir -> null), processes);
      return runner.planAndApply(ws.dir("app"), List.of(FORCED), plans.forPlan(), new Cancellation());
    }
  }

  /** A stack with the forced resource and another one, applied with {@code value}. */
  private static TofuWorkspace twoResources(Path tmp, String value) throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    ws.stack("app", "app", List.of(), resources(value));
    ws.apply("app");
    return ws;
  }

  private static String resources(String code) {
    return "resource \"terraform_data\" \"container\" {\n  input = \"web\"\n}\n\n"
        + "resource \"terraform_data\" \"code\" {\n  input = \"" + code + "\"\n}\n";
  }

  private static int indexOf(List<String> commands, String prefix) {
    for (int i = 0; i < commands.size(); i++) {
      if (commands.get(i).startsWith(prefix)) {
        return i;
      }
    }
    return -1;
  }

  private static String last(String command) {
    return command.substring(command.lastIndexOf(' ') + 1);
  }
}
