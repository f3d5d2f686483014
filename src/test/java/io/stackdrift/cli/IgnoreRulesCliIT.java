package io.stackdrift.cli;

import static io.stackdrift.testing.ReportJson.stack;
import static io.stackdrift.testing.TofuWorkspace.dataResource;
import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.stackdrift.testing.TofuWorkspace;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** [[ignore]] rules end to end: real plans, the report, the human output and the expiry warning. */
class IgnoreRulesCliIT {
  private static final ObjectMapper JSON = new ObjectMapper();

  @Test
  void ignoredChangesConvergeTheirStackAndAreListedAndCounted(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    Files.writeString(ws.root().resolve("stackdrift.toml"), """
        [[ignore]]
        stack = "app"
        address = "terraform_data.svc_up"
        reason = "the deploy pipeline rolls svc_up"

        [[ignore]]
        stack = "other"
        address = "terraform_data.*"
        reason = "temporary"
        until = 2020-01-31
        """);
    ws.stack("stacks/app", "app", List.of(), dataResource("v1"));
    ws.stack("stacks/other", "other", List.of(), dataResource("v1"));
    ws.apply("stacks/app");
    ws.apply("stacks/other");
    ws.write("stacks/app", "main.tf", dataResource("v2"));
    ws.write("stacks/other", "main.tf", dataResource("v2"));
    Path report = tmp.resolve("report.json");

    CliRun run = CliRun.of("detect", "-C", ws.root().toString(), "--state-dir", tmp.resolve("state").toString(),
        "--no-native", "-o", report.toString());

    assertEquals(0, run.code(), run.err());
    JsonNode json = JSON.readTree(report.toFile());
    JsonNode app = stack(json, "app");
    JsonNode other = stack(json, "other");
    assertAll(
        () -> assertEquals("converged", app.path("status").asText()),
        () -> assertEquals(2, app.path("planExitCode").asInt(), "the tool's answer is kept"),
        () -> assertEquals("ignored", app.path("reason").asText()),
        () -> assertEquals(0, app.path("summary").path("change").asInt(), "the summary counts what is not ignored"),
        () -> assertEquals(JSON.readTree("""
            [{"address": "terraform_data.svc_up", "action": "update", "reason": "the deploy pipeline rolls svc_up"}]
            """), app.path("ignored")),
        () -> assertFalse(app.has("driftCause")),
        () -> assertEquals("drifted", other.path("status").asText(), "an expired rule no longer applies"),
        () -> assertEquals("config", other.path("driftCause").asText()),
        () -> assertFalse(other.has("ignored")),
        () -> assertTrue(run.err().contains("stackdrift.toml:8: the [[ignore]] rule for 'terraform_data.*' expired"
            + " on 2020-01-31 and no longer applies (temporary)"), run.err()),
        () -> assertTrue(run.out().lines().anyMatch(l -> l.matches("converged\\s+stacks/app\\s.*\\signored\\s+\\S+")),
            run.out()),
        () -> assertTrue(run.out().contains("Ignored by [[ignore]] rules: 1 planned change"), run.out()));

    CliRun strict = CliRun.of("detect", "-C", ws.root().toString(), "--state-dir", tmp.resolve("state").toString(),
        "--no-native", "--json", "--strict-v1");
    assertFalse(strict.out().contains("ignored") || strict.out().contains("driftCause"), strict.out());
  }

  @Test
  void aRuleWithABadTagFilterStopsTheRunNamingItsLine(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    Files.writeString(ws.root().resolve("stackdrift.toml"), """
        [detect]
        timeout = "1m"

        [[ignore]]
        address = "terraform_data.*"
        reason = "noise"
        tags = "Bad Tag"
        """);
    ws.stack("app", "app", List.of(), dataResource("v1"));

    CliRun run = CliRun.of("detect", "-C", ws.root().toString(), "--state-dir", tmp.resolve("state").toString(),
        "--no-native");

    assertEquals(1, run.code());
    assertTrue(run.err().contains("stackdrift.toml:7: ignore[0].tags: invalid tag filter 'Bad Tag'"), run.err());
  }

}
