package io.stackdrift.detect;

import io.stackdrift.discovery.Stack;
import io.stackdrift.git.Provenance;
import io.stackdrift.process.Cancellation;
import io.stackdrift.process.MemoryLimits;
import io.stackdrift.render.Generation;
import io.stackdrift.shard.ShardPartition;
import io.stackdrift.shard.ShardSpec;
import io.stackdrift.status.IgnoreRules;
import io.stackdrift.terramate.EvaluationStop;
import io.stackdrift.terramate.RunEnvironment;
import io.stackdrift.terramate.Safeguards;
import io.stackdrift.tofu.TofuTool;
import io.stackdrift.tofu.ToolEnvironment;
import io.stackdrift.workspace.Workspace;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * What one detect run decides before its first plan, made once and read by every step after: the
 * selection, the run indices this run checks (the whole selection, or its shard's part), the ignore
 * rules in force today, the tool with its environment and redactor (which hides every value of the
 * run environments), the settings with the configuration applied (parallelism, timeout, init,
 * details, the memory the plans may hold at once, read from the machine here and nowhere else), and
 * each checked stack's run environment (terramate.config.run.env). A heal after the run reads the
 * same settings: every flag reaches it. And the revision the run judges ({@code provenance}: git read
 * once, before the first plan, a few processes whatever the number of stacks; contract §14).
 */
public record RunDecisions(List<Stack> selected, List<Integer> checked, IgnoreRules ignoreRules, TofuTool tool,
    EffectiveSettings settings, Map<String, RunEnvironment> runEnvironments, Provenance.Reading provenance,
    Safeguards safeguards, Map<String, GeneratedCodeCheck> generatedCode, List<String> generatedRunWarnings,
    String unjudged) {

  private static final String PLUGIN_CACHE = "TF_PLUGIN_CACHE_DIR";
  /** How many stacks a warning names before it counts the rest. */
  private static final int STACKS_NAMED = 3;

  public RunDecisions {
    selected = List.copyOf(selected);
    checked = List.copyOf(checked);
    runEnvironments = Map.copyOf(runEnvironments);
    generatedCode = Map.copyOf(generatedCode);
    generatedRunWarnings = List.copyOf(generatedRunWarnings);
  }

  /** Terramate's outdated-code check of the stack (contract §15), made once for the run. */
  public GeneratedCodeCheck generatedCode(Stack stack) {
    return generatedCode.getOrDefault(stack.id(), GeneratedCodeCheck.CURRENT);
  }

  /** Whether a stack with outdated generated code is refused (the outdated-code safeguard is on). */
  public boolean refusesOutdatedCode() {
    return safeguards.checks(Safeguards.Check.OUTDATED_CODE);
  }

  /** The stack's run environment (terramate.config.run.env), evaluated once for the run. */
  public RunEnvironment runEnvironment(Stack stack) {
    return runEnvironments.getOrDefault(stack.id(), RunEnvironment.NONE);
  }

  /**
   * A first signal ({@code cancel}) ends the evaluation of the run environments at once, each stack
   * not done failing; one stack's evaluation may take as long as one of its plans may.
   */
  public static RunDecisions of(Workspace ws, List<Stack> selected, DetectSettings settings, Map<String, String> env,
      Cancellation cancel) {
    ShardSpec shard = settings.shard();
    List<Integer> checked = shard == null ? IntStream.range(0, selected.size()).boxed().toList()
        : ShardPartition.of(selected, shard.count(), settings.durations()).indices(shard.index());
    MemoryLimits.Budget budget = MemoryLimits.of(settings.memoryBudget(ws.config()), settings.memoryBudgetOrigin());
    EffectiveSettings effective = EffectiveSettings.of(settings, ws.config(), budget);
    // generated code first: each stack's globals, evaluated whole, are kept for its run environment
    Safeguards safeguards = settings.safeguards().withProject(Safeguards.readProject(ws.root()));
    EvaluationStop generationStop = new EvaluationStop(cancel::isCancelled, effective.timeout());
    Generation generation = new Generation(ws.root(), ws.stacks(), ws.terramate(), generationStop);
    Map<String, GeneratedCodeCheck> generated = GeneratedCodeCheck.of(generation,
        checked.stream().map(selected::get).toList());
    List<String> runWarnings = new ArrayList<>(); // once on the run: no stack owns these files, or no stack is told
    String outsideStacks = GeneratedCodeCheck.outsideStacks(generation);
    if (outsideStacks != null) {
      runWarnings.add(outsideStacks);
    }
    if (!safeguards.checks(Safeguards.Check.OUTDATED_CODE)) {
      generated = withoutUnsupported(generated, runWarnings);
    }
    Map<String, RunEnvironment> runEnvironments = Map.of();
    if (ws.terramate().definesRunEnvironments()) { // each stack's apart from the others': on every core
      EvaluationStop stop = new EvaluationStop(cancel::isCancelled, effective.timeout());
      runEnvironments = checked.parallelStream().map(selected::get)
          .collect(Collectors.toMap(Stack::id, stack -> ws.runEnvironment(stack, env, stop)));
    }
    // Every value of every run environment is the run's secret: no output of it may show one (contract §13).
    TofuTool tool = ws.tofu(env, settings.tofu()).hiding(runEnvironments.values().stream()
        .flatMap(run -> run.variables().values().stream()).collect(Collectors.toSet()));
    return new RunDecisions(selected, checked, IgnoreRules.of(ws.config().ignore(), LocalDate.now(ZoneOffset.UTC)),
        tool, effective, runEnvironments, Provenance.read(ws.root(), env, cancel), safeguards,
        generated, runWarnings, null);
  }

  /**
   * The same decisions judging {@code reading} instead of the work tree's provenance: a followed
   * branch's revision, checked out by stackdrift (contract §14).
   */
  public RunDecisions judging(Provenance.Reading reading) {
    return new RunDecisions(selected, checked, ignoreRules, tool, settings, runEnvironments, reading, safeguards,
        generatedCode, generatedRunWarnings, unjudged);
  }

  /**
   * The same decisions for a run that can judge nothing ({@code why}: a followed branch could not be
   * fetched): every checked stack {@code failed} with {@code why}, none planned, so the run is
   * {@code unknown}, never {@code clean} for a revision it did not check.
   */
  public RunDecisions unjudged(String why) {
    return new RunDecisions(selected, checked, ignoreRules, tool, settings, runEnvironments, provenance, safeguards,
        generatedCode, generatedRunWarnings, why);
  }

  /**
   * With the outdated-code safeguard off, as {@code terramate run} then checks nothing, a stack whose
   * generated code stackdrift cannot render (a Terramate experiment it does not render) is planned
   * as it is on disk: its check is dropped, and one warning for the run says so.
   */
  private static Map<String, GeneratedCodeCheck> withoutUnsupported(Map<String, GeneratedCodeCheck> generated,
      List<String> runWarnings) {
    Map<String, GeneratedCodeCheck> checkable = new java.util.HashMap<>(generated);
    List<String> unchecked = new ArrayList<>();
    generated.forEach((id, check) -> {
      if (check.unsupported()) {
        checkable.remove(id);
        unchecked.add(check.error());
      }
    });
    if (!unchecked.isEmpty()) {
      unchecked.sort(null);
      runWarnings.add("generated code of " + unchecked.size() + (unchecked.size() == 1 ? " stack" : " stacks")
          + " is not checked (the outdated-code safeguard is disabled): " + unchecked.get(0)
          + (unchecked.size() > 1 ? " (and " + (unchecked.size() - 1) + " more)" : ""));
    }
    return checkable;
  }

  /**
   * What an operator should hear of the outdated-code check before the plans: the project's
   * safeguard settings that cannot be read (the check stays on), and, when the check is turned off,
   * one warning naming the stacks planned with outdated generated code.
   */
  public List<String> generatedCodeWarnings() {
    List<String> warnings = new ArrayList<>();
    safeguards.errors().forEach(d -> warnings.add(d.message() + " (" + d.file() + ":" + d.line()
        + "); Terramate's safeguards stay on"));
    warnings.addAll(generatedRunWarnings);
    if (refusesOutdatedCode()) {
      return warnings;
    }
    List<String> outdated = new ArrayList<>();
    for (int i : checked) {
      Stack stack = selected.get(i);
      if (!generatedCode(stack).outdated().isEmpty()) {
        outdated.add(stack.workspacePath());
      }
    }
    if (!outdated.isEmpty()) {
      warnings.add("the outdated-code safeguard is disabled (" + Safeguards.FLAG + ", " + Safeguards.ENV
          + " or terramate.config.disable_safeguards): " + listed(outdated) + " planned with outdated generated code "
          + "(each entry lists the files; 'stackdrift generate' renders them)");
    }
    return warnings;
  }

  /**
   * What an operator should hear of the checked stacks' run environments before the plans: a
   * {@code TF_PLUGIN_CACHE_DIR} others can write, as of the host's (ToolEnvironment#warnings), once
   * per definition with the stacks it is in. Neither the value nor the directory is said (values never
   * reach logs); {@code list --run-env} shows them.
   */
  public List<String> runEnvironmentWarnings() {
    Map<String, List<String>> stacksByPlace = new TreeMap<>();
    for (int i : checked) {
      Stack stack = selected.get(i);
      RunEnvironment run = runEnvironment(stack);
      if (ToolEnvironment.pluginCacheOthersCanWrite(stack.dir(), run.variables().get(PLUGIN_CACHE))) {
        stacksByPlace.computeIfAbsent(run.places().getOrDefault(PLUGIN_CACHE, "terramate.config.run.env"),
            place -> new ArrayList<>()).add(stack.workspacePath());
      }
    }
    List<String> warnings = new ArrayList<>();
    stacksByPlace.forEach((place, stacks) -> warnings.add(place + ": terramate.config.run.env." + PLUGIN_CACHE
        + " names a directory writable by others (" + listed(stacks) + "): " + ToolEnvironment.PLANTED_PROVIDER
        + " ('stackdrift list --run-env' shows it)"));
    return warnings;
  }

  private static String listed(List<String> stacks) {
    String named = (stacks.size() == 1 ? "stack " : "stacks ")
        + String.join(", ", stacks.subList(0, Math.min(STACKS_NAMED, stacks.size())));
    return stacks.size() <= STACKS_NAMED ? named : named + " and " + (stacks.size() - STACKS_NAMED) + " more";
  }
}
