package io.stackdrift.report;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * The resource counts of a stack entry; {@code destroy} is the plan's {@code remove}. 64-bit and
 * never negative (contract §4): a report that says otherwise is not read.
 */
@JsonPropertyOrder({"add", "change", "destroy"})
public record Summary(long add, long change, long destroy) {
  public Summary {
    if (add < 0 || change < 0 || destroy < 0) {
      throw new IllegalArgumentException("summary counts are never negative: " + add + ", " + change + ", "
          + destroy);
    }
  }

  /** {@code +add ~change -destroy}, as every view writes it. */
  public String counts() {
    return "+" + add + " ~" + change + " -" + destroy;
  }
}
