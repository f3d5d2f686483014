package io.stackdrift.testing;

import com.fasterxml.jackson.databind.JsonNode;

/** Reading a written drift report in tests. */
public final class ReportJson {
  private ReportJson() {}

  /** The {@code stacks[]} entry with this id; an assertion error naming the report when there is none. */
  public static JsonNode stack(JsonNode report, String id) {
    for (JsonNode s : report.path("stacks")) {
      if (s.path("stackId").asText().equals(id)) {
        return s;
      }
    }
    throw new AssertionError("no stack " + id + " in " + report);
  }

  /** The planned change (not the drift entry) of {@code address} in a stack's {@code resources}. */
  public static JsonNode planned(JsonNode stack, String address) {
    for (JsonNode r : stack.path("resources")) {
      if (r.path("address").asText().equals(address) && !r.path("drift").asBoolean()) {
        return r;
      }
    }
    throw new AssertionError(address + " not in " + stack);
  }
}
