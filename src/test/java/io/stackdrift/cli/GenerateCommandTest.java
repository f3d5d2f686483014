package io.stackdrift.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.stackdrift.testing.TerramateSandbox;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code stackdrift generate [--check] [--json]}: Terramate's generation, its report and exit codes (§15). */
class GenerateCommandTest {
  private static final String HEADER = "// TERRAMATE: GENERATED AUTOMATICALLY DO NOT EDIT\n\n";

  @TempDir
  Path tmp;

  private Path workspace() throws IOException {
    Path root = tmp.toRealPath();
    TerramateSandbox.build(root, List.of("s:stacks/a", "s:stacks/b"));
    Files.writeString(root.resolve("stacks/generate.tm.hcl"), """
        globals {
          release = "v2"
        }
        generate_hcl "backend.tf" {
          content {
            terraform {
              backend "local" {
                path = "${global.release}.tfstate"
              }
            }
            output "id" {
              value = var.id
            }
          }
        }
        generate_file "release.txt" {
          content = "release ${global.release}\\n"
        }
        """);
    return root;
  }

  @Test
  void checkSaysWhatWouldBeCreatedAndExitsTwoThenGenerateWritesItAndCheckIsClean() throws IOException {
    Path root = workspace();
    CliRun check = CliRun.of("generate", "--check", "-C", root.toString());
    assertEquals(2, check.code(), check.err());
    assertTrue(check.out().contains("- /stacks/a\n\t[+] backend.tf\n\t[+] release.txt\n"), check.out());
    assertFalse(Files.exists(root.resolve("stacks/a/backend.tf")), "--check writes nothing");

    CliRun generate = CliRun.of("generate", "-C", root.toString());
    assertEquals(0, generate.code(), generate.err());
    assertTrue(generate.out().startsWith("Code generation report\n\nSuccesses:\n\n- /stacks/a\n"), generate.out());
    assertEquals(HEADER + """
        terraform {
          backend "local" {
            path = "v2.tfstate"
          }
        }
        output "id" {
          value = var.id
        }
        """, Files.readString(root.resolve("stacks/b/backend.tf")));
    assertEquals("release v2\n", Files.readString(root.resolve("stacks/b/release.txt")));

    CliRun clean = CliRun.of("generate", "--check", "-C", root.toString());
    assertEquals(0, clean.code(), clean.err());
    assertEquals("Nothing to do, generated code is up to date\n", clean.out());
  }

  @Test
  void aStaleFileIsAnUpdateAndAnOrphanADeleteInTheJson() throws Exception {
    Path root = workspace();
    assertEquals(0, CliRun.of("generate", "-C", root.toString()).code());
    Files.writeString(root.resolve("stacks/a/backend.tf"), HEADER + "stale = true\n");
    Files.createDirectories(root.resolve("old"));
    Files.writeString(root.resolve("old/orphan.tf"), HEADER + "x = 1\n");
    CliRun check = CliRun.of("generate", "--check", "--json", "-C", root.toString());
    assertEquals(2, check.code(), check.err());
    JsonNode json = new ObjectMapper().readTree(check.out());
    assertEquals("/old", json.get("outdated").get(0).get("dir").asText());
    assertEquals("delete", json.get("outdated").get(0).get("files").get(0).get("change").asText());
    assertEquals("/stacks/a", json.get("outdated").get(1).get("dir").asText());
    assertEquals("backend.tf", json.get("outdated").get(1).get("files").get(0).get("name").asText());
    assertEquals("update", json.get("outdated").get(1).get("files").get(0).get("change").asText());
    assertTrue(json.get("generated").get(0).get("content").asText().startsWith(HEADER));
  }

  @Test
  void aFailedAssertionIsAnErrorNamingFileAndLine() throws IOException {
    Path root = workspace();
    Files.writeString(root.resolve("stacks/a/assert.tm.hcl"), """
        assert {
          assertion = global.release == "v1"
          message   = "release must be v1"
        }
        """);
    CliRun check = CliRun.of("generate", "--check", "-C", root.toString());
    assertEquals(1, check.code(), check.out());
    assertTrue(check.out().contains("error: assertion failed: stacks/a/assert.tm.hcl:2: release must be v1"),
        check.out());
  }

  @Test
  void aStackUsingAnExperimentThatChangesGenerationIsAnErrorAndNothingOfItIsWrittenOrDeleted() throws IOException {
    Path root = workspace();
    Files.writeString(root.resolve("terramate.tm.hcl"), "terramate {\n  config {\n    experiments = [\"toml-functions\","
        + " \"outputs-sharing\"]\n  }\n}\n");
    Files.writeString(root.resolve("stacks/a/sharing.tm.hcl"), "input \"vnet\" {\n  backend = \"default\"\n"
        + "  from_stack_id = \"b\"\n  value = outputs.vnet.value\n}\n");
    Path sharing = root.resolve("stacks/a/sharing.tf");
    Files.writeString(sharing, HEADER + "x = 1\n");
    for (CliRun run : checkThenGenerate(root)) {
      assertEquals(1, run.code(), run.out() + run.err());
      assertTrue(run.out().contains("- /stacks/a\n\terror: unsupported experiment: stacks/a/sharing.tm.hcl:1:1: input block "
          + "needs Terramate's \"outputs-sharing\" experiment (input and output blocks generate their sharing_backend's "
          + "files, enabled at terramate.tm.hcl:3: terramate.config.experiments), which stackdrift does not render"),
          run.out());
      assertTrue(run.out().contains("--disable-safeguards outdated-code"), "it says what to do: " + run.out());
      assertFalse(run.out().contains("sharing.tf"), run.out());
    }
    assertTrue(Files.exists(sharing), "the stack's sharing file is not deleted as an orphan");
    assertFalse(Files.exists(root.resolve("stacks/a/backend.tf")), "nothing is written in the refused stack");
    assertTrue(Files.exists(root.resolve("stacks/b/backend.tf")), "the other stack is rendered");
  }

  @Test
  void aProjectUsingTerramatesComponentsIsRefusedAndTheirFilesAreNotDeletedAsOrphans() throws IOException {
    Path root = workspace();
    Files.writeString(root.resolve("stacks/a/component.tm.hcl"), "component \"context\" {\n"
        + "  source = \"/components/context\"\n}\n");
    Path componentFile = root.resolve("stacks/a/component_context_main.tf");
    Files.writeString(componentFile, HEADER + "x = 1\n");
    for (CliRun run : checkThenGenerate(root)) {
      assertEquals(1, run.code(), run.out() + run.err());
      assertTrue(run.out().contains("error: not rendered: stacks/a/component.tm.hcl:1:1: component block uses "
          + "Terramate's bundles and components"), run.out());
      assertTrue(run.out().contains("--disable-safeguards outdated-code"), "it says what to do: " + run.out());
      assertFalse(run.out().contains("component_context_main.tf"), run.out());
    }
    assertTrue(Files.exists(componentFile), "the component's file is not deleted as an orphan");
  }

  /** {@code generate --check}, then {@code generate}, on the workspace. */
  private static List<CliRun> checkThenGenerate(Path root) {
    return List.of(CliRun.of("generate", "--check", "-C", root.toString()), CliRun.of("generate", "-C", root.toString()));
  }

  @Test
  void anExperimentThatLeavesGenerationAsItIsIsAccepted() throws IOException {
    Path root = workspace();
    Files.writeString(root.resolve("terramate.tm.hcl"), "terramate {\n  config {\n    experiments = [\"scripts\", "
        + "\"targets\", \"toml-functions\"]\n  }\n}\n");
    assertEquals(2, CliRun.of("generate", "--check", "-C", root.toString()).code());
  }

  @Test
  void aProviderDefinedFunctionInContentIsKeptAsWrittenWithItsArgumentsEvaluated() throws IOException {
    Path root = tmp.toRealPath();
    TerramateSandbox.build(root, List.of("s:stack"));
    Files.writeString(root.resolve("stack/generate.tm.hcl"), """
        globals {
          file = "secrets.yaml"
        }
        generate_hcl "secrets.tf" {
          content {
            locals {
              secrets = provider::sops::file("${global.file}", var.key)
              arn     = provider :: aws :: arn_parse(local.arn).region
            }
          }
        }
        """);
    CliRun run = CliRun.of("generate", "-C", root.toString());
    assertEquals(0, run.code(), run.out() + run.err());
    assertEquals(HEADER + """
        locals {
          arn     = provider::aws::arn_parse(local.arn).region
          secrets = provider::sops::file("secrets.yaml", var.key)
        }
        """, Files.readString(root.resolve("stack/secrets.tf")));
  }

  /** Terramate's tmgen experiment: NAME.tmgen is an implicit generate_hcl "NAME" of its own stack only. */
  @Test
  void aTmgenFileGeneratesItsFileInItsStackWithTheTmgenExperiment() throws IOException {
    Path root = tmp.toRealPath();
    TerramateSandbox.build(root, List.of("s:stacks/a", "s:stacks/a/child"));
    Files.writeString(root.resolve("terramate.tm.hcl"), "terramate {\n  config {\n    experiments = [\"tmgen\"]\n  }\n}\n"
        + "globals {\n  region = \"eu\"\n}\n");
    Files.writeString(root.resolve("stacks/a/data.tf.tmgen"), "data \"x\" \"y\" {\n  region = global.region\n"
        + "  name = var.name\n}\n");
    CliRun run = CliRun.of("generate", "-C", root.toString());
    assertEquals(0, run.code(), run.out() + run.err());
    assertEquals(HEADER + "data \"x\" \"y\" {\n  name   = var.name\n  region = \"eu\"\n}\n",
        Files.readString(root.resolve("stacks/a/data.tf")));
    assertFalse(Files.exists(root.resolve("stacks/a/child/data.tf")), "the implicit block does not inherit");

    Files.writeString(root.resolve("terramate.tm.hcl"), "terramate {\n  config {\n  }\n}\n"
        + "globals {\n  region = \"eu\"\n}\n");
    CliRun without = CliRun.of("generate", "--check", "-C", root.toString());
    assertEquals(2, without.code(), without.out());
    assertTrue(without.out().contains("- /stacks/a\n\t[-] data.tf\n"), "without the experiment the file is an orphan, "
        + "as Terramate (which warns of the .tmgen file) would delete it: " + without.out());
  }
}
