package io.stackdrift.cli;

import static io.stackdrift.testing.ReportJson.stack;
import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.stackdrift.testing.SharedProviderWorkspace;
import io.stackdrift.testing.SsmStandIn;
import io.stackdrift.testing.TofuWorkspace;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code watch --self-heal} against the real tool: by default only drift made outside OpenTofu and
 * confirmed by {@code plan -refresh=false} is healed; a code change is left for review, untouched;
 * a stack whose same changes come back after two heals is marked perpetual and not healed again.
 */
class SelfHealRealToolIT {
  private static final ObjectMapper JSON = new ObjectMapper();

  @Test
  void externalDriftIsHealedWhileCodeChangesAreLeftForReview(@TempDir Path tmp) throws Exception {
    SsmStandIn.requireProviderMirror();
    try (SsmStandIn ssm = new SsmStandIn()) {
      TofuWorkspace ws = TofuWorkspace.in(tmp);
      SsmStandIn.useProviderMirror(ws, tmp);
      ws.stack("external", "external", List.of(), ssm.parameter("/app/external", "on"));
      ws.stack("samechange", "samechange", List.of(), ssm.parameter("/app/same", "on"));
      ws.stack("config", "config", List.of(), marker("v1"));
      SharedProviderWorkspace.copyApplied(ws, ssm, "external", "samechange", "config");
      ssm.put("/app/external", "off");
      // Changed out of band and in code on the same resource: the stream alone calls this external.
      ssm.put("/app/same", "off");
      ws.write("samechange", "main.tf", ssm.parameter("/app/same", "blue"));
      ws.write("config", "main.tf", marker("v2"));

      Path report = tmp.resolve("report.json");
      CliRun run = watch(tmp, ws.root(), "--max-cycles", "1", "--self-heal", "-o", report.toString());

      assertEquals(0, run.code(), run.err());
      JsonNode json = JSON.readTree(report.toFile());
      assertAll(
          () -> assertEquals("config", stack(json, "samechange").path("driftCause").asText(),
              "its attributes show the code's value is not the one the drift replaced"),
          () -> assertEquals("on", ssm.value("/app/external"), "the external stack was healed\n" + run.err()),
          () -> assertTrue(run.err().contains("stackdrift: self-heal: external succeeded"), run.err()),
          () -> assertEquals("off", ssm.value("/app/same"), "a code change behind the drift is not applied"),
          () -> assertTrue(run.err().contains("stackdrift: self-heal: left for review: samechange: driftCause config: "
              + "the configuration is ahead of the state; review and apply it"), run.err()),
          () -> assertTrue(run.err().contains("stackdrift: self-heal: left for review: config: driftCause config: "
              + "the configuration is ahead of the state; review and apply it"), run.err()),
          () -> assertTrue(Files.readString(ws.dir("config").resolve("terraform.tfstate")).contains("\"v1\""),
              "the config stack's state still holds the old input"),
          () -> assertFalse(Files.readString(ws.dir("config").resolve("terraform.tfstate")).contains("\"v2\"")),
          () -> assertEquals(List.of(), ssm.unknownOperations()));

      CliRun dryRun = CliRun.of("reconcile", "-C", ws.root().toString(), "--no-native", "--state-dir",
          tmp.resolve("state").toString());
      assertAll(
          () -> assertEquals(0, dryRun.code(), dryRun.err()),
          () -> assertTrue(Pattern.compile("\nsamechange +\\+0 ~1 -0 +config +apply\n"
              + "    ~ aws_ssm_parameter\\.flag \\(drifted outside OpenTofu\\)\n").matcher(dryRun.out()).find(),
              dryRun.out()),
          () -> assertTrue(Pattern.compile("\nconfig +\\+0 ~1 -0 +config +apply\n"
              + "    ~ terraform_data\\.marker \\(code change\\)\n").matcher(dryRun.out()).find(), dryRun.out()));
    }
  }

  @Test
  void aCodeChangeIsNotDeployedByDefault(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    ws.stack("app", "app", List.of(), marker("v1"));
    ws.apply("app");
    ws.write("app", "main.tf", marker("v2"));
    Path events = tmp.resolve("events.jsonl");

    CliRun run = watch(tmp, ws.root(), "--max-cycles", "1", "--self-heal", "--progress-jsonl", events.toString());

    assertEquals(0, run.code(), run.err());
    assertTrue(run.err().contains("left for review: app: driftCause config"), run.err());
    assertTrue(Files.readAllLines(events).stream().noneMatch(l -> l.contains("advanced.drift.reconcile")),
        "nothing was applied");
    assertTrue(Files.readString(ws.dir("app").resolve("terraform.tfstate")).contains("\"v1\""));
  }

  @Test
  void driftThatReturnsAfterEveryHealIsMarkedPerpetualAndLeftAlone(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    Files.writeString(ws.root().resolve("stackdrift.toml"), "[watch]\nheal = \"any\"\n");
    ws.stack("stamp", "stamp", List.of(), "resource \"terraform_data\" \"stamp\" {\n  input = timestamp()\n}\n");
    ws.apply("stamp");
    Path events = tmp.resolve("events.jsonl");
    Path report = tmp.resolve("report.json");

    CliRun run = watch(tmp, ws.root(), "--max-cycles", "3", "--self-heal", "--progress-jsonl", events.toString(),
        "--events-on-change", "-o", report.toString());

    assertEquals(0, run.code(), run.err());
    List<String> phases = new ArrayList<>();
    List<String> perpetual = new ArrayList<>();
    for (String line : Files.readAllLines(events)) {
      JsonNode e = JSON.readTree(line);
      phases.add(e.path("phase").asText() + " " + e.path("status").asText());
      if (e.path("phase").asText().equals("advanced.drift.stack")) {
        perpetual.add(e.path("attributes").path("perpetual").asText("-"));
      }
    }
    // --events-on-change: the second cycle's unchanged stack is filtered; becoming perpetual is news.
    assertEquals(List.of("advanced.drift.stack drifted", "advanced.drift.run drifted",
        "advanced.drift.reconcile succeeded", "advanced.drift.run drifted",
        "advanced.drift.reconcile succeeded", "advanced.drift.stack drifted", "advanced.drift.run drifted"), phases,
        run.err());
    assertEquals(List.of("-", "true"), perpetual);
    JsonNode last = stack(JSON.readTree(report.toFile()), "stamp");
    assertAll(
        () -> assertEquals("drifted", last.path("status").asText()),
        () -> assertTrue(last.path("perpetual").asBoolean(), last.toString()),
        () -> assertTrue(run.err().contains("stackdrift: warning: self-heal: left for review: stamp: perpetual drift: the same changes came back "
            + "after 2 heals in a row (terraform_data.stamp)"), run.err()),
        () -> assertTrue(run.out().contains("perpetual"), run.out()),
        () -> assertTrue(Files.readString(tmp.resolve("state/history.jsonl")).contains("\"perpetual\":true"),
            Files.readString(tmp.resolve("state/history.jsonl"))));

    CliRun strict = CliRun.of("detect", "-C", ws.root().toString(), "--no-native", "--state-dir",
        tmp.resolve("state").toString(), "--strict-v1", "--json");
    assertTrue(strict.out().contains("\"drifted\"") && !strict.out().contains("perpetual"), strict.out());
    CliRun detect = CliRun.of("detect", "-C", ws.root().toString(), "--no-native", "--state-dir",
        tmp.resolve("state").toString(), "--json");
    assertTrue(detect.out().contains("\"perpetual\": true"), "a later detect still says so\n" + detect.out());
  }

  private static CliRun watch(Path tmp, Path root, String... extra) {
    List<String> args = new ArrayList<>(List.of("watch", "-C", root.toString(), "--no-native", "--state-dir",
        tmp.resolve("state").toString(), "--interval", "1s", "--jitter", "0s"));
    args.addAll(List.of(extra));
    return CliRun.of(args.toArray(String[]::new));
  }

  private static String marker(String input) {
    return "resource \"terraform_data\" \"marker\" {\n  input = \"" + input + "\"\n}\n";
  }

}
