package io.stackdrift.workspace;

import io.stackdrift.config.Config;
import io.stackdrift.config.ConfigurationException;
import io.stackdrift.config.Diagnostic;
import io.stackdrift.discovery.Stack;
import io.stackdrift.discovery.WorkspaceRoot;
import io.stackdrift.fs.FileTrust;
import io.stackdrift.fs.RootTrust;
import io.stackdrift.order.RunOrder;
import io.stackdrift.order.StackGraph;
import io.stackdrift.process.ToolLocator;
import io.stackdrift.report.Sha256;
import io.stackdrift.terramate.EvaluationStop;
import io.stackdrift.terramate.RunEnvironment;
import io.stackdrift.terramate.TerramateTree;
import io.stackdrift.tofu.TofuTool;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A loaded workspace: its root, the working directory ({@code -C} or the current directory, at or
 * below the root), configuration, every stack in run order with the resolved graph, the ids each
 * stack runs after (directly), warnings met while loading, and the Terramate configuration besides
 * the stacks (globals, run environments).
 */
public record Workspace(Path root, Path workingDir, Config config, List<Stack> stacks, StackGraph graph,
    Map<String, Set<String>> runsAfter, List<Diagnostic> warnings, TerramateTree terramate) {

  /** The workspace's id: {@code identity.stack_id}, else the sha256 of the root path (the report's stackId). */
  public String id() {
    String configured = config.identity().stackId();
    return configured.isBlank() ? Sha256.hex(root.toString()) : configured;
  }

  /**
   * What {@code terramate run} would add to the environment of the stack's commands
   * (terramate.config.run.env over the host's {@code env}), or why it cannot be known.
   */
  public RunEnvironment runEnvironment(Stack stack, Map<String, String> env) {
    return runEnvironment(stack, env, EvaluationStop.NONE);
  }

  /** The same, given up (the stack failed, saying why) when {@code stop} says so, even while its globals evaluate. */
  public RunEnvironment runEnvironment(Stack stack, Map<String, String> env, EvaluationStop stop) {
    RunEnvironment run = terramate.runEnvironment(stack, env, stop);
    if (run.failed()) {
      return run;
    }
    List<String> cliConfigs = List.of("TF_CLI_CONFIG_FILE", "TERRAFORM_CONFIG");
    if (!isBlank(config.tools().cliConfig())) { // tools.cli_config wins: the stack's choice is left out
      return run.without(cliConfigs);
    }
    for (String name : cliConfigs) {
      String value = run.variables().get(name);
      // it chooses what the tool runs: trusted as the host's would have to be, or the stack is not run
      String problem = isBlank(value) ? null : FileTrust.problem(stack.dir().resolve(value));
      if (problem != null) { // the problem names the file: the operator's to read, never a report's (§13)
        String place = run.places().get(name);
        String attribute = (place == null ? "" : place + ": ") + "terramate.config.run.env." + name + ": ";
        return RunEnvironment.refused(attribute + problem, attribute + "the file it names could be changed by "
            + "another user ('stackdrift list --run-env' says which and why)");
      }
    }
    return run;
  }

  /** The stack with this id, ignoring case; null when none. */
  public Stack stack(String id) {
    return graph.stack(id);
  }

  /**
   * The OpenTofu binary for this workspace (contract §3 "Tool"): {@code --tofu} ({@code flag}, null
   * when not given), {@code STACKDRIFT_TOFU}, {@code tools.tofu} (a relative path is relative to the
   * workspace root, where the configuration file is), then PATH.
   */
  public TofuTool tofu(Map<String, String> env, String flag) {
    return TofuTool.find(env, flag, config.tools().tofu(), root, config.tools().cliConfig());
  }

  /**
   * The binary, or one configuration error before any work (no stack is reported failed for it): a
   * run that planned nothing must not look like a run.
   */
  public TofuTool requireTofu(Map<String, String> env, String flag) throws ConfigurationException {
    requireTrusted(env);
    TofuTool tool = tofu(env, flag);
    if (tool.path().isPresent()) {
      requireTrustedCliConfig(env);
      return tool;
    }
    boolean configured = (flag == null || flag.isBlank()) && isBlank(env.get(ToolLocator.TOFU_ENV))
        && !isBlank(config.tools().tofu());
    Path file = root.resolve(WorkspaceRoot.CONFIG_FILE);
    throw new ConfigurationException(List.of(configured
        ? new Diagnostic(file, config.lineOf("tools", "tofu"), 0, "tools.tofu: " + tool.missing())
        : Diagnostic.at(null, tool.missing())));
  }

  /**
   * A root run refuses a workspace, configuration file or stack directory that another user owns or
   * others can write (contract §9), unless {@value #SAFE_ENV} names the workspace root ({@code :}
   * between roots; {@code *}: any), as git's {@code safe.directory}.
   */
  void requireTrusted(Map<String, String> env) throws ConfigurationException {
    if (!RootTrust.runningAsRoot() || namedSafe(env.get(SAFE_ENV))) {
      return;
    }
    List<Diagnostic> problems = new ArrayList<>();
    refuse(problems, root, RootTrust.problem(root, "the workspace"));
    Path file = root.resolve(WorkspaceRoot.CONFIG_FILE);
    refuse(problems, file, RootTrust.problem(file, "the configuration file"));
    for (Stack stack : stacks) {
      refuse(problems, stack.dir(), RootTrust.problem(stack.dir(), "the stack directory"));
    }
    if (!problems.isEmpty()) {
      problems.add(Diagnostic.at(null, "if you trust whoever controls them, name the workspace as safe: "
          + SAFE_ENV + "=" + root));
      throw new ConfigurationException(problems);
    }
  }

  /** The workspaces a root run may use whoever owns them. */
  public static final String SAFE_ENV = "STACKDRIFT_SAFE_DIRECTORIES";

  private boolean namedSafe(String listed) {
    if (listed == null) {
      return false;
    }
    for (String entry : listed.split(":")) {
      if (entry.equals("*") || !entry.isBlank() && Path.of(entry).toAbsolutePath().normalize().equals(root)) {
        return true;
      }
    }
    return false;
  }

  private static void refuse(List<Diagnostic> problems, Path path, String problem) {
    if (problem != null) {
      problems.add(Diagnostic.at(path, problem));
    }
  }

  /**
   * {@code tools.cli_config}, {@code TF_CLI_CONFIG_FILE} and the legacy {@code TERRAFORM_CONFIG}
   * choose what the tool runs ({@code dev_overrides}, provider installation): the same owner and
   * mode checks as the tool's binary.
   */
  private void requireTrustedCliConfig(Map<String, String> env) throws ConfigurationException {
    String configured = config.tools().cliConfig();
    List<Diagnostic> problems = new ArrayList<>();
    Path file = root.resolve(WorkspaceRoot.CONFIG_FILE);
    if (!isBlank(configured)) {
      String problem = FileTrust.problem(root.resolve(configured));
      if (problem != null) {
        problems.add(new Diagnostic(file, config.lineOf("tools", "cli_config"), 0, "tools.cli_config: " + problem));
      }
    } else {
      for (String name : List.of("TF_CLI_CONFIG_FILE", "TERRAFORM_CONFIG")) {
        String value = env.get(name);
        String problem = isBlank(value) ? null : FileTrust.problem(Path.of(value));
        if (problem != null) {
          problems.add(Diagnostic.at(null, name + ": " + problem));
        }
      }
    }
    if (!problems.isEmpty()) {
      throw new ConfigurationException(problems);
    }
  }

  private static boolean isBlank(String s) {
    return s == null || s.isBlank();
  }

  /** Some of the workspace's stacks in Terramate's run order over them (contract §2). */
  public List<Stack> inRunOrder(Collection<Stack> selected) {
    Set<Stack> set = StackGraph.identitySet(selected);
    if (set.size() == stacks.size()) {
      return stacks; // every stack: the order computed when the workspace was loaded
    }
    return RunOrder.of(graph, set).ordered();
  }
}
