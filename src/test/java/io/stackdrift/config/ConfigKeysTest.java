package io.stackdrift.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The keys of stackdrift.toml have one list: the loader allows exactly them, and the documented
 * file in docs/configuration.md shows the same keys with the same defaults.
 */
class ConfigKeysTest {
  private static final Pattern TABLE = Pattern.compile("^#?\\s*\\[(\\[)?([a-z_]+)\\]?\\]");
  private static final Pattern KEY = Pattern.compile("^(#\\s*)?([a-z_]+)\\s*=\\s*(\"[^\"]*\"|\\[\\]|[0-9]+|true|false|[0-9-]+)");

  @Test
  void theDocumentedFileShowsEveryKeyWithItsDefault() throws Exception {
    String doc = Files.readString(Path.of("docs/configuration.md"));
    String block = doc.substring(doc.indexOf("```toml\n") + 8, doc.indexOf("```\n", doc.indexOf("```toml\n")));
    List<String> documented = new ArrayList<>();
    String table = null;
    boolean repeated = false;
    for (String line : block.lines().toList()) {
      Matcher t = TABLE.matcher(line);
      if (t.find()) {
        table = t.group(2);
        repeated = t.group(1) != null;
        continue;
      }
      Matcher k = KEY.matcher(line.strip());
      if (k.find() && table != null) {
        documented.add(repeated ? "[[" + table + "]] " + k.group(2) : table + "." + k.group(2) + " = " + k.group(3));
      }
    }
    List<String> listed = ConfigKeys.ALL.stream()
        .map(key -> key.repeated() ? key.qualified() : key.qualified() + " = " + key.defaultValue()).toList();
    assertEquals(listed, documented);
  }

  @Test
  void theLoaderAllowsExactlyTheListedKeys(@TempDir Path tmp) throws Exception {
    for (String table : ConfigKeys.TABLES) {
      boolean repeated = ConfigKeys.ALL.stream().anyMatch(k -> k.table().equals(table) && k.repeated());
      Path file = Files.writeString(tmp.resolve("stackdrift.toml"),
          (repeated ? "[[" + table + "]]\n" : "[" + table + "]\n") + "no_such_key = 1\n");
      ConfigurationException e = org.junit.jupiter.api.Assertions.assertThrows(ConfigurationException.class,
          () -> ConfigLoader.load(file));
      String message = e.problems().toString();
      assertTrue(message.contains("allowed here: " + String.join(", ", ConfigKeys.names(table))), message);
    }
  }
}
