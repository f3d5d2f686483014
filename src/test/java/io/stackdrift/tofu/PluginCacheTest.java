package io.stackdrift.tofu;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A plugin cache set anywhere the tool reads it makes inits run one at a time. */
class PluginCacheTest {
  @TempDir
  Path home;

  @Test
  void theVariableOrTheCliConfigurationSetsIt() throws Exception {
    assertTrue(PluginCache.shared(Map.of("TF_PLUGIN_CACHE_DIR", "/var/cache/tf")));
    assertFalse(PluginCache.shared(Map.of("HOME", home.toString())), "no configuration: no cache");

    Files.writeString(home.resolve(".terraformrc"), "# plugin_cache_dir = \"off\"\ndisable_checkpoint = true\n");
    assertFalse(PluginCache.shared(Map.of("HOME", home.toString())), "a commented setting is no setting");

    Files.writeString(home.resolve(".terraformrc"), "plugin_cache_dir = \"$HOME/.terraform.d/plugin-cache\"\n");
    assertTrue(PluginCache.shared(Map.of("HOME", home.toString())));

    Path json = Files.writeString(home.resolve("cli.tfrc.json"), "{\n  \"plugin_cache_dir\": \"/c\"\n}\n");
    assertTrue(PluginCache.shared(Map.of("TF_CLI_CONFIG_FILE", json.toString())));
    Path other = Files.writeString(home.resolve("other.tfrc"), "disable_checkpoint = true\n");
    assertFalse(PluginCache.shared(Map.of("TF_CLI_CONFIG_FILE", other.toString(), "HOME", home.toString())),
        "TF_CLI_CONFIG_FILE replaces the home directory's file");
  }

  @Test
  void aConfigurationThatCannotBeReadCountsAsSharing() throws Exception {
    Path directory = Files.createDirectory(home.resolve("a-directory"));
    assertTrue(PluginCache.shared(Map.of("TF_CLI_CONFIG_FILE", directory.toString())));
  }
}
