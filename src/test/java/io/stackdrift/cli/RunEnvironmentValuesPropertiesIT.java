package io.stackdrift.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.stackdrift.testing.ReportJson;
import io.stackdrift.testing.RunEnvValues;
import io.stackdrift.testing.TofuWorkspace;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;

/**
 * Whatever a run-environment value holds (NUL, CR, LF, non-ASCII, thousands of characters), no part
 * of it appears in any output of a detect run — the report, its details, the HTML page, the state
 * directory, the progress events, stdout and stderr — even when the tool prints it back, whole and on
 * an error line, in a plan or an init (a stand-in: the real tool echoes no environment): it runs
 * unseen, or it fails its stacks with the place of its definition (contract §13).
 */
class RunEnvironmentValuesPropertiesIT {
  /**
   * Prints the environment it was given, and the value on an error line, on both streams, and fails:
   * the plan of stack a, the init of stack b (whose "Error:" lines are read apart).
   */
  private static final String ECHOING_TOOL = """
      case "$1" in
        version) echo '{"terraform_version":"1.11.4","platform":"linux_amd64","provider_selections":{}}' ;;
        init)
          case "$PWD" in
            */b)
              env >&2
              printf 'Error: bad value %s\n' "$RUN_VALUE" >&2
              exit 1 ;;
          esac ;;
        plan)
          env >&2
          printf 'Error: bad value %s\\n' "$RUN_VALUE" >&2
          printf 'Error: bad value %s\\n' "$RUN_VALUE"
          exit 1 ;;
        *) exit 9 ;;
      esac""";
  private static final String REFUSED = "run environment: root.tm:5:9: terramate.config.run.env.RUN_VALUE: the value "
      + "holds a NUL byte";

  private static Path tmp;
  private static Path root;
  private static Path tool;

  @BeforeContainer
  static void workspace() throws IOException {
    tmp = Files.createTempDirectory("run-env-outputs").toRealPath();
    root = Files.createDirectories(tmp.resolve("ws"));
    for (String stack : List.of("a", "b")) {
      Files.createDirectories(root.resolve(stack));
      Files.writeString(root.resolve(stack).resolve("stack.tm"), "stack {}\n");
      Files.writeString(root.resolve(stack).resolve("main.tf"), "terraform {}\n");
    }
    tool = TofuWorkspace.standIn(tmp, "tofu", ECHOING_TOOL);
  }

  /** Best effort: after a falsified property the last outputs were seen to outlive the walk. */
  @AfterContainer
  static void removeWorkspace() {
    try (Stream<Path> walk = Files.walk(tmp)) {
      for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
        Files.deleteIfExists(p);
      }
    } catch (IOException e) {
      // left in the temporary directory
    }
  }

  @Property(seed = "20261245", tries = 40)
  void noPartOfAValueIsInAnyOutput(@ForAll("values") RunEnvValues.Value value) throws Exception {
    Files.writeString(root.resolve("root.tm"), "terramate {\n  config {\n    run {\n      env {\n"
        + "        RUN_VALUE = " + value.hcl() + "\n      }\n    }\n  }\n}\n");
    Path state = tmp.resolve("state");
    Path report = tmp.resolve("report.json");
    Path page = tmp.resolve("drift.html");
    Path events = tmp.resolve("events.jsonl");

    CliRun run = CliRun.of("detect", "-C", root.toString(), "--no-native", "--tofu", tool.toString(),
        "--init", "always", "--state-dir", state.toString(), "-o", report.toString(), "--html", page.toString(),
        "--progress-jsonl", events.toString());

    assertEquals(0, run.code(), run.err());
    List<String> outputs = new ArrayList<>(List.of(run.out(), run.err()));
    JsonNode json = new ObjectMapper().readTree(report.toFile());
    for (String stack : List.of("a", "b")) {
      String detail = ReportJson.stack(json, stack).path("detail").asText();
      assertEquals(value.holdsNul() ? REFUSED : detail, detail);
      outputs.add(detail);
    }
    for (Path file : List.of(report, page, events)) {
      outputs.add(Files.readString(file, StandardCharsets.UTF_8));
    }
    for (Path file : TofuWorkspace.filesUnder(state)) {
      outputs.add(new String(Files.readAllBytes(file), StandardCharsets.UTF_8));
    }
    for (String output : outputs) {
      assertNull(value.shownIn(output), output);
    }
  }

  @Provide
  Arbitrary<RunEnvValues.Value> values() {
    return RunEnvValues.values();
  }
}
