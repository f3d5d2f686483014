package io.stackdrift.tofu;

import io.stackdrift.fs.BoundedFile;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Whether the tool's inits share a plugin cache, which is not safe for concurrent init: set by
 * {@code TF_PLUGIN_CACHE_DIR}, or by {@code plugin_cache_dir} in the CLI configuration the tool reads
 * ({@code TF_CLI_CONFIG_FILE}, else {@code ~/.tofurc} and {@code ~/.terraformrc}), where operators
 * usually set it. A file that cannot be read, or is too large to be a CLI configuration, counts as
 * sharing: running inits one at a time costs time, two inits writing one cache break a run.
 */
public final class PluginCache {
  private static final Pattern SETTING = Pattern.compile("(?m)^\\s*\"?plugin_cache_dir\"?\\s*[=:]");
  private static final int MAX_CONFIG_BYTES = 1 << 20;

  private PluginCache() {}

  public static boolean shared(Map<String, String> env) {
    if (env.containsKey("TF_PLUGIN_CACHE_DIR")) {
      return true;
    }
    return configFiles(env).stream().anyMatch(PluginCache::setsCache);
  }

  private static List<Path> configFiles(Map<String, String> env) {
    String given = env.get("TF_CLI_CONFIG_FILE");
    if (given != null && !given.isBlank()) {
      return List.of(Path.of(given));
    }
    String home = env.get("HOME");
    if (home == null || home.isBlank()) {
      return List.of();
    }
    return List.of(Path.of(home, ".tofurc"), Path.of(home, ".terraformrc"));
  }

  private static boolean setsCache(Path file) {
    if (!Files.exists(file)) {
      return false;
    }
    try {
      return SETTING.matcher(BoundedFile.readString(file, MAX_CONFIG_BYTES, "the CLI configuration")).find();
    } catch (IOException | RuntimeException e) {
      return true;
    }
  }
}
