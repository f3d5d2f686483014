package io.stackdrift.report;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/** A planned change an {@code [[ignore]]} rule took out of a stack's evaluation, with the rule's reason. */
@JsonPropertyOrder({"address", "action", "reason"})
public record IgnoredChange(String address, String action, String reason) {}
