package io.stackdrift.faults;

import static io.stackdrift.testing.TofuWorkspace.dataResource;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.stackdrift.cli.CliRun;
import io.stackdrift.testing.TofuWorkspace;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Hostile or broken input, through the command line as an operator meets it (issue 10, contract
 * §9 "Inputs are bounded"): compose YAML, Terramate files, plan counts, durations, report files and
 * paths. Every case is a real file; the only stand-ins are a docker CLI without the compose plugin
 * and a tool printing counts no real plan reaches.
 */
class InputFaultsIT {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String IMAGE = "registry.local/app:1.4";

  // --- compose YAML read without the compose plugin ---

  @Test
  void composeAnchorsAliasesAndMergeKeysGiveNoFalseFinding(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = composeWorkspace(tmp, """
        name: app
        x-img: &img registry.local/app:1.4
        x-base: &base
          image: *img
        services:
          web:
            image: *img
          worker:
            <<: *base
          api: *base
        """, "web", "worker", "api");
    JsonNode report = detect(ws);
    assertEquals("ready", report.at("/runtime/status").asText(), report.toPrettyString());
    assertEquals(0, report.path("native").size(), "no finding: " + report.path("native"));
    assertFalse(report.get("hasDrift").asBoolean());
  }

  @ParameterizedTest
  @ValueSource(strings = {
      "services: 42\n",
      "services:\n  web:\n    image: registry.local/app:1.4\n  web:\n    image: other\n",
      "services:\n  web: [image]\n",
      "services:\n  web: {image: [unclosed\n",
      "x-a: &a [l, l, l, l, l, l, l, l, l]\nx-b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]\n"
          + "x-c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]\nx-d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]\n"
          + "x-e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d]\nx-f: &f [*e, *e, *e, *e, *e, *e, *e, *e, *e]\n"
          + "services:\n  web:\n    image: registry.local/app:1.4\n    labels: *f\n",
      "x-loop: &loop [*loop]\nservices:\n  web:\n    image: registry.local/app:1.4\n    labels: *loop\n"})
  void aHostileOrMalformedComposeFileIsUnavailableNeverAFinding(String compose, @TempDir Path tmp) throws Exception {
    TofuWorkspace ws = composeWorkspace(tmp, compose, "web");
    JsonNode report = detect(ws);
    assertEquals("unavailable", report.at("/runtime/status").asText(), report.toPrettyString());
    assertEquals(0, report.path("native").size(), "no finding: " + report.path("native"));
    String detail = report.at("/subjects/0/detail").asText();
    assertTrue(detail.contains("app/compose.yaml"), "names the file: " + detail);
    assertFalse(detail.contains("\n"), "one line: " + detail);
  }

  // --- Terramate files ---

  @Test
  void blocksNestedTooDeeplyAreAConfigurationErrorNamingFileAndLine(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    ws.stack("app", "app", List.of(), null);
    ws.write("app", "deep.tm.hcl", "globals {\n" + "a {\n".repeat(3000) + "}\n".repeat(3001));
    CliRun run = CliRun.of("list", "-C", ws.root().toString());
    assertEquals(1, run.code(), run.err());
    assertTrue(run.err().contains("app/deep.tm.hcl:257:3: blocks are nested deeper than 256 levels"), run.err());
    assertFalse(run.err().contains("StackOverflowError"), run.err());
    assertTrue(run.err().lines().count() <= 3, run.err());
  }

  @Test
  void aTerramateFileOver16MiBIsAConfigurationErrorNamingIt(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    ws.stack("app", "app", List.of(), null);
    Path big = ws.dir("app").resolve("big.tm.hcl");
    Files.writeString(big, "# " + "x".repeat(16 * 1024 * 1024) + "\n");
    CliRun run = CliRun.of("list", "-C", ws.root().toString());
    assertEquals(1, run.code(), run.err());
    assertTrue(run.err().contains("app/big.tm.hcl: ") && run.err().contains("16 MiB"), run.err());
  }

  @Test
  void aStackBeyondThePathLimitIsAWarningNotASilentSkip(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    ws.stack("app", "app", List.of(), null);
    // Only relative steps reach past PATH_MAX, so a shell builds (and removes) the tree.
    String name = "d".repeat(200);
    shell(ws.root(), "for i in $(seq 1 22); do mkdir " + name + " && cd " + name + " || exit 1; done; "
        + "printf 'stack {\\n}\\n' > stack.tm.hcl");
    try {
      CliRun run = CliRun.of("list", "-C", ws.root().toString());
      assertEquals(0, run.code(), run.err());
      assertTrue(run.err().contains("warning: skipped ") && run.err().contains("File name too long")
          && run.err().contains("no stack below it is discovered"), run.err());
    } finally {
      shell(ws.root(), "rm -rf " + name);
    }
  }

  @Test
  void aBackslashInADirectoryNameStaysInTheRuntimeRoot(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    ws.stack("a\\b", "backslash", List.of(), null);
    ws.stack("a/b", "slash", List.of(), null);
    CliRun run = CliRun.of("list", "-C", ws.root().toString(), "--json");
    assertEquals(0, run.code(), run.err());
    JsonNode stacks = JSON.readTree(run.out());
    assertEquals(List.of("a/b", "a\\b"), List.of(stacks.get(0).get("runtimeRoot").asText(),
        stacks.get(1).get("runtimeRoot").asText()));
  }

  @Test
  void aRootWrittenOnlyAsJsonIsARootNotPending(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    ws.stack("tf", "tf", List.of(), null);
    ws.write("tf", "main.tf.json", "{\"resource\": {\"terraform_data\": {\"x\": {\"input\": \"v1\"}}}}\n");
    ws.stack("tofu", "tofu", List.of(), null);
    ws.write("tofu", "main.tofu.json", "{\"output\": {\"v\": {\"value\": \"v1\"}}}\n");
    JsonNode stacks = detect(ws, "--no-native").get("stacks");
    assertEquals("drifted", stacks.get(0).get("status").asText(), stacks.get(0).toString());
    // terraform, standing in for tofu here, reads no .tofu.json: planned (and failing) is the point
    assertFalse(stacks.get(1).get("status").asText().equals("pending_root"), stacks.get(1).toString());
  }

  // --- plan counts ---

  @Test
  void planCountsPast2To31AreKeptAndNegativeOnesAreNot(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    ws.stack("big", "big", List.of(), dataResource("v1"));
    ws.stack("negative", "negative", List.of(), dataResource("v1"));
    Path tool = TofuWorkspace.standIn(tmp, "tofu", """
        case "$PWD" in
          */big) echo '{"type":"change_summary","changes":{"add":3000000000,"change":2147483648,"remove":0,"operation":"plan"}}' ;;
          *) echo '{"type":"change_summary","changes":{"add":-1,"change":0,"remove":0,"operation":"plan"}}' ;;
        esac
        exit 2""");
    JsonNode report = detect(ws, "--no-native", "--tofu", tool.toString());
    JsonNode big = report.get("stacks").get(0);
    assertEquals(3_000_000_000L, big.at("/summary/add").asLong(), big.toString());
    assertEquals(2_147_483_648L, big.at("/summary/change").asLong(), big.toString());
    JsonNode negative = report.get("stacks").get(1);
    assertTrue(negative.path("summary").isMissingNode(), "a negative count is no summary: " + negative);
  }

  // --- durations ---

  @Test
  void aDurationOver30DaysInTheConfigurationIsAnErrorNamingTheKey(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    ws.stack("app", "app", List.of(), null);
    Files.writeString(ws.root().resolve("stackdrift.toml"), "[detect]\ntimeout = \"2562047788015215h\"\n");
    CliRun run = CliRun.of("detect", "-C", ws.root().toString(), "--json", "--no-native");
    assertEquals(1, run.code(), run.err());
    assertTrue(run.err().contains("stackdrift.toml:2:") && run.err().contains("detect.timeout")
        && run.err().contains("longer than 30 days"), run.err());
  }

  @Test
  void aDurationFlagOver30DaysIsAUsageErrorNamingTheFlag(@TempDir Path tmp) throws Exception {
    CliRun run = CliRun.of("detect", "-C", tmp.toString(), "--timeout", "31d");
    assertEquals(1, run.code(), run.err());
    assertTrue(run.err().contains("'--timeout'") && run.err().contains("'31d' is longer than 30 days"), run.err());
  }

  @Test
  void sinceTakesUpTo100YearsAndAnOverflowingValueIsOneLine(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    String state = tmp.resolve("state").toString();
    CliRun ok = CliRun.of("history", "-C", ws.root().toString(), "--state-dir", state, "--since", "36500d");
    assertEquals(0, ok.code(), ok.err());
    CliRun huge = CliRun.of("history", "-C", ws.root().toString(), "--state-dir", state, "--since",
        "99999999999999999999h");
    assertEquals(1, huge.code(), huge.err());
    assertTrue(huge.err().contains("'--since'") && huge.err().contains("'99999999999999999999h'")
        && huge.err().contains("100 years"), huge.err());
    assertFalse(huge.err().contains("For input string"), huge.err());
  }

  // --- messages ---

  @Test
  void dashCOnAFileSaysItIsNotADirectory(@TempDir Path tmp) throws Exception {
    Path file = Files.writeString(tmp.resolve("hostname"), "host\n");
    CliRun run = CliRun.of("list", "-C", file.toString());
    assertEquals(1, run.code(), run.err());
    assertTrue(run.err().contains(file + " is not a directory"), run.err());
  }

  @Test
  void reportShowOnABinaryFileIsOneLineNamingIt(@TempDir Path tmp) throws Exception {
    Path file = Files.write(tmp.resolve("report.json"), new byte[] {(byte) 0xff, (byte) 0xfe, 0, 1, 2, '{'});
    CliRun run = CliRun.of("report", "show", file.toString());
    assertEquals(1, run.code(), run.err());
    assertEquals(1, run.err().lines().count(), run.err());
    assertTrue(run.err().contains(file + " is not a stackkit.drift-report/v1 report: not valid JSON"), run.err());
    assertFalse(run.err().contains("Input length"), run.err());
  }

  @Test
  void reportShowOnJsonThatIsNotAReportIsOneLineWithoutParserInternals(@TempDir Path tmp) throws Exception {
    for (String json : List.of("{\"a\": 1}", "[1, 2]", "{\"schemaVersion\": \"stackkit.drift-report/v1\", "
        + "\"stacks\": [{\"summary\": {\"add\": -1}}]}")) {
      Path file = Files.writeString(tmp.resolve("other.json"), json);
      CliRun run = CliRun.of("report", "show", file.toString());
      assertEquals(1, run.code(), run.err());
      assertEquals(1, run.err().lines().count(), run.err());
      assertTrue(run.err().contains(file + " is not a stackkit.drift-report/v1 report"), run.err());
      assertFalse(run.err().contains("io.stackdrift") || run.err().contains("Unrecognized field"), run.err());
    }
  }

  @Test
  void aReportWithFieldsFromANewerVersionStillReads(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    ws.stack("app", "app", List.of(), null);
    ObjectNode report = (ObjectNode) detect(ws, "--no-native");
    report.put("fromTheFuture", true);
    ((ObjectNode) report.get("stacks").get(0)).put("newField", "x");
    Path file = Files.writeString(tmp.resolve("report.json"), report.toString());
    CliRun run = CliRun.of("report", "show", file.toString(), "--format", "json");
    assertEquals(0, run.code(), run.err());
    assertTrue(run.out().contains("\"stackId\""), run.out());
  }

  private static TofuWorkspace composeWorkspace(Path tmp, String compose, String... services) throws IOException {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    ws.stack("app", "app", List.of(), null);
    ws.write("app", "compose.yaml", compose);
    StringBuilder inspect = new StringBuilder();
    for (String service : services) {
      inspect.append(("{\"Id\":\"id-%1$s\",\"Name\":\"/app-%1$s-1\",\"State\":{\"Status\":\"running\"},"
          + "\"Config\":{\"Image\":\"%2$s\",\"Labels\":{\"com.docker.compose.project\":\"app\","
          + "\"com.docker.compose.service\":\"%1$s\",\"com.docker.compose.oneoff\":\"False\"}}}\n")
          .formatted(service, IMAGE));
    }
    Path answer = Files.writeString(tmp.resolve("inspect.jsonl"), inspect);
    Path docker = TofuWorkspace.standIn(tmp, "docker", """
        case "$1" in
          ps) for s in %s; do echo "id-$s"; done ;;
          inspect) cat '%s' ;;
          *) echo "docker: unknown command: docker $1" >&2; exit 1 ;;
        esac""".formatted(String.join(" ", services), answer));
    Files.writeString(ws.root().resolve("stackdrift.toml"), "[tools]\ndocker = \"" + docker + "\"\n");
    return ws;
  }

  private static JsonNode detect(TofuWorkspace ws, String... extra) throws Exception {
    String[] args = new String[extra.length + 6];
    args[0] = "detect";
    args[1] = "-C";
    args[2] = ws.root().toString();
    args[3] = "--json";
    args[4] = "--state-dir";
    args[5] = ws.root().resolveSibling("state").toString();
    System.arraycopy(extra, 0, args, 6, extra.length);
    CliRun run = CliRun.of(args);
    assertTrue(run.code() == 0, run.err());
    return JSON.readTree(run.out());
  }

  private static void shell(Path dir, String script) throws Exception {
    Process p = new ProcessBuilder("bash", "-c", script).directory(dir.toFile()).redirectErrorStream(true).start();
    String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(p.waitFor(60, TimeUnit.SECONDS), "bash did not finish");
    assertEquals(0, p.exitValue(), output);
  }
}
