package io.stackdrift.config;

import java.util.OptionalLong;

/**
 * How much memory the running plans of a run may hold together, as {@code --memory-budget} or
 * {@code detect.memory_budget} give it: {@link #AUTO} (what the machine has, found at the start of
 * each run by {@code process/MemoryLimits}), or a size in bytes. Never null below the command line.
 */
public record MemoryBudget(long bytes) {
  /** Whatever the machine or its cgroup allows at the start of the run. */
  public static final MemoryBudget AUTO = new MemoryBudget(0);

  public MemoryBudget {
    if (bytes < 0) {
      throw new IllegalArgumentException("a memory budget is auto or a size, not " + bytes + " bytes");
    }
  }

  /** A size given by the flag or the key. */
  public static MemoryBudget of(long bytes) {
    if (bytes <= 0) {
      throw new IllegalArgumentException("a memory budget is auto or a size, not " + bytes + " bytes");
    }
    return new MemoryBudget(bytes);
  }

  /**
   * {@code auto} or a size, read by {@link Sizes#budget} (the one reading of the flag and the key);
   * an IllegalArgumentException saying what is wrong otherwise.
   */
  public static MemoryBudget parse(String spec) {
    OptionalLong bytes = Sizes.budget(spec);
    return bytes.isEmpty() ? AUTO : of(bytes.getAsLong());
  }

  /** Whether the machine decides, at the start of each run. */
  public boolean auto() {
    return bytes == 0;
  }

  @Override
  public String toString() {
    return auto() ? "auto" : Sizes.format(bytes);
  }
}
