package io.stackdrift.report;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * One status change of one stack, a line of {@code history.jsonl}: {@code from} is null for a stack
 * seen for the first time, {@code to} null for a stack that left the workspace; {@code driftCause}
 * is there when the stack became drifted; {@code perpetual} true marks the line written when a drifted
 * stack was found to drift again after every heal (its status did not change); {@code reconciledBy}
 * (user@host) marks the line written by the detect after a reconcile applied the stack.
 */
@JsonPropertyOrder({"time", "stackId", "from", "to", "driftCause", "perpetual", "reconciledBy"})
public record StatusChange(String time, String stackId, String from, String to,
    @JsonInclude(JsonInclude.Include.NON_NULL) String driftCause,
    @JsonInclude(JsonInclude.Include.NON_NULL) Boolean perpetual,
    @JsonInclude(JsonInclude.Include.NON_NULL) String reconciledBy) {

  public StatusChange(String time, String stackId, String from, String to, String driftCause, Boolean perpetual) {
    this(time, stackId, from, to, driftCause, perpetual, null);
  }

  /** The same change, brought about by a reconcile {@code by} (user@host) that applied the stack. */
  public StatusChange reconciled(String by) {
    return new StatusChange(time, stackId, from, to, driftCause, perpetual, by);
  }

  public StatusChange(String time, String stackId, String from, String to) {
    this(time, stackId, from, to, null, null);
  }

  public StatusChange(String time, String stackId, String from, String to, String driftCause) {
    this(time, stackId, from, to, driftCause, null);
  }
}
