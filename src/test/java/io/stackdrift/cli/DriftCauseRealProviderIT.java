package io.stackdrift.cli;

import static io.stackdrift.testing.ReportJson.stack;
import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.stackdrift.testing.ReportJson;
import io.stackdrift.testing.SharedProviderWorkspace;
import io.stackdrift.testing.SsmStandIn;
import io.stackdrift.testing.TofuWorkspace;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Drift cause from real provider drift: the AWS provider from the local plugin mirror talks to a
 * local SSM stand-in; a parameter changed out of band is {@code external}, a changed
 * {@code terraform_data} input {@code config}, both in one stack {@code both}. Every output of one
 * detect run carries the cause. The external parameter is a SecureString changed out of band: its
 * change is listed attribute by attribute, and neither of its values is in any output or file.
 */
class DriftCauseRealProviderIT {
  private static final ObjectMapper JSON = new ObjectMapper();
  /** The external stack's parameter is a SecureString: its values are planted secrets. */
  private static final String RECORDED = "s3cure-recorded-71d0e4";
  private static final String CHANGED_BY_HAND = "s3cure-by-hand-c28a9f";

  @Test
  void externalConfigAndBothFromOneRun(@TempDir Path tmp) throws Exception {
    SsmStandIn.requireProviderMirror();
    try (SsmStandIn ssm = new SsmStandIn()) {
      TofuWorkspace ws = TofuWorkspace.in(tmp);
      SsmStandIn.useProviderMirror(ws, tmp);
      ws.stack("external", "external", List.of(), ssm.parameter("/app/secret", "SecureString", RECORDED));
      ws.stack("config", "config", List.of(), marker("v1"));
      ws.stack("both", "both", List.of(), ssm.parameter("/app/both", "on") + marker("v1"));
      SharedProviderWorkspace.copyApplied(ws, ssm, "external", "config", "both");
      assertEquals(RECORDED, ssm.value("/app/secret"), "applied through the stand-in");
      ssm.put("/app/secret", CHANGED_BY_HAND);
      ssm.put("/app/both", "off");
      ws.write("config", "main.tf", marker("v2"));
      ws.write("both", "main.tf", ssm.parameter("/app/both", "on") + marker("v2"));

      Path report = tmp.resolve("report.json");
      Path junit = tmp.resolve("junit.xml");
      Path metrics = tmp.resolve("drift.prom");
      Path events = tmp.resolve("events.jsonl");
      CliRun run = CliRun.of("detect", "-C", ws.root().toString(), "--state-dir", tmp.resolve("state").toString(),
          "--no-native", "--parallel", "3", "-o", report.toString(), "--junit", junit.toString(),
          "--metrics-textfile", metrics.toString(), "--progress-jsonl", events.toString());

      assertEquals(0, run.code(), run.err());
      assertEquals(List.of(), ssm.unknownOperations());
      JsonNode json = JSON.readTree(report.toFile());
      assertAll(
          () -> assertEquals("external", stack(json, "external").path("driftCause").asText()),
          () -> assertEquals("config", stack(json, "config").path("driftCause").asText()),
          () -> assertEquals("both", stack(json, "both").path("driftCause").asText()),
          () -> assertEquals(CHANGED_BY_HAND, ssm.value("/app/secret"), "detect changed nothing"),
          () -> assertEquals("value (sensitive) external", secretValue(stack(json, "external")),
              "the SecureString's change is listed, its values are not"),
          () -> assertTrue(line(run.out(), "external").matches(".*\\s+external\\s+.*"), run.out()),
          () -> assertTrue(line(run.out(), "both").matches(".*\\s+both\\s+.*"), run.out()),
          () -> assertTrue(Files.readString(junit).contains("message=\"drifted (external): +0 ~1 -0\""),
              Files.readString(junit)),
          () -> assertTrue(Files.readString(metrics).contains("stack_id=\"config\"") && Files.readString(metrics)
              .contains("status=\"drifted\",drift_cause=\"config\"} 1"), Files.readString(metrics)),
          () -> assertTrue(Files.readString(events).contains("\"driftCause\":\"both\""), Files.readString(events)));
      for (String l : run.out().split("\n")) {
        // an attribute line off a terminal is whole, as a log line should be
        assertTrue(l.length() <= 80 || l.startsWith("    "), "fits 80 columns: " + l);
      }
      assertTrue(run.out().contains("    ~ aws_ssm_parameter.flag  value (sensitive), changed outside OpenTofu\n"),
          run.out());
      assertNoPlantedValue(List.of(run.out(), run.err()), tmp, report, junit, metrics, events);
    }
  }

  /** The external stack's value attribute as "path (sensitive) cause", or its values when they were shown. */
  private static String secretValue(JsonNode entry) {
    JsonNode a = null;
    for (JsonNode attribute : ReportJson.planned(entry, "aws_ssm_parameter.flag").path("attributes")) {
      a = attribute.path("path").asText().equals("value") ? attribute : a;
    }
    if (a == null) {
      return "no attribute value";
    }
    return a.path("path").asText() + (a.path("sensitive").asBoolean() ? " (sensitive)" : " " + a.path("before")
        + " → " + a.path("after")) + (a.path("external").asBoolean() ? " external" : " config");
  }

  /** Neither planted SecureString value in the outputs, the files written, or the state directory (§4b). */
  private static void assertNoPlantedValue(List<String> printed, Path tmp, Path... files) throws IOException {
    List<String> texts = new ArrayList<>(printed);
    for (Path f : files) {
      texts.add(f + ":\n" + Files.readString(f, StandardCharsets.ISO_8859_1));
    }
    try (Stream<Path> state = Files.walk(tmp.resolve("state"))) {
      for (Path f : state.filter(Files::isRegularFile).toList()) {
        texts.add(f + ":\n" + Files.readString(f, StandardCharsets.ISO_8859_1));
      }
    }
    for (String text : texts) {
      assertFalse(text.contains(RECORDED) || text.contains(CHANGED_BY_HAND), "a planted value in " + text);
    }
  }

  private static String marker(String input) {
    return "\nresource \"terraform_data\" \"marker\" {\n  input = \"" + input + "\"\n}\n";
  }


  private static String line(String out, String stack) {
    for (String l : out.split("\n")) {
      if (l.startsWith("drifted") && l.contains(" " + stack + " ")) {
        return l;
      }
    }
    throw new AssertionError("no line for " + stack + " in\n" + out);
  }
}
