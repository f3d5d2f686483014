package io.stackdrift.hcl;

import java.math.BigDecimal;

/** {@code -x} and {@code !x}. */
record UnaryNode(Span span, char operator, Node operand) implements Node {
  @Override
  public Object evaluate(Evaluation ev) throws HclEvalException {
    Object value = ev.evaluate(operand);
    if (operator == '!') {
      Boolean b = value == HclValues.NULL ? null : Conversions.toBool(value);
      if (b == null) {
        throw operand.error("'!' needs a bool, got " + Conversions.show(value) + " (" + operand.span().text() + ")");
      }
      return !b;
    }
    BigDecimal n = value == HclValues.NULL ? null : Conversions.toNumber(value);
    if (n == null) {
      throw operand.error("'-' needs a number, got " + Conversions.show(value) + " (" + operand.span().text() + ")");
    }
    return n.negate();
  }
}
