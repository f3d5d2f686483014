package io.stackdrift.config;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.toml.TomlMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * Loads and validates {@code stackdrift.toml}. Unknown keys and wrong types are errors naming the
 * key path and line; all of them are reported together.
 */
public final class ConfigLoader {
  /** Created on first use: a workspace without stackdrift.toml does not pay for the TOML parser. */
  private static final class Toml {
    static final TomlMapper MAPPER = new TomlMapper();
  }

  private final Path file;
  private final KeyLocator locator;
  private final List<Diagnostic> problems = new ArrayList<>();

  private ConfigLoader(Path file, String text) {
    this.file = file;
    this.locator = new KeyLocator(text);
  }

  /** Loads the file, or returns the defaults when it does not exist. */
  public static Config load(Path file) throws ConfigurationException {
    if (!Files.exists(file)) {
      return Config.defaults();
    }
    String text;
    try {
      text = Files.readString(file);
    } catch (IOException e) {
      throw new ConfigurationException(List.of(Diagnostic.at(file, "cannot read configuration: " + e.getMessage())));
    }
    return parse(file, text);
  }

  /**
   * The line of {@code section.key} in a configuration file, for errors found after loading
   * (0 when it cannot be told).
   */
  public static int lineOf(Path file, String section, String key) {
    try {
      return new KeyLocator(Files.readString(file)).lineOf(section, key);
    } catch (IOException e) {
      return 0;
    }
  }

  static Config parse(Path file, String text) throws ConfigurationException {
    JsonNode root;
    try {
      root = Toml.MAPPER.readTree(text);
    } catch (JacksonException e) {
      JsonLocation at = e.getLocation();
      int line = at == null ? 0 : Math.max(at.getLineNr(), 0);
      int column = at == null ? 0 : Math.max(at.getColumnNr(), 0);
      throw new ConfigurationException(List.of(new Diagnostic(file, line, column,
          "invalid TOML: " + e.getOriginalMessage())));
    }
    ConfigLoader loader = new ConfigLoader(file, text);
    Config config = loader.read(root == null ? Toml.MAPPER.createObjectNode() : root);
    if (!loader.problems.isEmpty()) {
      loader.problems.sort(java.util.Comparator.comparingInt(Diagnostic::line));
      throw new ConfigurationException(loader.problems);
    }
    return config;
  }

  private Config read(JsonNode root) {
    Config d = Config.defaults();
    Section top = new Section("", root);
    top.allow("identity", "tools", "detect", "compose", "reconcile", "watch", "ignore");

    Section identity = top.table("identity");
    identity.allow("stack_id", "site", "node");
    Config.Identity id = new Config.Identity(
        identity.string("stack_id", d.identity().stackId()),
        identity.string("site", d.identity().site()),
        identity.string("node", d.identity().node()));

    Section tools = top.table("tools");
    tools.allow("tofu", "docker", "cli_config");
    Config.Tools t = new Config.Tools(
        tools.string("tofu", d.tools().tofu()),
        tools.string("docker", d.tools().docker()),
        tools.string("cli_config", d.tools().cliConfig()));

    Section detect = top.table("detect");
    detect.allow("parallel", "timeout", "kill_grace", "init", "lock", "lock_timeout", "tags",
        "remote_owned_modules");
    Config.Detect dd = d.detect();
    Config.Detect det = new Config.Detect(
        detect.nonNegativeInt("parallel", dd.parallel()),
        detect.duration("timeout", dd.timeout(), true),
        detect.duration("kill_grace", dd.killGrace(), false),
        detect.initMode("init", dd.init()),
        detect.bool("lock", dd.lock()),
        detect.duration("lock_timeout", dd.lockTimeout(), false),
        detect.string("tags", dd.tags()),
        detect.strings("remote_owned_modules"));

    List<Config.Compose> compose = new ArrayList<>();
    JsonNode composeNode = root.get("compose");
    if (composeNode != null) {
      if (!composeNode.isArray()) {
        top.wrongType("compose", "an array of tables ([[compose]])");
      } else {
        for (int i = 0; i < composeNode.size(); i++) {
          Section c = new Section("compose[" + i + "]", composeNode.get(i));
          if (!composeNode.get(i).isObject()) {
            top.wrongType("compose", "an array of tables ([[compose]])");
            continue;
          }
          c.allow("project", "file", "stack");
          String project = c.string("project", "");
          String composeFile = c.string("file", "");
          if (project.isBlank() && composeFile.isBlank()) {
            c.problem("project", "a [[compose]] entry needs a project name or a file");
          }
          compose.add(new Config.Compose(project, composeFile, c.string("stack", "")));
        }
      }
    }

    Section reconcile = top.table("reconcile");
    reconcile.allow("lock_timeout", "replace");
    Config.Reconcile rec = new Config.Reconcile(
        reconcile.duration("lock_timeout", d.reconcile().lockTimeout(), false),
        reconcile.strings("replace"));

    Section watch = top.table("watch");
    watch.allow("interval", "jitter", "max_targets", "heal");
    Config.Watch w = new Config.Watch(
        watch.duration("interval", d.watch().interval(), true),
        watch.duration("jitter", d.watch().jitter(), false),
        watch.nonNegativeInt("max_targets", d.watch().maxTargets()),
        watch.healMode("heal", d.watch().heal()));

    return new Config(id, t, det, List.copyOf(compose), rec, w, ignoreRules(top, root.get("ignore")));
  }

  private List<Config.Ignore> ignoreRules(Section top, JsonNode node) {
    if (node == null) {
      return List.of();
    }
    if (!node.isArray()) {
      top.wrongType("ignore", "an array of tables ([[ignore]])");
      return List.of();
    }
    List<Config.Ignore> rules = new ArrayList<>();
    for (int i = 0; i < node.size(); i++) {
      if (!node.get(i).isObject()) {
        top.wrongType("ignore", "an array of tables ([[ignore]])");
        continue;
      }
      Section rule = new Section("ignore[" + i + "]", node.get(i));
      rule.allow("stack", "tags", "address", "reason", "until");
      String address = rule.required("address", "a resource address glob such as \"aws_autoscaling_group.*\"");
      String reason = rule.required("reason", "why these changes may be ignored");
      rules.add(new Config.Ignore(rule.string("stack", "").strip(), rule.string("tags", "").strip(), address,
          reason, rule.date("until"), locator.lineOf("ignore[" + i + "]", "address")));
    }
    return List.copyOf(rules);
  }

  /** Typed access to one table, recording a problem for each wrong key. */
  private final class Section {
    private final String path;
    private final JsonNode node;

    Section(String path, JsonNode node) {
      this.path = path;
      this.node = node == null ? Toml.MAPPER.createObjectNode() : node;
    }

    Section table(String key) {
      JsonNode child = node.get(key);
      if (child != null && !child.isObject()) {
        wrongType(key, "a table ([" + key + "])");
        child = null;
      }
      return new Section(key, child);
    }

    void allow(String... keys) {
      Set<String> allowed = Set.of(keys);
      Iterator<Map.Entry<String, JsonNode>> fields = ((ObjectNode) node).fields();
      while (fields.hasNext()) {
        String key = fields.next().getKey();
        if (!allowed.contains(key)) {
          problem(key, "unknown key '" + qualified(key) + "'; allowed here: " + String.join(", ", keys));
        }
      }
    }

    String string(String key, String fallback) {
      return typed(key, fallback, JsonNode::isTextual, JsonNode::asText, "a string");
    }

    boolean bool(String key, boolean fallback) {
      return typed(key, fallback, JsonNode::isBoolean, JsonNode::asBoolean, "true or false");
    }

    int nonNegativeInt(String key, int fallback) {
      Integer value = typed(key, fallback, n -> n.isIntegralNumber() && n.canConvertToInt() && n.asInt() >= 0,
          JsonNode::asInt, "a whole number, 0 or more");
      return value;
    }

    Duration duration(String key, Duration fallback, boolean positive) {
      String text = string(key, null);
      if (text == null) {
        return fallback;
      }
      try {
        Duration d = Durations.parse(text);
        if (positive && d.isZero()) {
          problem(key, qualified(key) + " must be longer than zero");
          return fallback;
        }
        return d;
      } catch (IllegalArgumentException e) {
        problem(key, qualified(key) + ": " + e.getMessage());
        return fallback;
      }
    }

    /** A string that must be there and not blank; {@code what} tells the user what to write. */
    String required(String key, String what) {
      String value = string(key, null);
      if (value == null || value.isBlank()) {
        problem(key, qualified(key) + " is required: " + what);
        return "";
      }
      return value.strip();
    }

    /** A TOML local date or a "YYYY-MM-DD" string (the TOML parser gives both as text); null when absent. */
    LocalDate date(String key) {
      String text = string(key, null);
      if (text == null) {
        return null;
      }
      try {
        return LocalDate.parse(text);
      } catch (DateTimeParseException e) {
        problem(key, qualified(key) + " is '" + text + "'; write a date: YYYY-MM-DD");
        return null;
      }
    }

    Config.InitMode initMode(String key, Config.InitMode fallback) {
      String text = string(key, null);
      if (text == null) {
        return fallback;
      }
      for (Config.InitMode mode : Config.InitMode.values()) {
        if (mode.configName().equals(text)) {
          return mode;
        }
      }
      problem(key, qualified(key) + " is '" + text + "'; use auto, always or never");
      return fallback;
    }

    Config.HealMode healMode(String key, Config.HealMode fallback) {
      String text = string(key, null);
      if (text == null) {
        return fallback;
      }
      for (Config.HealMode mode : Config.HealMode.values()) {
        if (mode.configName().equals(text)) {
          return mode;
        }
      }
      problem(key, qualified(key) + " is '" + text + "'; use external or any");
      return fallback;
    }

    List<String> strings(String key) {
      JsonNode value = node.get(key);
      if (value == null) {
        return List.of();
      }
      List<String> out = new ArrayList<>();
      if (value.isArray()) {
        for (JsonNode item : value) {
          if (!item.isTextual()) {
            wrongType(key, "an array of strings");
            return List.of();
          }
          out.add(item.asText());
        }
        return List.copyOf(out);
      }
      wrongType(key, "an array of strings");
      return List.of();
    }

    private <T> T typed(String key, T fallback, java.util.function.Predicate<JsonNode> ok,
        Function<JsonNode, T> read, String expected) {
      JsonNode value = node.get(key);
      if (value == null) {
        return fallback;
      }
      if (!ok.test(value)) {
        wrongType(key, expected);
        return fallback;
      }
      return read.apply(value);
    }

    void wrongType(String key, String expected) {
      problem(key, qualified(key) + " must be " + expected);
    }

    void problem(String key, String message) {
      problems.add(new Diagnostic(file, locator.lineOf(path, key), 0, message));
    }

    private String qualified(String key) {
      return path.isEmpty() ? key : path + "." + key;
    }
  }
}
