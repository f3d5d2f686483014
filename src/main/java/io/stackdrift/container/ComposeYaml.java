package io.stackdrift.container;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.stackdrift.fs.BoundedFile;
import java.io.IOException;
import java.io.StringReader;
import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Collection;
import java.util.Map;
import java.util.regex.Pattern;
import org.yaml.snakeyaml.DumperOptions;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;
import org.yaml.snakeyaml.error.MarkedYAMLException;
import org.yaml.snakeyaml.error.YAMLException;
import org.yaml.snakeyaml.nodes.Tag;
import org.yaml.snakeyaml.representer.Representer;
import org.yaml.snakeyaml.resolver.Resolver;

/**
 * Reads a Compose file's YAML as Compose does: anchors, aliases and merge keys ({@code <<: *base})
 * resolved, duplicate keys an error, and bounded, so that a hostile file (an alias bomb, deep
 * nesting, a huge file) is an error rather than a hang or an out-of-memory.
 */
final class ComposeYaml {
  /** Real compose files are a few KiB; generated ones stay far below this. */
  static final int MAX_BYTES = 4 * 1024 * 1024;
  /** Values after aliases are expanded: an alias bomb stops here, a real file never comes near. */
  static final int MAX_VALUES = 100_000;
  static final int MAX_DEPTH = 64;
  /** SnakeYAML's own guard: aliases that point at lists or mappings. */
  private static final int MAX_COLLECTION_ALIASES = 100;

  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  private int values;

  private ComposeYaml() {}

  /** The file as a tree; every fault is an IOException with a one-line message. */
  static JsonNode read(Path file) throws IOException {
    byte[] bytes = BoundedFile.read(file, MAX_BYTES, "a compose file");
    Object document;
    try {
      document = yaml().load(new StringReader(utf8(bytes)));
    } catch (MarkedYAMLException e) {
      throw new IOException("invalid YAML: " + firstLine(e.getProblem()) + at(e));
    } catch (YAMLException e) {
      throw new IOException("invalid YAML: " + firstLine(e.getMessage()));
    }
    return new ComposeYaml().node(document, 0);
  }

  private static String utf8(byte[] bytes) throws IOException {
    try {
      return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
    } catch (CharacterCodingException e) {
      throw new IOException("not valid UTF-8 text");
    }
  }

  private static Yaml yaml() {
    LoaderOptions options = new LoaderOptions();
    options.setAllowDuplicateKeys(false);
    options.setAllowRecursiveKeys(false);
    options.setMaxAliasesForCollections(MAX_COLLECTION_ALIASES);
    options.setNestingDepthLimit(MAX_DEPTH);
    options.setCodePointLimit(MAX_BYTES);
    DumperOptions unused = new DumperOptions();
    return new Yaml(new SafeConstructor(options), new Representer(unused), unused, options, new CoreSchema());
  }

  private JsonNode node(Object value, int depth) throws IOException {
    if (++values > MAX_VALUES) {
      throw new IOException("more than " + MAX_VALUES + " values once aliases are expanded (an alias bomb?)");
    }
    if (depth > MAX_DEPTH) {
      throw new IOException("nested deeper than " + MAX_DEPTH + " levels (an alias that contains itself?)");
    }
    if (value instanceof Map<?, ?> map) {
      ObjectNode object = NODES.objectNode();
      for (Map.Entry<?, ?> e : map.entrySet()) {
        String key = key(e.getKey());
        if (object.has(key)) {
          throw new IOException("duplicate key '" + key + "'");
        }
        object.set(key, node(e.getValue(), depth + 1));
      }
      return object;
    }
    if (value instanceof Collection<?> items) {
      ArrayNode array = NODES.arrayNode();
      for (Object item : items) {
        array.add(node(item, depth + 1));
      }
      return array;
    }
    return scalar(value);
  }

  private static String key(Object key) throws IOException {
    if (key instanceof String || key instanceof Number || key instanceof Boolean) {
      return key.toString();
    }
    throw new IOException("a mapping key is " + (key == null ? "null" : "not a plain value") + "; Compose "
        + "keys are names");
  }

  private static JsonNode scalar(Object value) {
    if (value == null) {
      return NODES.nullNode();
    }
    if (value instanceof Boolean b) {
      return NODES.booleanNode(b);
    }
    if (value instanceof Integer || value instanceof Long) {
      return NODES.numberNode(((Number) value).longValue());
    }
    if (value instanceof BigInteger big) {
      return NODES.numberNode(big);
    }
    if (value instanceof Double d) {
      return NODES.numberNode(d);
    }
    return NODES.textNode(value.toString());
  }

  private static String at(MarkedYAMLException e) {
    return e.getProblemMark() == null ? ""
        : " (line " + (e.getProblemMark().getLine() + 1) + ", column " + (e.getProblemMark().getColumn() + 1) + ")";
  }

  private static String firstLine(String text) {
    if (text == null) {
      return "unreadable";
    }
    int nl = text.indexOf('\n');
    return (nl < 0 ? text : text.substring(0, nl)).strip();
  }

  /**
   * YAML 1.2's core schema, as Compose reads it: only {@code true}/{@code false} are booleans
   * ({@code yes}, {@code on} stay text), no sexagesimal numbers ({@code 80:80} stays text), no
   * timestamps; merge keys still resolve.
   */
  private static final class CoreSchema extends Resolver {
    private static final Pattern BOOL = Pattern.compile("^(?:true|True|TRUE|false|False|FALSE)$");
    private static final Pattern INT = Pattern.compile("^[-+]?[0-9]+$");
    private static final Pattern FLOAT =
        Pattern.compile("^[-+]?(?:\\.[0-9]+|[0-9]+(?:\\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?$|^[-+]?\\.(?:inf|Inf|INF)$"
            + "|^\\.(?:nan|NaN|NAN)$");

    @Override
    protected void addImplicitResolvers() {
      addImplicitResolver(Tag.BOOL, BOOL, "tTfF");
      addImplicitResolver(Tag.INT, INT, "-+0123456789");
      addImplicitResolver(Tag.FLOAT, FLOAT, "-+0123456789.");
      addImplicitResolver(Tag.MERGE, MERGE, "<");
      addImplicitResolver(Tag.NULL, NULL, "~nN\0");
      addImplicitResolver(Tag.NULL, EMPTY, null);
    }
  }
}
