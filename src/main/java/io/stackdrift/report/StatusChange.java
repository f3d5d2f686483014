package io.stackdrift.report;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * One status change of one stack, a line of {@code history.jsonl}: {@code from} is null for a stack
 * seen for the first time, {@code to} null for a stack that left the workspace; {@code driftCause}
 * is there when the stack became drifted; {@code perpetual} true marks the line written when a drifted
 * stack was found to drift again after every heal (its status did not change); {@code health} is the
 * stack's health after the line (contract §16), and a line whose status did not change says that its
 * health did.
 */
@JsonPropertyOrder({"time", "stackId", "from", "to", "driftCause", "perpetual", "health"})
public record StatusChange(String time, String stackId, String from, String to,
    @JsonInclude(JsonInclude.Include.NON_NULL) String driftCause,
    @JsonInclude(JsonInclude.Include.NON_NULL) Boolean perpetual,
    @JsonInclude(JsonInclude.Include.NON_NULL) String health) {

  public StatusChange(String time, String stackId, String from, String to, String driftCause, Boolean perpetual) {
    this(time, stackId, from, to, driftCause, perpetual, null);
  }

  public StatusChange(String time, String stackId, String from, String to) {
    this(time, stackId, from, to, null, null);
  }

  /** The line with the stack's health after it. */
  public StatusChange withHealth(String value) {
    return new StatusChange(time, stackId, from, to, driftCause, perpetual, value);
  }

  public StatusChange(String time, String stackId, String from, String to, String driftCause) {
    this(time, stackId, from, to, driftCause, null);
  }
}
