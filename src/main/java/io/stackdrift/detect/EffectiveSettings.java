package io.stackdrift.detect;

import io.stackdrift.config.Config;
import io.stackdrift.config.Config.DetailsMode;
import io.stackdrift.config.Config.InitMode;
import io.stackdrift.process.MemoryLimits;
import java.time.Duration;

/**
 * A run's settings with the configuration applied, resolved once per run (in {@link RunDecisions},
 * which every step of the run and a heal after it read): the flags where given, else
 * {@code stackdrift.toml}, else the defaults; the memory budget as this machine allows it. Nothing
 * in it means "as configured".
 */
public record EffectiveSettings(int parallel, Duration timeout, InitMode init, DetailsMode details,
    MemoryLimits.Budget memoryBudget) {

  /** {@code flags} over {@code config}, with the budget {@link RunDecisions} found on the machine. */
  static EffectiveSettings of(DetectSettings flags, Config config, MemoryLimits.Budget memoryBudget) {
    return new EffectiveSettings(flags.parallel(config), flags.timeout(config), flags.init(config),
        flags.details(config), memoryBudget);
  }
}
