package io.stackdrift.report;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * One attribute an apply would change (contract §4b): its path as OpenTofu writes it, the values
 * before and after as compact JSON (cut at {@value #MAX_VALUE} characters, redacted, left out when
 * {@code sensitive}), and whether the change reverts one made outside OpenTofu ({@code external})
 * or comes from the code. {@code after} is {@value #UNKNOWN} for a value known only after apply.
 */
@JsonPropertyOrder({"path", "before", "after", "external", "sensitive", "withheld"})
public record AttributeChange(
    String path,
    @JsonInclude(JsonInclude.Include.NON_NULL) String before,
    @JsonInclude(JsonInclude.Include.NON_NULL) String after,
    boolean external,
    boolean sensitive,
    @JsonInclude(JsonInclude.Include.NON_DEFAULT) boolean withheld) {

  public static final int MAX_VALUE = 120;
  public static final String UNKNOWN = "(known after apply)";
  public static final String SENSITIVE = "(sensitive)";
  /** A value not shown because what is sensitive could not be settled (contract §4b): a cap, or no markers. */
  public static final String WITHHELD = "(not shown)";

  public AttributeChange {
    if (sensitive || withheld) {
      before = null;
      after = null;
    }
  }

  public AttributeChange(String path, String before, String after, boolean external, boolean sensitive) {
    this(path, before, after, external, sensitive, false);
  }

  /** A path whose values are not shown: nothing tells whether they are sensitive. */
  public static AttributeChange withheld(String path, boolean external) {
    return new AttributeChange(path, null, null, external, false, true);
  }

  /** The value before, as a view shows it: {@value #SENSITIVE} when sensitive, {@code null} as absent. */
  public String shownBefore() {
    return sensitive ? SENSITIVE : withheld ? WITHHELD : before == null ? "null" : before;
  }

  /** The value after, as a view shows it. */
  public String shownAfter() {
    return sensitive ? SENSITIVE : withheld ? WITHHELD : after == null ? "null" : after;
  }

  /** The same change with its values passed through {@code redact} (a report read back). */
  public AttributeChange redacted(java.util.function.UnaryOperator<String> redact) {
    return sensitive || withheld ? this : new AttributeChange(path, before == null ? null : redact.apply(before),
        after == null ? null : redact.apply(after), external, false);
  }
}
