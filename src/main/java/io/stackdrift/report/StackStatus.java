package io.stackdrift.report;

import com.fasterxml.jackson.annotation.JsonValue;

/** Per-stack statuses; the JSON names are the contract's. */
public enum StackStatus {
  CONVERGED("converged"),
  DRIFTED("drifted"),
  FAILED("failed"),
  PENDING_ROOT("pending_root");

  private final String json;

  StackStatus(String json) {
    this.json = json;
  }

  @JsonValue
  public String json() {
    return json;
  }
}
