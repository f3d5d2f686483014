package io.stackdrift.tofu;

import java.util.regex.Pattern;

/**
 * A resource in a plan: {@code drift} is true for a change made outside OpenTofu
 * ({@code resource_drift}), false for a change the plan would make ({@code planned_change}).
 * {@code reason} is the plan's action reason ("" when none), {@code moved} says the change has a
 * {@code previous_resource}, {@code importing} that it imports.
 */
public record ResourceChange(String address, String action, boolean drift, String reason, boolean moved,
    boolean importing) {
  /** {@code data.} as the first step after any number of {@code module.NAME[KEY].} steps. */
  private static final Pattern DATA_SOURCE = Pattern.compile("^(module\\.[^.\\[]+(\\[[^\\]]*\\])?\\.)*data\\..*");

  public ResourceChange(String address, String action, boolean drift) {
    this(address, action, drift, "", false, false);
  }

  public boolean dataSource() {
    return DATA_SOURCE.matcher(address).matches();
  }
}
