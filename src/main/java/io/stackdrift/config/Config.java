package io.stackdrift.config;

import java.time.Duration;
import java.time.LocalDate;
import java.util.List;

/** {@code stackdrift.toml} (contract §10). Every key is optional; defaults are the contract's. */
public record Config(Identity identity, Tools tools, Detect detect, List<Compose> compose, Reconcile reconcile,
    Watch watch, List<Ignore> ignore) {

  public record Identity(String stackId, String site, String node) {}

  public record Tools(String tofu, String docker, String cliConfig) {}

  public enum InitMode {
    AUTO, ALWAYS, NEVER;

    public String configName() {
      return name().toLowerCase(java.util.Locale.ROOT);
    }
  }

  public record Detect(int parallel, Duration timeout, Duration killGrace, InitMode init, boolean lock,
      Duration lockTimeout, String tags, List<String> remoteOwnedModules) {}

  public record Compose(String project, String file, String stack) {}

  public record Reconcile(Duration lockTimeout, List<String> replace) {}

  /** Which drifted stacks self-heal may apply (contract §10 {@code watch.heal}). */
  public enum HealMode {
    /** Only drift made outside OpenTofu (confirmed before applying) and container drift. */
    EXTERNAL,
    /** Every reconcile target. */
    ANY;

    public String configName() {
      return name().toLowerCase(java.util.Locale.ROOT);
    }
  }

  public record Watch(Duration interval, Duration jitter, int maxTargets, HealMode heal) {}

  /**
   * An {@code [[ignore]]} rule (contract §4): {@code stack} and {@code tags} are "" for every stack,
   * {@code until} null for no expiry; {@code line} is where the rule's address is written.
   */
  public record Ignore(String stack, String tags, String address, String reason, LocalDate until, int line) {}

  public static Config defaults() {
    return new Config(
        new Identity("", "", ""),
        new Tools("", "docker", ""),
        new Detect(0, Duration.ofMinutes(14), Duration.ofSeconds(10), InitMode.AUTO, false, Duration.ZERO, "",
            List.of()),
        List.of(),
        new Reconcile(Duration.ofMinutes(5), List.of()),
        new Watch(Duration.ofMinutes(15), Duration.ofMinutes(1), 5, HealMode.EXTERNAL),
        List.of());
  }
}
