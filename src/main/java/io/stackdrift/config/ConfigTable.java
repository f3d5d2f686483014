package io.stackdrift.config;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * Typed access to one table of {@code stackdrift.toml}, recording a problem for each wrong key and
 * giving the default instead, so that one pass finds every problem of the file.
 */
final class ConfigTable {
  private final String path;
  private final JsonNode node;
  private final ConfigProblems problems;

  ConfigTable(String path, JsonNode node, ConfigProblems problems) {
    this.path = path;
    this.node = node == null ? JsonNodeFactory.instance.objectNode() : node;
    this.problems = problems;
  }

  /** {@code [key]}; an absent or mistyped one reads as empty. */
  ConfigTable table(String key) {
    JsonNode child = node.get(key);
    if (child != null && !child.isObject()) {
      wrongType(key, "a table ([" + key + "])");
      child = null;
    }
    return new ConfigTable(key, child, problems);
  }

  /** Each table of {@code [[key]]}, named {@code key[i]}; entries that are not tables are problems. */
  List<ConfigTable> tables(String key) {
    JsonNode value = node.get(key);
    if (value == null) {
      return List.of();
    }
    String expected = "an array of tables ([[" + key + "]])";
    if (!value.isArray()) {
      wrongType(key, expected);
      return List.of();
    }
    List<ConfigTable> tables = new ArrayList<>();
    for (int i = 0; i < value.size(); i++) {
      if (!value.get(i).isObject()) {
        wrongType(key, expected);
        continue;
      }
      tables.add(new ConfigTable(key + "[" + i + "]", value.get(i), problems));
    }
    return List.copyOf(tables);
  }

  String path() {
    return path;
  }

  /** The line of {@code key} in this table (0 when it cannot be told). */
  int lineOf(String key) {
    return problems.lineOf(path, key);
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
    return typed(key, fallback, n -> n.isIntegralNumber() && n.canConvertToInt() && n.asInt() >= 0,
        JsonNode::asInt, "a whole number, 0 or more");
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
      // the file's text is never repeated: it may be a secret that landed in the wrong key
      int limit = e.getMessage().indexOf(" is longer than ");
      problem(key, qualified(key) + (limit >= 0 ? e.getMessage().substring(limit)
          : " is not a duration: use e.g. 90s, 14m, 1h30m, 1d or 500ms"));
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
      problem(key, qualified(key) + " is not a date: write YYYY-MM-DD");
      return null;
    }
  }

  /**
   * A constant of {@code fallback}'s enum by its name in the file, the constant's name in lower
   * case; a problem lists them all ("auto, always or never").
   */
  <E extends Enum<E>> E choice(String key, E fallback) {
    String text = string(key, null);
    if (text == null) {
      return fallback;
    }
    List<String> names = new ArrayList<>();
    for (E choice : fallback.getDeclaringClass().getEnumConstants()) {
      String name = choice.name().toLowerCase(Locale.ROOT);
      if (name.equals(text)) {
        return choice;
      }
      names.add(name);
    }
    String hint = names.size() == 1 ? names.get(0)
        : String.join(", ", names.subList(0, names.size() - 1)) + " or " + names.get(names.size() - 1);
    problem(key, qualified(key) + " is none of the choices: use " + hint);
    return fallback;
  }

  List<String> strings(String key) {
    JsonNode value = node.get(key);
    if (value == null) {
      return List.of();
    }
    if (!value.isArray()) {
      wrongType(key, "an array of strings");
      return List.of();
    }
    List<String> out = new ArrayList<>();
    for (JsonNode item : value) {
      if (!item.isTextual()) {
        wrongType(key, "an array of strings");
        return List.of();
      }
      out.add(item.asText());
    }
    return List.copyOf(out);
  }

  void wrongType(String key, String expected) {
    problem(key, qualified(key) + " must be " + expected);
  }

  void problem(String key, String message) {
    problems.add(path, key, message);
  }

  String qualified(String key) {
    return path.isEmpty() ? key : path + "." + key;
  }

  private <T> T typed(String key, T fallback, Predicate<JsonNode> ok, Function<JsonNode, T> read, String expected) {
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
}
