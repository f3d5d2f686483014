package io.stackdrift.cli;

import static io.stackdrift.testing.TofuWorkspace.dataResource;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.stackdrift.testing.ReportJson;
import io.stackdrift.testing.TofuWorkspace;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A run-environment value never reaches the report, its files, the HTML page or stderr (contract §13),
 * with the real tool: a value no process can be given (a NUL, written or read by tm_file) fails its
 * stack with the place of its definition before any process starts, and a CLI configuration others
 * can change fails its stack without the path it names; the other stacks plan as ever.
 */
class RunEnvironmentSecretsIT {
  private static final String LITERAL = "literal-s3cr3t-in-config-ZZ9";
  private static final String BINARY = "binary-s3cr3t-in-a-file-ZZ8";
  private static final String CONFIG_DIR = "dir-s3cr3t-of-a-config-ZZ7";
  private static final String PASSED = "passed-s3cr3t-to-the-tool-ZZ6";

  @TempDir Path tmp;

  @Test
  void noValueOfARunEnvironmentIsInAnyOutput() throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    stack(ws, "nul", "LITERAL_NUL = \"" + LITERAL + "\\u0000tail\"");
    stack(ws, "binary", "KEY_MATERIAL = tm_file(\"key.bin\")");
    Files.write(ws.dir("binary").resolve("key.bin"), (BINARY + "\0\1\2\3").getBytes(StandardCharsets.UTF_8));
    stack(ws, "config", "TF_CLI_CONFIG_FILE = \"" + CONFIG_DIR + "/cli.tfrc\"");
    Path cliConfig = Files.createDirectories(ws.dir("config").resolve(CONFIG_DIR)).resolve("cli.tfrc");
    Files.writeString(cliConfig, "\n");
    Files.setPosixFilePermissions(cliConfig, PosixFilePermissions.fromString("rw-rw-rw-"));
    stack(ws, "ok", "PASSED_VALUE = \"" + PASSED + "\"");
    Path state = tmp.resolve("state");
    Path report = tmp.resolve("report.json");
    Path page = tmp.resolve("drift.html");

    CliRun run = CliRun.of("detect", "-C", ws.root().toString(), "--no-native", "--state-dir", state.toString(),
        "-o", report.toString(), "--html", page.toString());

    assertEquals(0, run.code(), run.err());
    JsonNode json = new ObjectMapper().readTree(report.toFile());
    assertEquals("run environment: nul/stack.tm.hcl:9:9: terramate.config.run.env.LITERAL_NUL: the value holds a NUL "
        + "byte", ReportJson.stack(json, "nul").path("detail").asText());
    assertEquals("run environment: binary/stack.tm.hcl:9:9: terramate.config.run.env.KEY_MATERIAL: the value holds a "
        + "NUL byte", ReportJson.stack(json, "binary").path("detail").asText());
    assertEquals("run environment: config/stack.tm.hcl:9:9: terramate.config.run.env.TF_CLI_CONFIG_FILE: the file it "
        + "names could be changed by another user ('stackdrift list --run-env' says which and why)",
        ReportJson.stack(json, "config").path("detail").asText());
    assertNotEquals("failed", ReportJson.stack(json, "ok").path("status").asText(), json.toString());

    List<String> outputs = new ArrayList<>(List.of(run.out(), run.err(), Files.readString(report),
        Files.readString(page)));
    for (Path file : TofuWorkspace.filesUnder(state)) {
      outputs.add(new String(Files.readAllBytes(file), StandardCharsets.UTF_8));
    }
    assertTrue(outputs.size() > 4 && Files.exists(state.resolve("last-report.json")), "the state was written");
    for (String output : outputs) {
      for (String secret : List.of(LITERAL, BINARY, CONFIG_DIR, PASSED)) {
        assertFalse(output.contains(secret), secret + " in " + output);
      }
    }
  }

  @Test
  void aPluginCacheOthersCanWriteIsWarnedOfNamingItsDefinitionNotItsPath() throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    Files.writeString(ws.root().resolve("terramate.tm.hcl"), """
        terramate {
          config {
            run {
              env {
                TF_PLUGIN_CACHE_DIR = "${terramate.root.path.fs.absolute}/open-cache"
              }
            }
          }
        }
        """);
    ws.stack("a", "a", List.of(), dataResource("v1"));
    ws.stack("b", "b", List.of(), dataResource("v1"));
    Path cache = Files.createDirectories(ws.root().resolve("open-cache"));
    Files.setPosixFilePermissions(cache, PosixFilePermissions.fromString("rwxrwxrwx"));

    CliRun open = CliRun.of("detect", "-C", ws.root().toString(), "--no-native", "--state-dir",
        tmp.resolve("state").toString());

    assertEquals(1, count(open.err(), "TF_PLUGIN_CACHE_DIR"), open.err());
    assertTrue(open.err().contains("terramate.tm.hcl:5:9: terramate.config.run.env.TF_PLUGIN_CACHE_DIR names a "
        + "directory writable by others (stacks /a, /b): a provider planted there runs in every plan; run 'chmod o-w' "
        + "on it ('stackdrift list --run-env' shows it)"), open.err());
    assertFalse(open.err().contains("open-cache"), "the value is not said: " + open.err());

    Files.setPosixFilePermissions(cache, PosixFilePermissions.fromString("rwxr-xr-x"));
    CliRun closed = CliRun.of("detect", "-C", ws.root().toString(), "--no-native", "--state-dir",
        tmp.resolve("state").toString());

    assertFalse(closed.err().contains("TF_PLUGIN_CACHE_DIR"), closed.err());
  }

  /** A stack whose stack.tm.hcl defines {@code assignment} at line 9, column 9. */
  private static void stack(TofuWorkspace ws, String id, String assignment) throws Exception {
    Path dir = ws.stack(id, id, List.of(), dataResource("v1"));
    Files.writeString(dir.resolve("stack.tm.hcl"), "stack {\n  id   = \"" + id + "\"\n  tags = []\n}\n"
        + "terramate {\n  config {\n    run {\n      env {\n        " + assignment + "\n      }\n    }\n  }\n}\n");
  }

  private static int count(String text, String word) {
    return text.split(java.util.regex.Pattern.quote(word), -1).length - 1;
  }
}
