package io.stackdrift.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.stackdrift.testing.TofuWorkspace;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Plans that only import or only forget, with the real tool (contract §4): a pending configuration
 * change with its own reason and counts, never a drift of unknown cause.
 */
class ImportPlanIT {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String RESOURCE = "resource \"terraform_data\" \"a\" {\n}\n";

  @Test
  void anImportOnlyPlanIsAPendingConfigurationChangeWithItsCount(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    ws.stack("app", "app", List.of(), RESOURCE);
    ws.write("app", "import.tf", "import {\n  to = terraform_data.a\n  id = \"imported-id\"\n}\n");

    CliRun run = CliRun.of("detect", "-C", ws.root().toString(), "--json", "--no-native");
    JsonNode stack = JSON.readTree(run.out()).get("stacks").get(0);
    assertEquals("drifted", stack.get("status").asText(), run.out() + run.err());
    assertEquals("imports", stack.get("reason").asText());
    assertEquals("config", stack.get("driftCause").asText());
    assertEquals(JSON.readTree("{\"add\":0,\"change\":0,\"destroy\":0,\"import\":1}"), stack.get("summary"));
    assertEquals("import", stack.get("resources").get(0).get("action").asText());

    CliRun strict = CliRun.of("detect", "-C", ws.root().toString(), "--json", "--strict-v1", "--no-native");
    assertEquals(JSON.readTree("{\"add\":0,\"change\":0,\"destroy\":0}"),
        JSON.readTree(strict.out()).get("stacks").get(0).get("summary"), "--strict-v1 keeps the original counts");

    CliRun table = CliRun.of("detect", "-C", ws.root().toString(), "--no-native", "--no-color");
    assertTrue(table.out().contains("+0 ~0 -0 import 1"), table.out());
  }

  @Test
  void aForgetOnlyPlanSaysSo(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    ws.stack("app", "app", List.of(), RESOURCE);
    ws.apply("app");
    ws.write("app", "main.tf", "removed {\n  from = terraform_data.a\n  lifecycle {\n    destroy = false\n  }\n}\n");

    CliRun run = CliRun.of("detect", "-C", ws.root().toString(), "--json", "--no-native");
    JsonNode stack = JSON.readTree(run.out()).get("stacks").get(0);
    assertEquals("drifted", stack.get("status").asText(), run.out() + run.err());
    assertEquals("forgets", stack.get("reason").asText());
    assertEquals("forget", stack.get("resources").get(0).get("action").asText());
    assertFalse(stack.get("reason").asText().equals("unknown"));
  }
}
