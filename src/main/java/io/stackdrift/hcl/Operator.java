package io.stackdrift.hcl;

/** HCL's binary operators with their precedence levels (higher binds tighter). */
public enum Operator {
  OR("||", 1),
  AND("&&", 2),
  EQUAL("==", 3),
  NOT_EQUAL("!=", 3),
  GREATER_OR_EQUAL(">=", 4),
  GREATER(">", 4),
  LESS_OR_EQUAL("<=", 4),
  LESS("<", 4),
  ADD("+", 5),
  SUBTRACT("-", 5),
  MULTIPLY("*", 6),
  DIVIDE("/", 6),
  MODULO("%", 6);

  static final int HIGHEST = 6;

  public final String symbol;
  final int level;

  Operator(String symbol, int level) {
    this.symbol = symbol;
    this.level = level;
  }

  /** The operator spelled at {@code pos}; two-character ones are listed first, so they win. */
  static Operator at(String source, int pos) {
    for (Operator op : values()) {
      if (source.startsWith(op.symbol, pos)) {
        return op;
      }
    }
    return null;
  }
}
