package io.stackdrift.tofu;

import io.stackdrift.process.ToolLocator;
import io.stackdrift.report.Redactor;
import java.nio.file.Path;
import java.util.Collection;
import java.util.Map;
import java.util.Optional;

/**
 * What every run of the tool needs, found once: the binary (contract §3 "Tool"), the environment it
 * runs in and the redactor for what it prints.
 */
public record TofuTool(ToolLocator.Lookup lookup, Map<String, String> environment, Redactor redactor) {

  /**
   * Looks up the binary from {@code --tofu} (null: not given), {@code STACKDRIFT_TOFU}, {@code tools.tofu}
   * ({@code configured}, relative to {@code configDir}), then PATH; {@code cliConfig} is
   * {@code tools.cli_config} (null: keep the caller's).
   */
  public static TofuTool find(Map<String, String> env, String flag, String configured, Path configDir,
      String cliConfig) {
    return new TofuTool(new ToolLocator(env).tofu(flag, configured, configDir),
        ToolEnvironment.forTofu(env, cliConfig), Redactor.fromEnvironment(env));
  }

  /** The same tool whose redactor also hides {@code values} and the forms the tool receives them in. */
  public TofuTool hiding(Collection<String> values) {
    return values.isEmpty() ? this
        : new TofuTool(lookup, environment, redactor.hiding(ToolEnvironment.asPassed(values)));
  }

  public Optional<Path> path() {
    return lookup.path();
  }

  /** Why no plan can run when {@link #path()} is empty: which names were looked for. */
  public String missing() {
    return lookup.missingTofu();
  }
}
