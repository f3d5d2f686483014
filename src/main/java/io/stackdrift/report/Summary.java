package io.stackdrift.report;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/** The resource counts of a stack entry; {@code destroy} is the plan's {@code remove}. */
@JsonPropertyOrder({"add", "change", "destroy"})
public record Summary(int add, int change, int destroy) {}
