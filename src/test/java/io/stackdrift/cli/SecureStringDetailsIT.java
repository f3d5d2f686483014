package io.stackdrift.cli;

import static io.stackdrift.testing.ReportJson.planned;
import static io.stackdrift.testing.ReportJson.stack;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.stackdrift.testing.SsmStandIn;
import io.stackdrift.testing.TofuWorkspace;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A SecureString changed out of band (contract §4b): the AWS provider through the mirror and the
 * local SSM stand-in give genuine drift of a secret. Its attribute is listed as changed outside
 * OpenTofu, and neither planted value is in any output, stderr line or file of the state directory.
 */
class SecureStringDetailsIT {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String RECORDED = "s3cure-recorded-71d0e4";
  private static final String CHANGED_BY_HAND = "s3cure-by-hand-c28a9f";

  @Test
  void aSecretChangedOutsideIsExternalAndNeverShown(@TempDir Path tmp) throws Exception {
    SsmStandIn.requireProviderMirror();
    try (SsmStandIn ssm = new SsmStandIn()) {
      TofuWorkspace ws = TofuWorkspace.in(tmp);
      Path cliConfig = SsmStandIn.useProviderMirror(ws, tmp);
      ws.stack("secret", "secret", List.of(), ssm.parameter("/app/password", "SecureString", RECORDED));
      Map<String, String> env = new HashMap<>(Map.of("TF_CLI_CONFIG_FILE", cliConfig.toString()));
      TofuWorkspace.run(ws.dir("secret"), env, TofuWorkspace.tool().toString(), "init", "-input=false", "-no-color");
      TofuWorkspace.run(ws.dir("secret"), env, TofuWorkspace.tool().toString(), "apply", "-auto-approve",
          "-input=false", "-no-color");
      ssm.put("/app/password", CHANGED_BY_HAND);
      Path out = Files.createDirectories(tmp.resolve("out"));

      CliRun md = CliRun.of("detect", "-C", ws.root().toString(), "--no-native", "--state-dir",
          tmp.resolve("state").toString(), "-o", out.resolve("report.json").toString(), "--format", "markdown",
          "--html", out.resolve("page.html").toString(), "--junit", out.resolve("junit.xml").toString(),
          "--progress-jsonl", out.resolve("events.jsonl").toString(), "--details", "--debug");
      CliRun dryRun = CliRun.of("reconcile", "-C", ws.root().toString(), "--no-native", "--state-dir",
          tmp.resolve("state").toString());

      assertEquals(0, md.code(), md.err());
      JsonNode entry = stack(JSON.readTree(out.resolve("report.json").toFile()), "secret");
      assertEquals("external", entry.path("driftCause").asText(), entry.toString());
      JsonNode value = planned(entry, "aws_ssm_parameter.flag").path("attributes").get(0);
      assertEquals("value", value.path("path").asText(), entry.toString());
      assertTrue(value.path("sensitive").asBoolean() && value.path("external").asBoolean(), value.toString());
      assertTrue(dryRun.out().contains("value (sensitive), changed outside OpenTofu"), dryRun.out());

      List<String> texts = new ArrayList<>(List.of(md.out(), md.err(), dryRun.out(), dryRun.err()));
      try (Stream<Path> files = Stream.concat(Files.walk(out), Files.walk(tmp.resolve("state")))) {
        for (Path f : files.filter(Files::isRegularFile).toList()) {
          texts.add(f + ":\n" + Files.readString(f, StandardCharsets.ISO_8859_1));
        }
      }
      for (String text : texts) {
        assertFalse(text.contains(RECORDED) || text.contains(CHANGED_BY_HAND), "a planted value in " + text);
      }
    }
  }
}
