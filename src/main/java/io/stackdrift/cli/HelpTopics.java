package io.stackdrift.cli;

import io.stackdrift.config.ConfigKeys;
import io.stackdrift.help.WordWrapHelp;
import io.stackdrift.process.ToolLocator;
import io.stackdrift.shard.ShardSpec;
import io.stackdrift.terramate.Safeguards;
import io.stackdrift.workspace.Workspace;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;

/**
 * The reference beside the commands: {@code stackdrift help configuration|environment|files|exit-status}
 * print these, and the man page has a section of each, from the same entries.
 */
final class HelpTopics {
  /** One topic: its name for {@code help}, its man page section, what it is about, and its entries. */
  record Topic(String name, String section, String about, List<Entry> entries) {}

  /** A term and what it means. */
  record Entry(String term, String meaning) {}

  static final String OTLP = "OTEL_EXPORTER_OTLP_";

  private HelpTopics() {}

  static List<Topic> all(CommandLine tree) {
    return List.of(configuration(), environment(), files(), exitStatus(tree));
  }

  static List<String> names() {
    return List.of("configuration", "environment", "files", "exit-status");
  }

  static Topic configuration() {
    List<Entry> entries = new ArrayList<>();
    for (ConfigKeys.Key key : ConfigKeys.ALL) {
      String term = key.repeated() ? key.qualified() : key.qualified() + " = " + key.defaultValue();
      entries.add(new Entry(term, key.meaning()));
    }
    return new Topic("configuration", "CONFIGURATION", "stackdrift.toml, at the workspace root, is optional and so "
        + "is every key in it; the values shown are the defaults. [[compose]], [[ignore]] and [[notify]] are "
        + "repeatable tables. Durations are one or more <integer><unit> (d, h, m, s, ms), at most 30 days. "
        + "Unknown keys and wrong types are errors naming the key and its line. Flags win over the file.",
        entries);
  }

  static Topic environment() {
    return new Topic("environment", "ENVIRONMENT", "What stackdrift reads from its environment. The plans get "
        + "the environment stackdrift was started with, less the TF_ variables below that change a plan, with "
        + "TF_IN_AUTOMATION=1, TF_INPUT=0 and CHECKPOINT_DISABLE=1 set.", List.of(
        new Entry(ToolLocator.TOFU_ENV, "the OpenTofu binary, after --tofu and before tools.tofu"),
        new Entry("PATH", "where tofu, terraform and docker are looked up"),
        new Entry(Workspace.SAFE_ENV, "workspace roots, ':'-separated, that a run as root may read although "
            + "another user owns them"),
        new Entry("STATE_DIRECTORY", "the state directory, as systemd's StateDirectory= sets it"),
        new Entry("XDG_STATE_HOME, HOME", "else the state directory is $XDG_STATE_HOME/stackdrift/ID, or "
            + "~/.local/state/stackdrift/ID"),
        new Entry("TF_CLI_CONFIG_FILE, TERRAFORM_CONFIG", "the CLI configuration of the plans (tools.cli_config "
            + "sets TF_CLI_CONFIG_FILE); its plugin_cache_dir, like TF_PLUGIN_CACHE_DIR, makes inits run one at "
            + "a time"),
        new Entry("TF_PLUGIN_CACHE_DIR", "a shared provider cache: inits run one at a time"),
        new Entry("TF_WORKSPACE, TF_DATA_DIR, TF_CLI_ARGS, TF_CLI_ARGS_*, TF_LOG*", "taken out of the tool's "
            + "environment, with a warning: they would change what a plan does or prints"),
        new Entry(io.stackdrift.terramate.Safeguards.ENV, "Terramate's safeguards to turn off when "
            + "--disable-safeguards is not given (outdated-code: plan stacks whose generated code is outdated)"),
        new Entry("DOCKER_HOST", "the Docker engine of the container checks (through the docker CLI)"),
        new Entry("COMPOSE_PROFILES", "the Compose profiles enabled when a compose file is read without the "
            + "compose plugin"),
        new Entry(OTLP + "ENDPOINT, " + OTLP + "TRACES_ENDPOINT, " + OTLP + "METRICS_ENDPOINT",
            "where the OTLP export (traces and metrics) goes without --otlp-endpoint"),
        new Entry(OTLP + "PROTOCOL, " + OTLP + "HEADERS, " + OTLP + "TIMEOUT, " + OTLP + "COMPRESSION, "
            + OTLP + "CERTIFICATE, " + OTLP + "CLIENT_KEY, " + OTLP + "CLIENT_CERTIFICATE",
            "the OTLP exporter's settings, also per signal (" + OTLP + "TRACES_*, " + OTLP + "METRICS_*)"),
        new Entry("OTEL_SERVICE_NAME, OTEL_RESOURCE_ATTRIBUTES", "the resource of the OTLP events"),
        new Entry("CI_NODE_INDEX, CI_NODE_TOTAL", "--shard auto under GitLab CI's parallel jobs"),
        new Entry("JOB_COMPLETION_INDEX, " + ShardSpec.COUNT_VARIABLE, "--shard auto in a Kubernetes Indexed Job"),
        new Entry("env:NAME", "a [[notify]] url written as env:NAME is read from NAME when the run sends"),
        new Entry("NO_COLOR, TERM, COLUMNS", "no colour when NO_COLOR is set or TERM is dumb; the table's width"),
        new Entry(SystemdCommand.LAUNCHER_ENV, "the command the units of 'stackdrift systemd' run"),
        new Entry(Safeguards.ENV, "Terramate's safeguard switches without --disable-safeguards: git-uncommitted, "
            + "git-untracked (or git, all) let a heal or reconcile --yes apply from a work tree with changes"),
        new Entry("GIT_CONFIG_COUNT, GIT_CONFIG_KEY_*, GIT_CONFIG_VALUE_*", "git's own configuration from the "
            + "environment, kept: watch --follow gives git the remote's URL after it the same way, never as an "
            + "argument"),
        new Entry("JAVA_HOME, STACKDRIFT_JAVA_OPTS", "the launcher's Java runtime, and extra options for it"),
        new Entry("LC_ALL, LC_CTYPE, LANG", "the launcher sets a UTF-8 character type when none is set")));
  }

  static Topic files() {
    return new Topic("files", "FILES", "Where stackdrift reads and writes.", List.of(
        new Entry("WORKSPACE/stackdrift.toml", "the configuration (see CONFIGURATION)"),
        new Entry("~/.local/state/stackdrift/ID/", "the state directory of a workspace (ID: its id): known.json, "
            + "last-report.json, history.jsonl, the workspace lock and the pause file, and with watch --follow "
            + "the followed checkout (follow/checkout); --state-dir names another"),
        new Entry("/usr/lib/systemd/system/stackdrift-detect@.service, stackdrift-detect@.timer",
            "the template units of the package: one instance per workspace, named by 'systemd-escape --path'"),
        new Entry("/var/lib/stackdrift/INSTANCE/", "an instance's state directory: drift-report.json, "
            + "stackdrift.prom, events.jsonl and detect's history"),
        new Entry("/etc/stackdrift/INSTANCE.env", "optional: the environment of an instance's plans"),
        new Entry("/etc/systemd/system/stackdrift-detect.service, stackdrift-detect.timer",
            "the units 'stackdrift systemd --install /etc/systemd/system' writes; their results land in "
                + "/var/lib/stackdrift"),
        new Entry("/var/cache/stackdrift/", "the launcher's class-data archives (made at install)"),
        new Entry(ManPage.DOCS, "the README and the documentation (docs/*.md)")));
  }

  /** Each command's exit codes, as its --help ends. */
  static Topic exitStatus(CommandLine tree) {
    List<Entry> entries = new ArrayList<>();
    collectExitCodes(tree.getCommandSpec(), entries);
    return new Topic("exit-status", "EXIT STATUS", "A drifted workspace is not an error: detect exits 0 after any "
        + "completed run unless --detailed-exitcode asks for 2 (drifted) or 3 (unknown); a degraded stack (a failed "
        + "check block) is not drift either, unless --fail-on-degraded asks for 4.", entries);
  }

  private static void collectExitCodes(CommandSpec spec, List<Entry> entries) {
    if (spec.usageMessage().hidden()) {
      return;
    }
    String codes = String.join(" ", spec.usageMessage().footer()).replace("%n", " ").replaceAll("\\s+", " ");
    int at = codes.indexOf("Exit codes: ");
    if (at >= 0) {
      entries.add(new Entry(spec.qualifiedName(), codes.substring(at + "Exit codes: ".length()).strip()));
    }
    spec.subcommands().values().forEach(sub -> collectExitCodes(sub.getCommandSpec(), entries));
  }

  /** A topic as {@code help TOPIC} prints it: the text wrapped to {@code width}, entries indented. */
  static String plain(Topic topic, int width) {
    StringBuilder s = new StringBuilder();
    s.append(topic.section().charAt(0)).append(topic.section().substring(1).toLowerCase(Locale.ROOT)).append('\n');
    s.append(WordWrapHelp.paragraph(topic.about(), width, 2));
    for (Entry entry : topic.entries()) {
      s.append('\n');
      s.append(WordWrapHelp.paragraph(entry.term(), width, 2));
      s.append(WordWrapHelp.paragraph(entry.meaning(), width, 6));
    }
    return s.toString();
  }
}
