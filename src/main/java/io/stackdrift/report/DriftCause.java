package io.stackdrift.report;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

/**
 * Why a stack drifted (contract §4, extension {@code driftCause}): changed outside OpenTofu, a
 * configuration change not applied yet, both, or not known (no complete JSON stream).
 */
public enum DriftCause {
  EXTERNAL("external"),
  CONFIG("config"),
  BOTH("both"),
  UNKNOWN("unknown");

  private final String json;

  DriftCause(String json) {
    this.json = json;
  }

  @JsonValue
  public String json() {
    return json;
  }

  /** A cause a newer version may add reads as unknown, so its report still reads. */
  @JsonCreator
  public static DriftCause fromJson(String text) {
    for (DriftCause c : values()) {
      if (c.json.equals(text)) {
        return c;
      }
    }
    return UNKNOWN;
  }
}
