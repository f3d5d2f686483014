package io.stackdrift.hcl;

/** {@code cond ? a : b}: only the chosen branch is evaluated, so the other one may fail or be costly. */
record ConditionalNode(Span span, Node condition, Node whenTrue, Node whenFalse) implements Node {
  @Override
  public Object evaluate(Evaluation ev) throws HclEvalException {
    return ev.evaluate(test(condition, ev, "the condition") ? whenTrue : whenFalse);
  }

  /** Evaluates a condition: a bool, or a string that spells one (go-cty converts it). */
  static boolean test(Node condition, Evaluation ev, String what) throws HclEvalException {
    Object value = ev.evaluate(condition);
    if (value == HclValues.NULL) {
      throw condition.error(what + " is null (" + condition.span().text() + ")");
    }
    Boolean b = Conversions.toBool(value);
    if (b == null) {
      throw condition.error(what + " must be a bool, got " + HclValues.typeName(value) + " ("
          + condition.span().text() + ")");
    }
    return b;
  }
}
