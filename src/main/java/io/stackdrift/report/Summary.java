package io.stackdrift.report;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * The resource counts of a stack entry; {@code destroy} is the plan's {@code remove}. 64-bit and
 * never negative (contract §4): a report that says otherwise is not read. {@code import},
 * {@code forget} and {@code actions} (action invocations) are extensions, written only when not
 * zero and left out by {@code --strict-v1}.
 */
@JsonPropertyOrder({"add", "change", "destroy", "import", "forget", "actions"})
public record Summary(
    long add,
    long change,
    long destroy,
    @JsonProperty("import") @JsonInclude(JsonInclude.Include.NON_DEFAULT) long imports,
    @JsonInclude(JsonInclude.Include.NON_DEFAULT) long forget,
    @JsonInclude(JsonInclude.Include.NON_DEFAULT) long actions) {

  @JsonCreator
  public Summary {
    if (add < 0 || change < 0 || destroy < 0 || imports < 0 || forget < 0 || actions < 0) {
      throw new IllegalArgumentException("summary counts are never negative: " + add + ", " + change + ", "
          + destroy + ", " + imports + ", " + forget + ", " + actions);
    }
  }

  /** The counts of the original format: what a plan adds, changes and destroys. */
  public Summary(long add, long change, long destroy) {
    this(add, change, destroy, 0, 0, 0);
  }

  /** The summary as the original format has it, without the extension counts. */
  public Summary strict() {
    return new Summary(add, change, destroy);
  }

  /**
   * {@code +add ~change -destroy}, as every view writes it, followed by the imports, forgets and
   * action invocations that are not zero ({@code +0 ~0 -0 import 1}).
   */
  public String counts() {
    StringBuilder out = new StringBuilder().append('+').append(add).append(" ~").append(change).append(" -")
        .append(destroy);
    extra(out, "import", imports);
    extra(out, "forget", forget);
    extra(out, "invoke", actions);
    return out.toString();
  }

  private static void extra(StringBuilder out, String what, long count) {
    if (count > 0) {
      out.append(' ').append(what).append(' ').append(count);
    }
  }
}
