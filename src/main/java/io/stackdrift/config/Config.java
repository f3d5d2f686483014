package io.stackdrift.config;

import java.time.Duration;
import java.time.LocalDate;
import java.util.List;

/** {@code stackdrift.toml} (contract §10). Every key is optional; defaults are the contract's. */
public record Config(Identity identity, Tools tools, Detect detect, List<Compose> compose, Reconcile reconcile,
    Watch watch, Source source, List<Ignore> ignore, List<Notify> notifications, KeyLines lines) {

  /** The same configuration, its keys located in {@code lines} (the text it was read from). */
  Config withLines(KeyLines located) {
    return new Config(identity, tools, detect, compose, reconcile, watch, source, ignore, notifications, located);
  }

  /** The same with {@code identity.stack_id} set to {@code stackId} (a followed checkout keeps its workspace's id). */
  public Config withStackId(String stackId) {
    return new Config(new Identity(stackId, identity.site(), identity.node()), tools, detect, compose, reconcile,
        watch, source, ignore, notifications, lines);
  }

  /**
   * The line of {@code section.key} in the file this configuration was read from, for errors found
   * after loading (0 when it cannot be told, or the configuration is the defaults).
   */
  public int lineOf(String section, String key) {
    return lines.lineOf(section, key);
  }

  public record Identity(String stackId, String site, String node) {}

  public record Tools(String tofu, String docker, String cliConfig) {}

  public enum InitMode {
    AUTO, ALWAYS, NEVER;
  }

  public record Detect(int parallel, Duration timeout, Duration killGrace, InitMode init, boolean lock,
      Duration lockTimeout, String tags, List<String> remoteOwnedModules, DetailsMode details,
      MemoryBudget memoryBudget, boolean failOnDegraded) {

    /** Plans at once by {@code detect.parallel} alone: 0 is the number of processors (contract §3). */
    public int parallelism() {
      return parallelism(parallel);
    }

    /** {@code n} plans or applies at once, 0 being the number of processors ({@code --parallel 0} too). */
    public static int parallelism(int n) {
      return n > 0 ? n : Runtime.getRuntime().availableProcessors();
    }
  }

  /**
   * {@code detect.details} (contract §4b): {@code attributes} saves each plan and reads what changed
   * attribute by attribute; {@code addresses} saves no plan and lists resources by address only.
   */
  public enum DetailsMode {
    ATTRIBUTES,
    ADDRESSES
  }

  public record Compose(String project, String file, String stack) {}

  /**
   * {@code [reconcile]}: the apply lock timeout, forced replacements, and the applies' own limit
   * ({@code timeout}, zero: none) and grace between SIGTERM and SIGKILL ({@code killGrace}): an
   * apply is never cut short by the plans' timeout (contract §9).
   */
  public record Reconcile(Duration lockTimeout, List<String> replace, Duration timeout, Duration killGrace) {}

  /** Which drifted stacks self-heal may apply (contract §10 {@code watch.heal}). */
  public enum HealMode {
    /** Only drift made outside OpenTofu (confirmed before applying) and container drift. */
    EXTERNAL,
    /** Every reconcile target. */
    ANY;
  }

  public record Watch(Duration interval, Duration jitter, int maxTargets, HealMode heal, int healAttempts) {}

  /**
   * {@code [source]} (contract §14): the branch a watch follows ({@code follow}, {@code REMOTE/BRANCH};
   * "" for none: the work tree as it is) and how long one fetch of it may take.
   */
  public record Source(String follow, Duration fetchTimeout) {
    private static final java.util.regex.Pattern REMOTE = java.util.regex.Pattern.compile("[A-Za-z0-9_][A-Za-z0-9._-]*");

    /**
     * Why {@code followed} is not {@code REMOTE/BRANCH} as git names a remote and a branch (git
     * check-ref-format's rules), null when it is.
     */
    public static String problem(String followed) {
      int slash = followed.indexOf('/');
      if (slash <= 0 || slash == followed.length() - 1) {
        return "'" + followed + "' is not REMOTE/BRANCH (such as origin/main)";
      }
      String remote = followed.substring(0, slash);
      String branch = followed.substring(slash + 1);
      if (!REMOTE.matcher(remote).matches()) {
        return "'" + remote + "' is not a remote's name (letters, digits, '.', '_' and '-')";
      }
      boolean bad = branch.startsWith("-") || branch.startsWith("/") || branch.endsWith("/") || branch.endsWith(".")
          || branch.endsWith(".lock") || branch.contains("..") || branch.contains("//") || branch.contains("@{")
          || branch.contains("/.") || branch.startsWith(".") || branch.equals("@") || branch.equals("HEAD")
          || branch.chars().anyMatch(c -> c <= ' ' || c == 0x7f || "~^:?*[\\".indexOf(c) >= 0);
      return bad ? "'" + branch + "' is not a branch name git accepts (git check-ref-format)" : null;
    }
  }

  /**
   * An {@code [[ignore]]} rule (contract §4): {@code stack} and {@code tags} are "" for every stack,
   * {@code until} null for no expiry; {@code line} is where the rule's address is written.
   */
  public record Ignore(String stack, String tags, String address, String reason, LocalDate until, int line) {}

  /** The body a {@code [[notify]]} receiver gets (contract §10 {@code notify.format}). */
  public enum NotifyFormat {
    /** The run event of contract §7, one JSON object. */
    JSON,
    /** A Slack-compatible {@code {"text": ...}} naming what changed. */
    SLACK;
  }

  /** When a {@code [[notify]]} receiver is told about a run (contract §10 {@code notify.on}). */
  public enum NotifyOn {
    /** A stack's status differs from its last known one (a first sighting counts), or the overall status does. */
    CHANGE,
    /** After every run. */
    ALWAYS;
  }

  /**
   * A {@code [[notify]]} receiver: {@code url} as written, an http(s) URL or {@code env:NAME} (read
   * when the run sends); {@code section} names it ({@code notify[0]}) and {@code line} is where its url
   * is written, so that a warning can point at it without showing the URL.
   */
  public record Notify(String url, NotifyFormat format, NotifyOn on, String section, int line) {
    private static final String ENV_PREFIX = "env:";

    /** The environment variable that holds the URL, or null when the URL is written in the file. */
    public String envName() {
      return url.startsWith(ENV_PREFIX) ? url.substring(ENV_PREFIX.length()) : null;
    }
  }

  public static Config defaults() {
    return new Config(
        new Identity("", "", ""),
        new Tools("", "docker", ""),
        new Detect(0, Duration.ofMinutes(14), Duration.ofSeconds(10), InitMode.AUTO, false, Duration.ZERO, "",
            List.of(), DetailsMode.ATTRIBUTES, MemoryBudget.AUTO, false),
        List.of(),
        new Reconcile(Duration.ofMinutes(5), List.of(), Duration.ofHours(2), Duration.ofMinutes(10)),
        new Watch(Duration.ofMinutes(15), Duration.ofMinutes(1), 5, HealMode.EXTERNAL, 2),
        new Source("", Duration.ofMinutes(2)),
        List.of(),
        List.of(),
        KeyLines.NONE);
  }
}
