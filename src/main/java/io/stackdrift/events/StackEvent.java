package io.stackdrift.events;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.Map;

/**
 * One event (contract §7): a stack's result, released in run order, or the closing event of a run.
 * Attributes are all strings.
 */
@JsonPropertyOrder({"time", "phase", "status", "message", "attributes"})
public record StackEvent(String time, String phase, String status, String message, Map<String, String> attributes) {
  public static final String DETECT_PHASE = "advanced.drift.stack";
  public static final String RUN_PHASE = "advanced.drift.run";
}
