package io.stackdrift.receiver;

import java.util.Locale;

/** What became of one delivery: the HTTP status it is answered with, and its name in {@code /metrics}. */
public enum Outcome {
  /** A push to the branch the watch judges: a cycle was asked for (coalesced with any pending). */
  CYCLE_REQUESTED(202),
  /** Signed right, but another branch, a tag or another event (GitHub's ping among them): nothing to do. */
  IGNORED(202),
  /** No credential, or one that does not match the secret. */
  UNAUTHORIZED(401),
  /** A body over {@link PushReceiver#MAX_BODY_BYTES}. */
  TOO_LARGE(413),
  /** Signed right, but a body that is not the JSON object a push notification is. */
  MALFORMED(400);

  private final int status;

  Outcome(int status) {
    this.status = status;
  }

  public int status() {
    return status;
  }

  /** The label value in {@code stackdrift_webhook_deliveries_total{outcome="…"}}. */
  public String metricName() {
    return name().toLowerCase(Locale.ROOT);
  }
}
