package io.stackdrift.cli;

import static io.stackdrift.testing.ReportJson.stack;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.stackdrift.testing.CliProcess;
import io.stackdrift.testing.TofuWorkspace;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Terramate's outdated-code safeguard before a plan (contract §15), through the real command line: a
 * stack whose generated file is stale fails and is not planned (a stand-in tool records every plan),
 * and is planned, still listing its files with one warning, when Terramate's own switches turn the
 * check off: --disable-safeguards, TM_DISABLE_SAFEGUARDS, terramate.config.disable_safeguards.
 */
class GeneratedCodeIT {
  private static final String STAND_IN = """
      case "$1" in
        version) echo '{"terraform_version":"1.11.4","platform":"linux_amd64","provider_selections":{}}' ;;
        init) : ;;
        plan)
          touch planned
          echo '{"@level":"info","@message":"Plan: 0 to add, 0 to change, 0 to destroy.","@module":"terraform.ui","changes":{"add":0,"change":0,"import":0,"remove":0,"operation":"plan"},"type":"change_summary"}'
          ;;
        *) echo "unexpected: $*" >&2; exit 9 ;;
      esac""";

  @TempDir Path tmp;
  private Path root;
  private Path tool;

  @BeforeEach
  void workspace() throws Exception {
    root = Files.createDirectories(tmp.resolve("ws")).toRealPath();
    write("terramate.tm.hcl", "terramate {\n  config {}\n}\n");
    write("generate.tm.hcl", """
        generate_hcl "backend.tf" {
          content {
            terraform {
              backend "local" {
                path = "${global.release}.tfstate"
              }
            }
          }
        }
        """);
    for (String stack : List.of("a", "b")) {
      write(stack + "/stack.tm.hcl", "stack {\n  id = \"" + stack + "\"\n}\nglobals {\n  release = \"v1\"\n}\n");
      write(stack + "/main.tf", "terraform {}\n");
    }
    assertEquals(0, stackdrift(Map.of(), "generate", "-C", root.toString()).code, "the code is rendered first");
    write("a/stack.tm.hcl", "stack {\n  id = \"a\"\n}\nglobals {\n  release = \"v2\"\n}\n");
    tool = TofuWorkspace.standIn(tmp, "tofu", STAND_IN);
  }

  @Test
  void aStackWithStaleGeneratedCodeFailsAndIsNotPlanned() throws Exception {
    write("old/orphan.tf", "// TERRAMATE: GENERATED AUTOMATICALLY DO NOT EDIT\n\nx = 1\n");
    Run run = detect(Map.of());
    assertEquals(3, run.code, run.err);
    assertFalse(Files.exists(root.resolve("a/planned")), "the stale stack was planned");
    assertTrue(Files.exists(root.resolve("b/planned")), "the current stack was not planned");
    JsonNode a = stack(run.report, "a");
    assertEquals("failed", a.get("status").asText());
    assertEquals("generated code is outdated: backend.tf (update); run terramate generate", a.get("detail").asText());
    assertEquals("outdated", a.get("generatedCode").get("status").asText());
    assertEquals("backend.tf", a.get("generatedCode").get("files").get(0).get("name").asText());
    assertEquals("update", a.get("generatedCode").get("files").get(0).get("change").asText());
    JsonNode b = stack(run.report, "b");
    assertEquals("converged", b.get("status").asText());
    assertNull(b.get("generatedCode"));
    assertEquals(1, count(run.err, "generated code outside the stacks is outdated: /old/orphan.tf (delete)"),
        "an orphan no stack owns is reported once on the run: " + run.err);
  }

  @Test
  void theFlagTurnsTheCheckOffWithOneWarningAndTheListKept() throws Exception {
    Run run = detect(Map.of(), "--disable-safeguards", "outdated-code");
    assertEquals(0, run.code, run.err);
    assertTrue(Files.exists(root.resolve("a/planned")), "the stale stack was not planned");
    JsonNode a = stack(run.report, "a");
    assertEquals("converged", a.get("status").asText());
    assertEquals("update", a.get("generatedCode").get("files").get(0).get("change").asText());
    assertEquals(1, count(run.err, "outdated-code safeguard is disabled"), run.err);
    assertTrue(run.err.contains("stack /a planned with outdated generated code"), run.err);
  }

  @Test
  void theVariableAndTheProjectTurnItOffToo() throws Exception {
    Run byVariable = detect(Map.of("TM_DISABLE_SAFEGUARDS", "all"));
    assertEquals(0, byVariable.code, byVariable.err);
    assertTrue(Files.exists(root.resolve("a/planned")));

    Files.delete(root.resolve("a/planned"));
    write("terramate.tm.hcl", "terramate {\n  config {\n    disable_safeguards = [\"outdated-code\"]\n  }\n}\n");
    Run byProject = detect(Map.of());
    assertEquals(0, byProject.code, byProject.err);
    assertTrue(Files.exists(root.resolve("a/planned")));

    Files.delete(root.resolve("a/planned"));
    Run reEnabled = detect(Map.of(), "--disable-safeguards", "none");
    assertEquals(3, reEnabled.code, reEnabled.err);
    assertFalse(Files.exists(root.resolve("a/planned")), "none on the command line turns the check back on");
  }

  @Test
  void aStackUsingAnExperimentThatChangesGenerationFailsClosedAndItsFilesAreNoOrphans() throws Exception {
    write("terramate.tm.hcl", "terramate {\n  config {\n    experiments = [\"scripts\", \"outputs-sharing\"]\n  }\n}\n");
    write("b/outputs.tm.hcl", "output \"id\" {\n  backend = \"default\"\n  value   = terraform_data.x.id\n}\n");
    write("b/sharing.tf", "// TERRAMATE: GENERATED AUTOMATICALLY DO NOT EDIT\n\nx = 1\n");
    Files.writeString(root.resolve("a/stack.tm.hcl"), "stack {\n  id = \"a\"\n}\nglobals {\n  release = \"v1\"\n}\n");
    Run run = detect(Map.of());
    assertEquals(3, run.code, run.err);
    assertTrue(Files.exists(root.resolve("a/planned")), "a stack without input or output blocks is checked and planned");
    assertFalse(Files.exists(root.resolve("b/planned")), "a stack whose generated code cannot be judged is not planned");
    JsonNode b = stack(run.report, "b");
    assertEquals("failed", b.get("status").asText());
    assertEquals("generated code: unsupported experiment: b/outputs.tm.hcl:1:1: output block needs Terramate's "
        + "\"outputs-sharing\" experiment (input and output blocks generate their sharing_backend's files, enabled at "
        + "terramate.tm.hcl:3: terramate.config.experiments), which stackdrift does not render: it cannot tell this "
        + "stack's generated code current from outdated. Check it with 'terramate generate' (its CI step), and plan the "
        + "stack as it is on disk with --disable-safeguards outdated-code", b.get("detail").asText());
    assertNull(b.get("generatedCode"), "no file is listed, sharing.tf no orphan: none was judged");
  }

  @Test
  void withTheSafeguardOffAStackUsingAnUnsupportedExperimentIsPlannedWithOneWarning() throws Exception {
    write("terramate.tm.hcl", "terramate {\n  config {\n    experiments = [\"outputs-sharing\"]\n  }\n}\n");
    write("b/outputs.tm.hcl", "output \"id\" {\n  backend = \"default\"\n  value   = terraform_data.x.id\n}\n");
    Run run = detect(Map.of(), "--disable-safeguards", "outdated-code");
    assertEquals(0, run.code, run.err);
    assertTrue(Files.exists(root.resolve("a/planned")) && Files.exists(root.resolve("b/planned")));
    assertNull(stack(run.report, "b").get("generatedCode"), "no list: nothing was checked");
    assertEquals("update", stack(run.report, "a").get("generatedCode").get("files").get(0).get("change").asText());
    assertEquals(1, count(run.err, "generated code of 1 stack is not checked (the outdated-code safeguard is "
        + "disabled): unsupported experiment: b/outputs.tm.hcl:1:1: output block needs Terramate's \"outputs-sharing\" "
        + "experiment"), run.err);
  }

  @Test
  void aKeywordThatIsNotTerramatesIsAUsageError() throws Exception {
    Run run = stackdrift(Map.of(), "detect", "-C", root.toString(), "--tofu", tool.toString(),
        "--disable-safeguards", "outdated");
    assertEquals(1, run.code, run.err);
    assertTrue(run.err.contains("--disable-safeguards: invalid safeguard keyword \"outdated\""), run.err);
  }

  private Run detect(Map<String, String> env, String... extra) throws Exception {
    Path report = tmp.resolve("report.json");
    Files.deleteIfExists(report);
    List<String> args = new ArrayList<>(List.of("detect", "-C", root.toString(), "--no-native", "--tofu",
        tool.toString(), "--state-dir", tmp.resolve("state").toString(), "-o", report.toString(),
        "--detailed-exitcode"));
    args.addAll(List.of(extra));
    Run run = stackdrift(env, args.toArray(String[]::new));
    return new Run(run.code, run.out, run.err, Files.exists(report) ? new ObjectMapper().readTree(report.toFile())
        : null);
  }

  private record Run(int code, String out, String err, JsonNode report) {}

  private Run stackdrift(Map<String, String> env, String... args) throws Exception {
    ProcessBuilder builder = new ProcessBuilder(CliProcess.argv(args))
        .redirectOutput(tmp.resolve("out").toFile()).redirectError(tmp.resolve("err").toFile());
    builder.environment().remove("TM_DISABLE_SAFEGUARDS");
    builder.environment().putAll(env);
    builder.environment().put("XDG_STATE_HOME", tmp.resolve("xdg").toString());
    Process p = builder.start();
    assertTrue(p.waitFor(60, TimeUnit.SECONDS), "stackdrift finished");
    return new Run(p.exitValue(), Files.readString(tmp.resolve("out"), StandardCharsets.UTF_8),
        Files.readString(tmp.resolve("err"), StandardCharsets.UTF_8), null);
  }

  private static int count(String text, String part) {
    return text.split(java.util.regex.Pattern.quote(part), -1).length - 1;
  }

  private void write(String file, String text) throws IOException {
    Path path = root.resolve(file);
    Files.createDirectories(path.getParent());
    Files.writeString(path, text);
  }
}
