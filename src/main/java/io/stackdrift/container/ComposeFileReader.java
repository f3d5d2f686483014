package io.stackdrift.container;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import io.stackdrift.fs.BoundedFile;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The desired services of a Compose file read directly (when the compose plugin is not there), or
 * of the JSON that {@code docker compose config --format json} prints.
 */
public final class ComposeFileReader {
  private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());

  /** The project name the file declares ({@code name:}), and its desired services. */
  public record Model(String name, List<DesiredService> services) {}

  private static final int DOT_ENV_MAX_BYTES = 1024 * 1024;

  private ComposeFileReader() {}

  /**
   * Reads a compose file with interpolation from {@code env}, then a {@code .env} file beside it.
   *
   * @param project the name the project runs under, which Compose gives the images it builds
   */
  public static Model readFile(Path file, Map<String, String> env, String project) throws IOException {
    Map<String, String> vars = new HashMap<>(dotEnv(file.resolveSibling(".env")));
    vars.putAll(env);
    JsonNode root = ComposeYaml.read(file);
    try {
      root = interpolate(root, new Interpolation(vars));
    } catch (IllegalArgumentException e) {
      throw new IOException(e.getMessage());
    }
    return model(root, profiles(vars.get("COMPOSE_PROFILES")), project);
  }

  /**
   * The name Compose gives the file's project without {@code -p}: its top-level {@code name:},
   * else its directory's. The file is read whole, so one Compose would reject is named after its
   * directory too; its check then reports why.
   */
  public static String declaredName(Path file, Map<String, String> env) {
    String directoryName = fallbackName(file);
    try {
      String name = readFile(file, env, directoryName).name();
      return name.isBlank() ? directoryName : name;
    } catch (IOException | RuntimeException e) {
      return directoryName;
    }
  }

  /** Reads the JSON of {@code docker compose config --format json} (already interpolated). */
  public static Model readConfigJson(String json, String projectName) throws IOException {
    JsonNode root = YAML.readTree(json); // JSON is YAML: no second mapper
    return model(root, Set.of("*"), projectName);
  }

  private static Model model(JsonNode root, Set<String> enabledProfiles, String project) throws IOException {
    if (root == null || !root.isObject()) {
      throw new IOException("not a compose file: the top level is not a mapping");
    }
    JsonNode declared = root.path("services");
    if (!declared.isMissingNode() && !declared.isNull() && !declared.isObject()) {
      throw new IOException("services is " + kind(declared) + ", not a mapping of service names to services");
    }
    List<DesiredService> services = new ArrayList<>();
    Iterator<Map.Entry<String, JsonNode>> it = declared.fields();
    while (it.hasNext()) {
      Map.Entry<String, JsonNode> e = it.next();
      JsonNode s = e.getValue();
      if (!s.isObject()) {
        throw new IOException("service " + e.getKey() + " is " + kind(s) + ", not a mapping");
      }
      if (!enabled(s.path("profiles"), enabledProfiles)) {
        continue;
      }
      String image = s.path("image").asText("");
      if (image.isEmpty()) {
        image = project + "-" + e.getKey(); // compose's name for an image it builds
      }
      services.add(new DesiredService(e.getKey(), image, replicas(e.getKey(), s), healthcheck(s.path("healthcheck")),
          s.path("container_name").asText("")));
    }
    return new Model(root.path("name").asText(""), List.copyOf(services));
  }

  private static String kind(JsonNode node) {
    return switch (node.getNodeType()) {
      case ARRAY -> "a list";
      case NULL, MISSING -> "empty";
      case OBJECT -> "a mapping";
      default -> "'" + (node.asText().length() > 40 ? node.asText().substring(0, 40) + "…" : node.asText()) + "'";
    };
  }

  private static int replicas(String service, JsonNode s) throws IOException {
    JsonNode deploy = s.path("deploy").path("replicas");
    if (!deploy.isMissingNode() && !deploy.isNull()) {
      return count(service, "deploy.replicas", deploy);
    }
    JsonNode scale = s.path("scale");
    return scale.isMissingNode() || scale.isNull() ? 1 : count(service, "scale", scale);
  }

  private static int count(String service, String key, JsonNode value) throws IOException {
    try {
      int n = Integer.parseInt(value.asText("").strip());
      if (n >= 0) {
        return n;
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw new IOException("service " + service + ": " + key + " is '" + value.asText() + "', not a whole number");
  }

  private static boolean healthcheck(JsonNode h) {
    if (h.isMissingNode() || h.isNull() || h.path("disable").asBoolean(false)) {
      return false;
    }
    JsonNode test = h.path("test");
    return !(test.isArray() && test.size() > 0 && test.get(0).asText().equals("NONE"));
  }

  private static boolean enabled(JsonNode profiles, Set<String> enabledProfiles) {
    if (!profiles.isArray() || profiles.isEmpty() || enabledProfiles.contains("*")) {
      return true;
    }
    for (JsonNode p : profiles) {
      if (enabledProfiles.contains(p.asText())) {
        return true;
      }
    }
    return false;
  }

  private static Set<String> profiles(String composeProfiles) {
    Set<String> out = new HashSet<>();
    if (composeProfiles != null) {
      for (String p : composeProfiles.split(",")) {
        if (!p.isBlank()) {
          out.add(p.strip());
        }
      }
    }
    return out;
  }

  private static JsonNode interpolate(JsonNode node, Interpolation interpolation) {
    if (node.isTextual()) {
      return TextNode.valueOf(interpolation.apply(node.asText()));
    }
    if (node.isObject()) {
      ObjectNode copy = YAML.createObjectNode();
      node.fields().forEachRemaining(e -> copy.set(e.getKey(), interpolate(e.getValue(), interpolation)));
      return copy;
    }
    if (node.isArray()) {
      ArrayNode copy = YAML.createArrayNode();
      node.forEach(item -> copy.add(interpolate(item, interpolation)));
      return copy;
    }
    return node;
  }

  /** {@code KEY=VALUE} lines; '#' comments, {@code export} prefixes and surrounding quotes allowed. */
  static Map<String, String> dotEnv(Path file) throws IOException {
    Map<String, String> vars = new HashMap<>();
    if (!Files.isRegularFile(file)) {
      return vars;
    }
    for (String raw : BoundedFile.readString(file, DOT_ENV_MAX_BYTES, "a .env file").split("\r?\n")) {
      String line = raw.strip();
      if (line.isEmpty() || line.startsWith("#")) {
        continue;
      }
      if (line.startsWith("export ")) {
        line = line.substring(7).strip();
      }
      int eq = line.indexOf('=');
      if (eq <= 0) {
        continue;
      }
      String value = line.substring(eq + 1).strip();
      if (value.length() >= 2 && (value.startsWith("\"") && value.endsWith("\"")
          || value.startsWith("'") && value.endsWith("'"))) {
        value = value.substring(1, value.length() - 1);
      }
      vars.put(line.substring(0, eq).strip(), value);
    }
    return vars;
  }

  /** Compose's default project name: the compose file's directory, lowercased. */
  public static String fallbackName(Path file) {
    Path dir = file.toAbsolutePath().getParent();
    String base = dir == null || dir.getFileName() == null ? "default" : dir.getFileName().toString();
    return base.toLowerCase(java.util.Locale.ROOT).replaceAll("[^a-z0-9_-]", "");
  }
}
