package io.stackdrift.detect;

import io.stackdrift.config.Config;
import io.stackdrift.config.Config.DetailsMode;
import io.stackdrift.config.Config.InitMode;
import io.stackdrift.config.MemoryBudget;
import io.stackdrift.schedule.LongestFirst;
import io.stackdrift.shard.ShardSpec;
import io.stackdrift.terramate.Safeguards;
import java.time.Duration;

/**
 * Command-line choices for a detect run; null means "as configured" (contract §3, §10), for
 * {@code durations} (from {@code --durations REPORT}) "from the state directory's last report", and
 * for {@code shard} "the whole selection" (contract §11). Built from {@link #configured()} with the
 * {@code with…} of each flag given; {@link EffectiveSettings} applies the configuration, once per run.
 */
public record DetectSettings(String tofu, Integer parallel, Duration timeout, InitMode init, boolean containers,
    LongestFirst durations, ShardSpec shard, DetailsMode details, MemoryBudget memoryBudget, Safeguards safeguards) {

  /** No flag given: every choice as configured, the containers checked, the whole selection. */
  public static DetectSettings configured() {
    return new DetectSettings(null, null, null, null, true, null, null, null, null, Safeguards.DEFAULT);
  }

  /** {@code --tofu} (null: as configured). */
  public DetectSettings withTofu(String tool) {
    return new DetectSettings(tool, parallel, timeout, init, containers, durations, shard, details, memoryBudget,
        safeguards);
  }

  /** {@code --parallel} (null: as configured; 0: the number of processors). */
  public DetectSettings withParallel(Integer plans) {
    return new DetectSettings(tofu, plans, timeout, init, containers, durations, shard, details, memoryBudget,
        safeguards);
  }

  /** {@code --timeout}, per stack (null: as configured). */
  public DetectSettings withTimeout(Duration limit) {
    return new DetectSettings(tofu, parallel, limit, init, containers, durations, shard, details, memoryBudget,
        safeguards);
  }

  /** {@code --init} (null: as configured). */
  public DetectSettings withInit(InitMode mode) {
    return new DetectSettings(tofu, parallel, timeout, mode, containers, durations, shard, details, memoryBudget,
        safeguards);
  }

  /** Whether the containers are checked ({@code --no-native}: not). */
  public DetectSettings withContainers(boolean check) {
    return new DetectSettings(tofu, parallel, timeout, init, check, durations, shard, details, memoryBudget,
        safeguards);
  }

  /** {@code --durations}: the start order (null: from the state directory's last report). */
  public DetectSettings withDurations(LongestFirst order) {
    return new DetectSettings(tofu, parallel, timeout, init, containers, order, shard, details, memoryBudget,
        safeguards);
  }

  /** The same settings for one shard of the selection. */
  public DetectSettings withShard(ShardSpec spec) {
    return new DetectSettings(tofu, parallel, timeout, init, containers, durations, spec, details, memoryBudget,
        safeguards);
  }

  /** The same settings with {@code --details attributes|addresses} (null: as configured). */
  public DetectSettings withDetails(DetailsMode mode) {
    return new DetectSettings(tofu, parallel, timeout, init, containers, durations, shard, mode, memoryBudget,
        safeguards);
  }

  /** The same settings with {@code --memory-budget} (null: as configured). */
  public DetectSettings withMemoryBudget(MemoryBudget budget) {
    return new DetectSettings(tofu, parallel, timeout, init, containers, durations, shard, details, budget,
        safeguards);
  }

  /**
   * Terramate's safeguard switches of the command line ({@code --disable-safeguards}, else
   * {@code TM_DISABLE_SAFEGUARDS}); the project's are read with the workspace.
   */
  public DetectSettings withSafeguards(Safeguards switches) {
    return new DetectSettings(tofu, parallel, timeout, init, containers, durations, shard, details, memoryBudget,
        switches);
  }

  /** {@code --memory-budget}, else {@code detect.memory_budget} ({@code auto} by default). */
  MemoryBudget memoryBudget(Config config) {
    return memoryBudget != null ? memoryBudget : config.detect().memoryBudget();
  }

  /** Which of the two gave the memory budget, for --debug. */
  String memoryBudgetOrigin() {
    return memoryBudget != null ? "--memory-budget" : "detect.memory_budget";
  }

  /** {@code --details}, else {@code detect.details} (contract §4b). */
  DetailsMode details(Config config) {
    return details != null ? details : config.detect().details();
  }

  /** {@code --parallel}, else {@code detect.parallel}, else the number of processors. */
  int parallel(Config config) {
    return Config.Detect.parallelism(parallel != null ? parallel : config.detect().parallel());
  }

  Duration timeout(Config config) {
    return timeout != null ? timeout : config.detect().timeout();
  }

  InitMode init(Config config) {
    return init != null ? init : config.detect().init();
  }
}
