package io.stackdrift.cli;

import static io.stackdrift.testing.ReportJson.stack;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.stackdrift.testing.TofuWorkspace;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * With the real tool: a stack whose generated file still says release v1 while its globals say v2 is
 * not "converged" on the stale file, as it was before contract §15; it fails, as terramate run refuses.
 */
class GeneratedCodeRealToolIT {
  @Test
  void aStaleGeneratedFileFailsTheStackInsteadOfAConvergedVerdict(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    Path root = ws.root().toRealPath();
    Files.writeString(root.resolve("generate.tm.hcl"), """
        generate_hcl "main.tf" {
          content {
            resource "terraform_data" "release" {
              input = global.release
            }
          }
        }
        """);
    ws.stack("app", "app", List.of(), null);
    Files.writeString(root.resolve("app/globals.tm.hcl"), "globals {\n  release = \"v1\"\n}\n");
    assertEquals(0, CliRun.of("generate", "-C", root.toString()).code());
    ws.apply("app");
    Files.writeString(root.resolve("app/globals.tm.hcl"), "globals {\n  release = \"v2\"\n}\n");

    CliRun run = CliRun.of("detect", "-C", root.toString(), "--json", "--no-native");
    JsonNode app = stack(new ObjectMapper().readTree(run.out()), "app");
    assertEquals("failed", app.get("status").asText(), run.err());
    assertEquals("generated code is outdated: main.tf (update); run terramate generate", app.get("detail").asText());

    CliRun unchecked = CliRun.of("detect", "-C", root.toString(), "--json", "--no-native", "--disable-safeguards",
        "outdated-code");
    JsonNode planned = stack(new ObjectMapper().readTree(unchecked.out()), "app");
    assertEquals("converged", planned.get("status").asText(), "the stale file on disk is what was applied");
    assertTrue(unchecked.err().contains("planned with outdated generated code"), unchecked.err());

    assertEquals(0, CliRun.of("generate", "-C", root.toString()).code());
    CliRun rendered = CliRun.of("detect", "-C", root.toString(), "--json", "--no-native");
    assertEquals("drifted", stack(new ObjectMapper().readTree(rendered.out()), "app").get("status").asText(),
        "once rendered, the plan judges what the repository declares");
  }
}
