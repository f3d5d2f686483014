package io.stackdrift.report;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/** The resource counts of a stack entry; {@code destroy} is the plan's {@code remove}. */
@JsonPropertyOrder({"add", "change", "destroy"})
public record Summary(int add, int change, int destroy) {
  /** {@code +add ~change -destroy}, as every view writes it. */
  public String counts() {
    return "+" + add + " ~" + change + " -" + destroy;
  }
}
