package io.stackdrift.eval;

import io.stackdrift.hcl.Node;

/**
 * An expression that cannot be evaluated: what is wrong, with the 1-based line and column of the
 * subexpression at fault (0 when the thrower does not know; the evaluator then puts the position of
 * the expression that asked).
 */
public final class HclEvalException extends Exception {
  private final int line;
  private final int column;
  /** Over a bound of the evaluator (steps, size): {@code tm_try} and {@code tm_can} do not swallow it. */
  private final boolean limit;

  public HclEvalException(String message, int line, int column) {
    this(message, line, column, false);
  }

  private HclEvalException(String message, int line, int column, boolean limit) {
    super(message);
    this.line = line;
    this.column = column;
    this.limit = limit;
  }

  /** An error of the subexpression {@code at}, placed where it starts. */
  public static HclEvalException of(Node at, String message) {
    return new HclEvalException(message, at.span().line(), at.span().column());
  }

  /** An evaluation over one of its bounds: no fallback may hide it, or the bound would mean nothing. */
  static HclEvalException limit(String message, int line, int column) {
    return new HclEvalException(message, line, column, true);
  }

  public int line() {
    return line;
  }

  public int column() {
    return column;
  }

  /** Whether this is an evaluation over one of its bounds, which no fallback may hide. */
  public boolean isLimit() {
    return limit;
  }

  /** This error placed at a position, when it has none of its own. */
  HclEvalException at(int line, int column) {
    return this.line > 0 ? this : new HclEvalException(getMessage(), line, column, limit);
  }
}
