package io.stackdrift.detect;

import io.stackdrift.config.Config.DetailsMode;
import io.stackdrift.config.Config.InitMode;
import io.stackdrift.config.Config;
import io.stackdrift.schedule.LongestFirst;
import io.stackdrift.shard.ShardSpec;
import java.time.Duration;
import java.util.OptionalLong;

/**
 * Command-line choices for a detect run; null means "as configured" (contract §3, §10), for
 * {@code durations} (from {@code --durations REPORT}) "from the state directory's last report", and
 * for {@code shard} "the whole selection" (contract §11).
 */
public record DetectSettings(String tofu, Integer parallel, Duration timeout, InitMode init, boolean containers,
    LongestFirst durations, ShardSpec shard, DetailsMode details, OptionalLong memoryBudget) {

  public DetectSettings(String tofu, Integer parallel, Duration timeout, InitMode init, boolean containers,
      LongestFirst durations, ShardSpec shard) {
    this(tofu, parallel, timeout, init, containers, durations, shard, null, null);
  }

  public DetectSettings(String tofu, Integer parallel, Duration timeout, InitMode init, boolean containers) {
    this(tofu, parallel, timeout, init, containers, null, null);
  }

  public DetectSettings(String tofu, Integer parallel, Duration timeout, InitMode init, boolean containers,
      LongestFirst durations) {
    this(tofu, parallel, timeout, init, containers, durations, null);
  }

  /** The same settings for one shard of the selection. */
  public DetectSettings withShard(ShardSpec spec) {
    return new DetectSettings(tofu, parallel, timeout, init, containers, durations, spec, details, memoryBudget);
  }

  /** The same settings with {@code --details attributes|addresses} (null: as configured). */
  public DetectSettings withDetails(DetailsMode mode) {
    return new DetectSettings(tofu, parallel, timeout, init, containers, durations, shard, mode, memoryBudget);
  }

  /** The same settings with {@code --memory-budget}, parsed (empty: auto; null: as configured). */
  public DetectSettings withMemoryBudget(OptionalLong budget) {
    return new DetectSettings(tofu, parallel, timeout, init, containers, durations, shard, details, budget);
  }

  /** {@code --memory-budget}, else {@code detect.memory_budget} ({@code auto}, empty, by default). */
  OptionalLong memoryBudget(Config config) {
    return memoryBudget != null ? memoryBudget : config.detect().memoryBudget();
  }

  /** {@code --details}, else {@code detect.details} (contract §4b). */
  DetailsMode details(Config config) {
    return details != null ? details : config.detect().details();
  }

  public static DetectSettings configured() {
    return new DetectSettings(null, null, null, null, true);
  }

  int parallel(Config config) {
    return parallelism(parallel, config);
  }

  /** {@code --parallel}, else {@code detect.parallel}, else the number of processors. */
  private static int parallelism(Integer flag, Config config) {
    return Config.Detect.parallelism(flag != null ? flag : config.detect().parallel());
  }

  Duration timeout(Config config) {
    return timeout != null ? timeout : config.detect().timeout();
  }

  InitMode init(Config config) {
    return init != null ? init : config.detect().init();
  }
}
