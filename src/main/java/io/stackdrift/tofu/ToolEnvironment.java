package io.stackdrift.tofu;

import java.util.HashMap;
import java.util.Map;

/**
 * The environment OpenTofu runs with (contract §3): the caller's, without variables that would
 * change what a plan does or prints, and with automation settings on.
 */
public final class ToolEnvironment {
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

  private static boolean removed(String name) {
    return name.equals("TF_CLI_ARGS") || name.startsWith("TF_CLI_ARGS_") || name.startsWith("TF_LOG")
        || name.equals("TF_WORKSPACE") || name.equals("TF_DATA_DIR") || name.equals("TF_INPUT");
  }
}
