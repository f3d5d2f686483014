package io.stackdrift.config;

import java.nio.file.Path;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** stackdrift.toml, on any input, is a configuration or a {@link ConfigurationException}, nothing else. */
class ConfigLoaderPropertiesTest {
  private static final Path FILE = Path.of("stackdrift.toml");

  @Property(seed = "20261202")
  void anyInputIsAConfigurationOrItsOwnError(@ForAll("tomlish") String text) {
    try {
      ConfigLoader.parse(FILE, text);
    } catch (ConfigurationException expected) {
      // its own error: the key, the line
    }
  }

  @Provide
  static Arbitrary<String> tomlish() {
    Arbitrary<String> pieces = Arbitraries.of("[detect]\n", "[watch]\n", "[[notify]]\n", "[[ignore]]\n", "[tools]\n",
        "timeout", "parallel", "memory_budget", "heal", "url", "until", "address", " = ", "\"", "'", "'''", "\"\"\"",
        "14m", "1d", "-1", "99999999999999999999", "1e400", "true", "[", "]", "{", "}", ",", ".", "\n", "#", "\\u0000",
        "2026-12-31", "T10:00:00", "\u0000", "é");
    return pieces.list().ofMaxSize(40).map(list -> String.join("", list));
  }
}
