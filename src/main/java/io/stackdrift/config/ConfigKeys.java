package io.stackdrift.config;

import java.util.List;

/**
 * Every key of {@code stackdrift.toml}, with its default and meaning: the keys the loader accepts
 * (each section allows exactly its own) and what {@code stackdrift help configuration} and the man
 * page list, so the three never disagree.
 */
public final class ConfigKeys {
  /**
   * One key: its table ({@code detect}; {@code compose} and the other arrays of tables are
   * {@code repeated}), its name, its default as TOML writes it (empty when it has none) and what it
   * does.
   */
  public record Key(String table, boolean repeated, String name, String defaultValue, String meaning) {
    /** {@code detect.timeout}, or {@code [[compose]] project}. */
    public String qualified() {
      return repeated ? "[[" + table + "]] " + name : table + "." + name;
    }
  }

  /** The tables in the order the file and the documentation use. */
  public static final List<String> TABLES =
      List.of("identity", "tools", "detect", "compose", "reconcile", "watch", "source", "ignore",
          "notify");

  public static final List<Key> ALL = List.of(
      key("identity", "stack_id", "\"\"", "the report's stackId; default: sha256 of the workspace root path"),
      key("identity", "site", "\"\"", "the default siteRef (else \"local\")"),
      key("identity", "node", "\"\"", "the default nodeRef (else the host name)"),
      key("tools", "tofu", "\"\"", "path or name of the OpenTofu binary; default tofu, then terraform on PATH; "
          + "a relative path is relative to the workspace root"),
      key("tools", "docker", "\"docker\"", "path or name of the docker CLI for the container checks"),
      key("tools", "cli_config", "\"\"", "TF_CLI_CONFIG_FILE for the plans"),
      key("detect", "parallel", "0", "plans at once; 0 is the number of processors"),
      key("detect", "timeout", "\"14m\"", "the limit of one stack's plan"),
      key("detect", "kill_grace", "\"10s\"", "between SIGTERM and SIGKILL on a timeout or cancel, and for a killed "
          + "run's leftovers"),
      key("detect", "init", "\"auto\"", "auto, always or never: when to run init before a plan"),
      key("detect", "lock", "false", "-lock for plans; true adds -lock-timeout"),
      key("detect", "lock_timeout", "\"0s\"", "-lock-timeout of the plans when detect.lock is true"),
      key("detect", "tags", "\"\"", "the default --tags filter"),
      key("detect", "remote_owned_modules", "[]", "modules whose OpenTofu root lives elsewhere"),
      key("detect", "details", "\"attributes\"", "attributes: each plan is saved privately and read with show "
          + "-json, so a drifted stack says which attribute changed; addresses: resources by address only"),
      key("detect", "memory_budget", "\"auto\"", "how much the running plans may hold together: auto (the "
          + "cgroup's free memory, else MemAvailable, less 256 MiB) or a size (\"2GiB\")"),
      key("detect", "fail_on_degraded", "false", "true: a run with a degraded stack (a failed check block or "
          + "condition, an unhealthy container) exits 4, as --fail-on-degraded"),
      repeated("compose", "project", "the Compose project's name (needs a project or a file)"),
      repeated("compose", "file", "its compose file, relative to the workspace root"),
      repeated("compose", "stack", "the stack (id or path) that runs it"),
      key("reconcile", "lock_timeout", "\"5m\"", "-lock-timeout of reconcile's applies"),
      key("reconcile", "timeout", "\"2h\"", "an apply's own limit (\"0\": none); on it only the tool gets SIGTERM"),
      key("reconcile", "kill_grace", "\"10m\"", "how long an apply has after SIGTERM to write its state before "
          + "SIGKILL"),
      key("reconcile", "replace", "[]", "address globs to -replace for container-only targets; \"TAG=GLOB\" for "
          + "stacks with TAG"),
      key("watch", "interval", "\"15m\"", "between watch cycles"),
      key("watch", "jitter", "\"1m\"", "up to this much random extra wait per cycle"),
      key("watch", "max_targets", "5", "self-heal touches at most this many stacks per cycle"),
      key("watch", "heal", "\"external\"", "external: self-heal only drift made outside OpenTofu and "
          + "container-only targets; any: every target"),
      key("watch", "heal_attempts", "2", "heals in a row that leave a stack not converged and healthy before it "
          + "is stalled: left alone until reconcile or 'stackdrift resume'"),
      key("source", "follow", "\"\"", "REMOTE/BRANCH: each watch cycle fetches that branch and judges its newest "
          + "revision in a checkout of its own, as watch --follow; \"\": the work tree as it is"),
      key("source", "fetch_timeout", "\"2m\"", "the limit of one fetch of the followed branch"),
      repeated("ignore", "stack", "optional: a glob over the stack id or its path (default: every stack)"),
      repeated("ignore", "tags", "optional: a Terramate tag filter; with stack, both must match"),
      repeated("ignore", "address", "required: the resource address glob of the planned changes to leave out"),
      repeated("ignore", "reason", "required: why"),
      repeated("ignore", "until", "optional: a TOML date or \"YYYY-MM-DD\"; the rule applies through that day (UTC)"),
      repeated("notify", "url", "required: an http or https URL, or env:NAME to read it from the environment"),
      repeated("notify", "format", "json (the run event) or slack (a {\"text\": ...} body); default json"),
      repeated("notify", "on", "change (a status changed) or always; default change"));

  private ConfigKeys() {}

  /** The names a table allows, in order. */
  public static String[] names(String table) {
    return ALL.stream().filter(k -> k.table().equals(table)).map(Key::name).toArray(String[]::new);
  }

  private static Key key(String table, String name, String defaultValue, String meaning) {
    return new Key(table, false, name, defaultValue, meaning);
  }

  private static Key repeated(String table, String name, String meaning) {
    return new Key(table, true, name, "", meaning);
  }
}
