package io.stackdrift.report;

import com.fasterxml.jackson.annotation.JsonValue;

/** The overall status of a drift report. */
public enum OverallStatus {
  CLEAN("clean"),
  DRIFTED("drifted"),
  UNKNOWN("unknown");

  private final String json;

  OverallStatus(String json) {
    this.json = json;
  }

  @JsonValue
  public String json() {
    return json;
  }
}
