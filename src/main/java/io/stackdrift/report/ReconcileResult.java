package io.stackdrift.report;

import java.util.Locale;

/** How the apply of one reconcile target ended; {@code detail} says why it failed or was skipped. */
public record ReconcileResult(String stackId, Outcome outcome, String detail, long durationMs) {

  public enum Outcome {
    SUCCEEDED, FAILED, SKIPPED;

    public String json() {
      return name().toLowerCase(Locale.ROOT);
    }
  }
}
