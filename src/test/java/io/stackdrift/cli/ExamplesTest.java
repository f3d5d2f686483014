package io.stackdrift.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import io.stackdrift.config.Config;
import io.stackdrift.config.ConfigLoader;
import io.stackdrift.testing.Executables;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The shipped examples (examples/, docs/scale-out.md) parse, and carry the fields that make sharding
 * work: every shard exactly once, the shard count in agreement everywhere, a merge that waits for all
 * shards and fails on drift, and stackdrift command lines its own command model accepts.
 */
class ExamplesTest {
  private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());
  private static final Path EXAMPLES = Path.of("examples");

  @Test
  void gitHubActionsRunsEveryShardOnceAndMergesThemAll() throws Exception {
    JsonNode jobs = YAML.readTree(EXAMPLES.resolve("github-actions/drift.yml").toFile()).get("jobs");
    JsonNode detect = jobs.get("detect");
    List<Integer> shards = new ArrayList<>();
    detect.get("strategy").get("matrix").get("shard").forEach(n -> shards.add(n.asInt()));
    String run = step(detect, "Detect").get("run").asText();
    Matcher count = Pattern.compile("--shard \\$\\{\\{ matrix\\.shard }}/(\\d+) ").matcher(run);
    assertTrue(count.find(), run);
    int n = Integer.parseInt(count.group(1));
    assertEquals(IntStream.rangeClosed(1, n).boxed().toList(), shards, "the matrix covers 1.." + n + " once each");
    assertTrue(n >= 2, "more than one shard");
    assertTrue(run.contains("--no-native") && run.contains("-o shard-${{ matrix.shard }}.json"), run);
    assertFalse(detect.get("strategy").get("fail-fast").asBoolean(true), "one failed shard cancels none");
    JsonNode upload = uses(detect, "actions/upload-artifact").get("with");
    assertEquals("shard-${{ matrix.shard }}.json", upload.get("path").asText());
    assertEquals("error", upload.get("if-no-files-found").asText(), "a shard without a report fails");
    assertEquals("durations", detect.get("needs").asText(), "every shard reads the one durations file");

    JsonNode merge = jobs.get("merge");
    assertEquals("detect", merge.get("needs").asText(), "the merge waits for every shard of the matrix");
    JsonNode download = uses(merge, "actions/download-artifact").get("with");
    assertEquals("shard-*", download.get("pattern").asText());
    assertTrue(download.get("merge-multiple").asBoolean());
    String merging = step(merge, "Merge").get("run").asText();
    assertTrue(merging.contains("stackdrift report merge shard-*.json -o merged.json"), merging);
    assertEquals("merged.json", uses(merge, "actions/upload-artifact").get("with").get("path").asText());
    assertEquals(jobs.get("durations").get("steps").get(0).get("with").get("path").asText(),
        uses(merge, "actions/cache/save").get("with").get("path").asText(), "the next run reads what this one saves");

    Map<String, String> samples = Map.of("${{ matrix.shard }}", "1", "$durations", "--durations last.json",
        "\"$GITHUB_STEP_SUMMARY\"", "summary.md");
    checkScripts(List.of(run, merging), samples, 3);
  }

  @Test
  void gitLabRunsParallelShardsFoundByShardAutoAndMergesAfterAllOfThem() throws Exception {
    JsonNode ci = YAML.readTree(EXAMPLES.resolve("gitlab-ci/drift.gitlab-ci.yml").toFile());
    JsonNode detect = ci.get("drift-detect");
    assertTrue(detect.get("parallel").isInt() && detect.get("parallel").asInt() >= 2, "parallel: N");
    String script = lines(detect.get("script"));
    assertTrue(script.contains("--shard auto"), "CI_NODE_INDEX/CI_NODE_TOTAL, which parallel sets\n" + script);
    assertFalse(script.matches("(?s).*--shard \\d+/\\d+.*"), "no count to keep in step with parallel: " + script);
    assertTrue(script.contains("-o shard-$CI_NODE_INDEX.json"), script);
    assertEquals("shard-*.json", detect.get("artifacts").get("paths").get(0).asText());
    assertEquals("always", detect.get("artifacts").get("when").asText(), "a failed shard's report still travels");
    assertEquals("drift-durations", detect.get("needs").get(0).asText(), "every shard reads the one durations file");

    JsonNode merge = ci.get("drift-merge");
    assertEquals("drift-detect", merge.get("needs").get(0).asText(), "needs a parallel job: all of its shards");
    String merging = lines(merge.get("script"));
    assertTrue(merging.contains("stackdrift report merge shard-*.json -o merged.json"), merging);
    assertEquals(ci.get("drift-durations").get("cache").get("key").asText(), merge.get("cache").get("key").asText());

    Map<String, String> samples = Map.of("$CI_NODE_INDEX", "1", "$durations", "--durations last.json");
    checkScripts(List.of(script, merging), samples, 3);
  }

  @Test
  void kubernetesIndexedJobCountsShardsOnceAndTheMergeWaitsForItsCompletion() throws Exception {
    List<JsonNode> docs = kubernetesDocuments();
    JsonNode shards = job(docs, "stackdrift-shards");
    JsonNode spec = shards.get("spec");
    assertEquals("Indexed", spec.get("completionMode").asText());
    int n = spec.get("completions").asInt();
    assertTrue(n >= 2, "more than one shard");
    assertEquals(n, spec.get("parallelism").asInt(), "every shard at once");
    JsonNode detect = spec.get("template").get("spec").get("containers").get(0);
    assertEquals(String.valueOf(n), env(detect, "STACKDRIFT_SHARD_COUNT"), "the count --shard auto reads");
    String script = detect.get("command").get(2).asText();
    assertTrue(script.contains("--shard auto") && script.contains("--no-native"), script);
    assertTrue(script.contains("-o /reports/shard-$JOB_COMPLETION_INDEX.json"), script);
    assertEquals("/reports", mountOf(detect, "reports"));

    JsonNode merge = job(docs, "stackdrift-merge").get("spec").get("template").get("spec");
    JsonNode wait = merge.get("initContainers").get(0);
    assertEquals("stackdrift-shards", env(wait, "SHARDS_JOB"), "the merge waits for the shards Job");
    assertTrue(wait.get("command").get(2).asText().contains("Complete"), "for its Complete condition");
    JsonNode merging = merge.get("containers").get(0);
    String mergeScript = merging.get("command").get(2).asText();
    String files = String.join(" ", IntStream.range(0, n).mapToObj(i -> "shard-" + i + ".json").toList());
    assertTrue(mergeScript.contains("stackdrift report merge " + files + " -o merged.json"),
        "every index 0.." + (n - 1) + " once, no leftovers of a run with more shards\n" + mergeScript);
    assertEquals("/reports", merging.get("workingDir").asText());
    assertEquals("/reports", mountOf(merging, "reports"));
    assertEquals(claim(spec.get("template").get("spec")), claim(merge), "one shared volume");
    assertEquals("stackdrift", merge.get("serviceAccountName").asText());
    assertFalse(spec.get("template").get("spec").get("automountServiceAccountToken").asBoolean(true),
        "the shards hold no token for the Kubernetes API");
    JsonNode binding = kind(docs, "RoleBinding");
    assertEquals("stackdrift", binding.get("subjects").get(0).get("name").asText());
    JsonNode rule = kind(docs, "Role").get("rules").get(0);
    assertEquals("jobs", rule.get("resources").get(0).asText());

    Map<String, String> samples = Map.of("$JOB_COMPLETION_INDEX", "0", "$durations", "--durations last.json");
    checkScripts(List.of(script, mergeScript, wait.get("command").get(2).asText()), samples, 3);
  }

  @Test
  void everyMergeFailsOnDriftWithDetectsExitCodes(@TempDir Path tmp) throws Exception {
    Executables.require("jq", "jq"); // the examples' drift gate reads the merged status with it
    JsonNode gh = YAML.readTree(EXAMPLES.resolve("github-actions/drift.yml").toFile()).get("jobs").get("merge");
    JsonNode gl = YAML.readTree(EXAMPLES.resolve("gitlab-ci/drift.gitlab-ci.yml").toFile()).get("drift-merge");
    List<JsonNode> k8s = kubernetesDocuments();
    List<String> gates = List.of(step(gh, "Fail on drift").get("run").asText(), lines(gl.get("script")),
        job(k8s, "stackdrift-merge").get("spec").get("template").get("spec").get("containers").get(0)
            .get("command").get(2).asText());
    for (String gate : gates) {
      assertEquals(0, ExampleScripts.gateExitCode(gate, tmp, "clean"), gate);
      assertEquals(2, ExampleScripts.gateExitCode(gate, tmp, "drifted"), gate);
      assertEquals(3, ExampleScripts.gateExitCode(gate, tmp, "unknown"), gate);
    }
  }

  @Test
  void theExampleConfigurationNamesTheIdentityEveryShardShares() throws Exception {
    Config config = ConfigLoader.load(EXAMPLES.resolve("stackdrift.toml"));
    assertFalse(config.identity().stackId().isBlank(), "identity.stack_id: else sha256 of each runner's path");
    assertFalse(config.identity().node().isBlank(), "identity.node: else each runner's host name");
  }

  @Test
  void theRunnerImageCopiesTheJarTheBuildMakes() throws Exception {
    String dockerfile = Files.readString(EXAMPLES.resolve("container/Dockerfile"));
    String pom = Files.readString(Path.of("pom.xml"));
    Matcher name = Pattern.compile("<finalName>([^<]+)</finalName>").matcher(pom);
    assertTrue(name.find());
    assertTrue(dockerfile.contains("COPY --from=build /src/target/" + name.group(1) + ".jar "), dockerfile);
    assertTrue(dockerfile.contains("jq") && dockerfile.contains("git") && dockerfile.contains("curl"),
        "what the examples' scripts call");
  }

  /** Parses each stackdrift line of the scripts; at least {@code atLeast} lines, all accepted by sh -n. */
  private static void checkScripts(List<String> scripts, Map<String, String> samples, int atLeast) throws Exception {
    int commands = 0;
    int parsed = 0;
    for (String script : scripts) {
      ExampleScripts.shellAccepts(script, Map.of("${{ matrix.shard }}", "1"));
      for (List<String> argv : ExampleScripts.commands(script, samples)) {
        commands++;
        parsed += ExampleScripts.parses(argv) ? 1 : 0; // false: a §11 command the model does not have yet
      }
    }
    assertTrue(commands >= atLeast, "found only " + commands + " stackdrift command lines");
    assertTrue(parsed >= 1, "no command line was parsed");
  }

  private static List<JsonNode> kubernetesDocuments() throws Exception {
    try (var docs = YAML.readerFor(JsonNode.class).<JsonNode>readValues(EXAMPLES.resolve("kubernetes/drift.yaml")
        .toFile())) {
      return docs.readAll();
    }
  }

  private static JsonNode step(JsonNode job, String name) {
    for (JsonNode step : job.get("steps")) {
      if (name.equals(step.path("name").asText())) {
        return step;
      }
    }
    throw new AssertionError("no step " + name);
  }

  private static JsonNode uses(JsonNode job, String action) {
    for (JsonNode step : job.get("steps")) {
      if (step.path("uses").asText().startsWith(action + "@")) {
        return step;
      }
    }
    throw new AssertionError("no step uses " + action);
  }

  private static String lines(JsonNode script) {
    List<String> out = new ArrayList<>();
    script.forEach(line -> out.add(line.asText()));
    return String.join("\n", out);
  }

  private static JsonNode job(List<JsonNode> docs, String name) {
    return docs.stream().filter(d -> d.path("kind").asText().equals("Job")
        && d.get("metadata").get("name").asText().equals(name)).findFirst().orElseThrow(() -> new AssertionError(name));
  }

  private static JsonNode kind(List<JsonNode> docs, String kind) {
    return docs.stream().filter(d -> d.path("kind").asText().equals(kind)).findFirst()
        .orElseThrow(() -> new AssertionError(kind));
  }

  private static String env(JsonNode container, String name) {
    for (JsonNode e : container.get("env")) {
      if (e.get("name").asText().equals(name)) {
        return e.get("value").asText();
      }
    }
    throw new AssertionError("no env " + name);
  }

  private static String mountOf(JsonNode container, String volume) {
    for (JsonNode m : container.get("volumeMounts")) {
      if (m.get("name").asText().equals(volume)) {
        return m.get("mountPath").asText();
      }
    }
    throw new AssertionError("no mount of " + volume);
  }

  private static String claim(JsonNode podSpec) {
    for (JsonNode v : podSpec.get("volumes")) {
      if (v.has("persistentVolumeClaim")) {
        return v.get("persistentVolumeClaim").get("claimName").asText();
      }
    }
    throw new AssertionError("no claim");
  }
}
