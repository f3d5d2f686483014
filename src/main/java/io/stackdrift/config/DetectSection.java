package io.stackdrift.config;

/** {@code [detect]}: how the plans run. */
final class DetectSection {
  private DetectSection() {}

  static Config.Detect read(ConfigTable top, Config.Detect defaults) {
    ConfigTable t = top.table("detect");
    t.allow(ConfigKeys.names("detect"));
    return new Config.Detect(
        t.nonNegativeInt("parallel", defaults.parallel()),
        t.duration("timeout", defaults.timeout(), true),
        t.duration("kill_grace", defaults.killGrace(), false),
        t.choice("init", defaults.init()),
        t.bool("lock", defaults.lock()),
        t.duration("lock_timeout", defaults.lockTimeout(), false),
        t.string("tags", defaults.tags()),
        t.strings("remote_owned_modules"),
        t.choice("details", defaults.details()),
        memoryBudget(t, defaults.memoryBudget()),
        t.bool("fail_on_degraded", defaults.failOnDegraded()));
  }

  /** {@code auto} or a size; checked here so that a typo is an error at its line, before any plan. */
  private static MemoryBudget memoryBudget(ConfigTable t, MemoryBudget fallback) {
    String value = t.string("memory_budget", "auto");
    try {
      return MemoryBudget.parse(value);
    } catch (IllegalArgumentException e) {
      t.problem("memory_budget", "detect.memory_budget is not a budget: use auto, or a size of at least "
          + Sizes.format(Sizes.MIN_BUDGET_BYTES) + " such as 512MiB");
      return fallback;
    }
  }
}
