package io.stackdrift.report;

import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Collection;

/**
 * A stack's or a run's health (contract §16), judged apart from its sync status: {@code healthy}
 * when every check that ran passed (or there is none), {@code degraded} when one failed or a
 * container is unhealthy, {@code unknown} when it cannot be told. The JSON names are the contract's;
 * the constants are in order of severity, so the worst is the greatest.
 */
public enum Health {
  HEALTHY("healthy"),
  UNKNOWN("unknown"),
  DEGRADED("degraded");

  private final String json;

  Health(String json) {
    this.json = json;
  }

  @JsonValue
  public String json() {
    return json;
  }

  /** The worse of the two; a null side counts as {@code unknown}. */
  public static Health worse(Health a, Health b) {
    Health left = a == null ? UNKNOWN : a;
    Health right = b == null ? UNKNOWN : b;
    return left.compareTo(right) >= 0 ? left : right;
  }

  /** The worst of {@code healths}, {@code unknown} for none (nothing was judged). */
  public static Health worst(Collection<Health> healths) {
    if (healths.isEmpty()) {
      return UNKNOWN;
    }
    Health worst = HEALTHY;
    for (Health h : healths) {
      worst = worse(worst, h);
    }
    return worst;
  }
}
