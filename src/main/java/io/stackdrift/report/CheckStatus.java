package io.stackdrift.report;

import com.fasterxml.jackson.annotation.JsonValue;

/**
 * What became of one check, condition or container health that is not a pass (contract §16); the
 * JSON names are the tool's own check statuses.
 */
public enum CheckStatus {
  /** The condition was false: the check failed. */
  FAIL("fail"),
  /** The condition could not be evaluated (an error in it). */
  ERROR("error"),
  /** The result is known only after an apply. */
  UNKNOWN("unknown");

  private final String json;

  CheckStatus(String json) {
    this.json = json;
  }

  @JsonValue
  public String json() {
    return json;
  }

  /** A failed or erroneous check makes its stack degraded; an unknown one only unknown. */
  public boolean failed() {
    return this != UNKNOWN;
  }
}
