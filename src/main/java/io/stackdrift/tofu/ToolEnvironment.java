package io.stackdrift.tofu;

import java.util.HashMap;
import java.util.Map;

/**
 * The environment OpenTofu runs with (contract §3): the caller's, without variables that would
 * change what a plan does or prints, and with automation settings on.
 */
public final class ToolEnvironment {
  /** The automation settings every run of the tool has. */
  private static final java.util.Set<String> FORCED = java.util.Set.of("TF_IN_AUTOMATION", "CHECKPOINT_DISABLE");

  private ToolEnvironment() {}

  public static Map<String, String> forTofu(Map<String, String> inherited, String cliConfig) {
    Map<String, String> env = new HashMap<>(inherited);
    env.keySet().removeIf(ToolEnvironment::removed);
    env.put("TF_IN_AUTOMATION", "1");
    env.put("TF_INPUT", "0");
    env.put("CHECKPOINT_DISABLE", "1");
    if (cliConfig != null && !cliConfig.isBlank()) {
      env.put("TF_CLI_CONFIG_FILE", cliConfig);
    }
    return Map.copyOf(env);
  }

  /**
   * The environment of one stack's commands: the tool's, with the stack's run environment
   * (terramate.config.run.env) over it, as {@code terramate run} adds it to the host's. What would
   * change what a plan does or prints stays out, and the automation settings stay on, whatever the
   * run environment says.
   */
  public static Map<String, String> withRunEnvironment(Map<String, String> toolEnv, Map<String, String> runEnv) {
    if (runEnv.isEmpty()) {
      return toolEnv;
    }
    Map<String, String> env = new HashMap<>(toolEnv);
    runEnv.forEach((name, value) -> {
      if (!removed(name) && !FORCED.contains(name)) {
        env.put(name, value);
      }
    });
    return Map.copyOf(env);
  }

  /**
   * What an operator should hear once of the caller's environment: the variables taken away (they
   * would change what a plan does or prints), and a plugin cache others can write (a provider
   * planted there runs in every plan).
   */
  public static java.util.List<String> warnings(Map<String, String> inherited) {
    java.util.List<String> out = new java.util.ArrayList<>();
    java.util.List<String> stripped = inherited.keySet().stream().filter(ToolEnvironment::removed)
        .filter(name -> !name.equals("TF_INPUT")).sorted().toList();
    if (!stripped.isEmpty()) {
      out.add("the tool runs without " + String.join(", ", stripped) + " of the environment: they would change what "
          + "a plan does or prints");
    }
    String cache = inherited.get("TF_PLUGIN_CACHE_DIR");
    if (cache != null && !cache.isBlank() && othersCanWrite(java.nio.file.Path.of(cache))) {
      out.add("TF_PLUGIN_CACHE_DIR " + cache + " is writable by others: " + PLANTED_PROVIDER);
    }
    return out;
  }

  /** Why a plugin cache others can write is said, and what fixes it. */
  public static final String PLANTED_PROVIDER = "a provider planted there runs in every plan; run 'chmod o-w' on it";

  /**
   * Whether a run environment's {@code TF_PLUGIN_CACHE_DIR} ({@code cache}, relative to the stack's
   * directory {@code stackDir}, where the tool runs) names a directory others can write.
   */
  public static boolean pluginCacheOthersCanWrite(java.nio.file.Path stackDir, String cache) {
    if (cache == null || cache.isBlank() || cache.indexOf('\0') >= 0) {
      return false;
    }
    return othersCanWrite(stackDir.resolve(cache));
  }

  /**
   * Each value as given and as the tool receives it: the JDK encodes the environment in the
   * platform's charset, so under a POSIX locale a character it lacks reaches the tool as {@code ?}, and
   * a tool that echoes the value echoes that form. A redactor given both forms hides either.
   */
  public static java.util.Set<String> asPassed(java.util.Collection<String> values) {
    java.util.Set<String> forms = new java.util.LinkedHashSet<>(values);
    for (java.nio.charset.Charset charset : PLATFORM_CHARSETS) {
      for (String value : values) {
        forms.add(new String(value.getBytes(charset), charset));
      }
    }
    return forms;
  }

  /** The charsets the JDK may encode an environment with (they differ only under a POSIX locale). */
  private static final java.util.List<java.nio.charset.Charset> PLATFORM_CHARSETS = platformCharsets();

  private static java.util.List<java.nio.charset.Charset> platformCharsets() {
    java.util.Set<java.nio.charset.Charset> charsets = new java.util.LinkedHashSet<>();
    charsets.add(java.nio.charset.Charset.defaultCharset());
    try {
      charsets.add(java.nio.charset.Charset.forName(System.getProperty("sun.jnu.encoding", "UTF-8")));
    } catch (RuntimeException e) {
      // an unknown name: the default charset stands for it
    }
    charsets.remove(java.nio.charset.StandardCharsets.UTF_8); // Java's strings come back whole from UTF-8
    return java.util.List.copyOf(charsets);
  }

  private static boolean othersCanWrite(java.nio.file.Path dir) {
    try {
      int mode = (Integer) java.nio.file.Files.getAttribute(dir, "unix:mode");
      return (mode & 0002) != 0;
    } catch (java.io.IOException | UnsupportedOperationException e) {
      return false; // absent: the tool makes it, as its user
    }
  }

  private static boolean removed(String name) {
    return name.equals("TF_CLI_ARGS") || name.startsWith("TF_CLI_ARGS_") || name.startsWith("TF_LOG")
        || name.equals("TF_WORKSPACE") || name.equals("TF_DATA_DIR") || name.equals("TF_INPUT");
  }
}
