package io.stackdrift.stdlib;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.TreeMap;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.Size;
import net.jqwik.api.constraints.StringLength;

/**
 * What tm_tomlencode writes reads back as TOML: any string value, and any key, is a literal string
 * holding it unchanged or a basic string whose escapes give it back; the key/values come sorted.
 */
class TomlEncoderPropertiesTest {

  @Property(seed = "20261204", tries = 500)
  void everyStringReadsBackAsItWas(@ForAll @StringLength(max = 20) String value) throws Exception {
    String toml = TomlEncoder.encode(Map.of("k", value), text -> { });
    assertTrue(toml.startsWith("k = ") && toml.endsWith("\n"), toml);
    assertEquals(value, readString(toml.substring(4, toml.length() - 1)), toml);
  }

  @Property(seed = "20261205", tries = 300)
  void everyKeyReadsBackAndKeysComeInOrder(@ForAll @Size(max = 6) Map<@StringLength(max = 8) String, Boolean> map)
      throws Exception {
    Map<String, Object> object = new TreeMap<>(io.stackdrift.eval.HclValues.KEY_ORDER);
    object.putAll(map);
    String toml = TomlEncoder.encode(object, text -> { });
    String[] lines = toml.isEmpty() ? new String[0] : toml.split("\n");
    assertEquals(object.size(), lines.length, toml);
    int i = 0;
    for (Map.Entry<String, Object> e : object.entrySet()) {
      String line = lines[i++];
      String suffix = " = " + e.getValue();
      assertTrue(line.endsWith(suffix), line);
      assertEquals(e.getKey(), readKey(line.substring(0, line.length() - suffix.length())), line);
    }
  }

  private static String readKey(String key) {
    if (key.startsWith("'") || key.startsWith("\"")) {
      return readString(key);
    }
    assertTrue(key.matches("[A-Za-z0-9_-]+"), "a bare key is only letters, digits, '-' and '_': " + key);
    return key;
  }

  /** A TOML literal string ('...': no escapes, no quote or line break inside) or basic string ("..."). */
  private static String readString(String text) {
    if (text.startsWith("'")) {
      assertTrue(text.length() >= 2 && text.endsWith("'"), text);
      String inner = text.substring(1, text.length() - 1);
      assertTrue(inner.chars().noneMatch(c -> c == '\'' || c == '\n' || c == '\r' || (c < 0x20 && c != '\t')
          || c == 0x7F), "a literal string cannot hold " + text);
      return inner;
    }
    assertTrue(text.startsWith("\"") && text.endsWith("\"") && text.length() >= 2, text);
    StringBuilder out = new StringBuilder();
    for (int i = 1; i < text.length() - 1; i++) {
      char c = text.charAt(i);
      assertTrue(c >= 0x20 && c != 0x7F && c != '"', "unescaped in a basic string: " + (int) c + " in " + text);
      if (c != '\\') {
        out.append(c);
        continue;
      }
      char e = text.charAt(++i);
      switch (e) {
        case 'b' -> out.append('\b');
        case 't' -> out.append('\t');
        case 'n' -> out.append('\n');
        case 'f' -> out.append('\f');
        case 'r' -> out.append('\r');
        case '"' -> out.append('"');
        case '\\' -> out.append('\\');
        case 'u' -> {
          out.append((char) Integer.parseInt(text.substring(i + 1, i + 5), 16));
          i += 4;
        }
        default -> throw new AssertionError("unknown escape \\" + e + " in " + text);
      }
    }
    return out.toString();
  }
}
