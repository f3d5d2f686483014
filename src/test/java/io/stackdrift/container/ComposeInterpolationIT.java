package io.stackdrift.container;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import io.stackdrift.testing.Required;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The fallback reader (no compose plugin: the YAML read here, {@link Interpolation}) against Compose
 * itself: the same file and environment through Debian's {@code docker-compose} (v1.29, whose
 * {@code config} needs no engine) and through {@link ComposeFileReader} give the same values. v1's
 * grammar is the common one ({@code $V ${V} ${V:-d} ${V-d} ${V:?m} ${V?m} $$}, a .env file beside the
 * compose file, the environment over it); {@code ${V:+a}}, nested defaults and a lone trailing
 * {@code $} (v1 refuses it, v2 keeps it, as the fallback does) are v2's only.
 */
class ComposeInterpolationIT {
  private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());

  /** Each a service whose image is {@code img-<expression>}: the image is what the reader keeps. */
  private static final List<String> EXPRESSIONS = List.of(
      "${SET}", "$SET", "${UNSET}", "${UNSET:-fallback}", "${EMPTY:-fallback}", "${EMPTY-fallback}",
      "${UNSET-fallback}", "$$SET", "x${SET}y$${SET}", "${SET:?needed}", "${EMPTY?needed}", "${UNSET:-}",
      "${UNSET:-a b c}", "$SET.suffix", "${SET}${SET}", "${DOTENV}", "${BOTH}", "${QUOTED}", "${EXPORTED}",
      "${_UNDER_1}", "cost: $$5");

  private static final Map<String, String> ENV = Map.of("SET", "value", "EMPTY", "", "BOTH", "from-env",
      "_UNDER_1", "u");

  private static final String DOT_ENV = """
      # a comment
      DOTENV=from-file
      BOTH=from-file
      QUOTED="quoted value"
      export EXPORTED=exported
      """;

  @Test
  void theFallbackReaderInterpolatesAsComposeDoes(@TempDir Path tmp) throws Exception {
    Path file = tmp.resolve("compose.yaml");
    StringBuilder yaml = new StringBuilder("services:\n");
    for (int i = 0; i < EXPRESSIONS.size(); i++) {
      yaml.append("  s").append(i).append(":\n    image: '").append("img-").append(EXPRESSIONS.get(i)).append("'\n");
    }
    Files.writeString(file, yaml);
    Files.writeString(tmp.resolve(".env"), DOT_ENV);

    Map<String, String> compose = composeImages(file);
    Map<String, String> ours = new TreeMap<>();
    ComposeFileReader.readFile(file, ENV, "p").services().forEach(s -> ours.put(s.name(), s.image()));

    List<String> differences = new ArrayList<>();
    for (int i = 0; i < EXPRESSIONS.size(); i++) {
      String service = "s" + i;
      if (!compose.get(service).equals(ours.get(service))) {
        differences.add(EXPRESSIONS.get(i) + ": compose " + compose.get(service) + ", ours " + ours.get(service));
      }
    }
    assertEquals(List.of(), differences);
    assertEquals("img-from-env", ours.get("s16"), "the environment wins over .env, in both");
  }

  @Test
  void whatComposeRefusesTheFallbackRefusesToo(@TempDir Path tmp) throws Exception {
    for (String expression : List.of("${REQUIRED:?must be set}", "${REQUIRED?must be set}", "${EMPTY:?not empty}",
        "${1BAD}", "${SET")) {
      Path file = tmp.resolve("compose.yaml");
      Files.writeString(file, "services:\n  s:\n    image: 'img-" + expression + "'\n");
      Result compose = docker(file, "config");
      assertTrue(compose.code != 0, expression + ": compose accepts it: " + compose.out);
      assertTrue(compose.err.contains("img-") || compose.err.contains("REQUIRED") || compose.err.contains("EMPTY"),
          expression + ": compose refuses it for another reason: " + compose.err);
      assertThrows(IOException.class, () -> ComposeFileReader.readFile(file, ENV, "p"), expression);
    }
  }

  /** Each service's image as {@code docker-compose config} prints it; its output escapes a '$' as "$$". */
  private static Map<String, String> composeImages(Path file) throws Exception {
    Result result = docker(file, "config");
    assertEquals(0, result.code, result.err);
    JsonNode services = YAML.readTree(result.out).path("services");
    Map<String, String> images = new LinkedHashMap<>();
    services.fields().forEachRemaining(e -> images.put(e.getKey(), e.getValue().path("image").asText()
        .replace("$$", "$")));
    return images;
  }

  /** {@code out}: stdout; stderr (its warnings of unset variables) apart, so stdout stays YAML. */
  private record Result(int code, String out, String err) {}

  private static Result docker(Path file, String... args) throws Exception {
    if (!onPath("docker-compose")) {
      return Required.skipOrFail("docker-compose (Debian's package, v1) is not on PATH");
    }
    List<String> argv = new ArrayList<>(List.of("docker-compose", "-f", file.toString()));
    argv.addAll(List.of(args));
    Path err = Files.createTempFile(file.getParent(), "stderr", ".txt");
    ProcessBuilder pb = new ProcessBuilder(argv).directory(file.getParent().toFile()).redirectError(err.toFile());
    pb.environment().clear();
    pb.environment().put("PATH", System.getenv("PATH"));
    pb.environment().putAll(ENV);
    Process p = pb.start();
    p.getOutputStream().close();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(p.waitFor(60, TimeUnit.SECONDS), "docker-compose did not end");
    return new Result(p.exitValue(), out, Files.readString(err));
  }

  private static boolean onPath(String tool) {
    for (String dir : System.getenv().getOrDefault("PATH", "").split(":")) {
      if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, tool))) {
        return true;
      }
    }
    return false;
  }
}
