package io.stackdrift.report;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.Locale;

/**
 * How the apply of one reconcile target ended; {@code detail} says why it failed or was skipped;
 * {@code appliedRevision} the revision a succeeded apply ran from (contract §14; null outside git).
 */
public record ReconcileResult(String stackId, Outcome outcome, String detail, long durationMs,
    @JsonInclude(JsonInclude.Include.NON_NULL) String appliedRevision) {

  public ReconcileResult(String stackId, Outcome outcome, String detail, long durationMs) {
    this(stackId, outcome, detail, durationMs, null);
  }

  public enum Outcome {
    SUCCEEDED, FAILED, SKIPPED;

    public String json() {
      return name().toLowerCase(Locale.ROOT);
    }
  }
}
