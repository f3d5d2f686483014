package io.stackdrift.engine;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * One status change of one stack, a line of {@code history.jsonl}: {@code from} is null for a stack
 * seen for the first time, {@code to} null for a stack that left the workspace.
 */
@JsonPropertyOrder({"time", "stackId", "from", "to"})
public record StatusChange(String time, String stackId, String from, String to) {}
