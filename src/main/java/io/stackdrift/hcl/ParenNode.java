package io.stackdrift.hcl;

/** An expression in parentheses: kept as a node because an object key in parentheses is evaluated. */
record ParenNode(Span span, Node inner) implements Node {
  @Override
  public Object evaluate(Evaluation ev) throws HclEvalException {
    return ev.evaluate(inner);
  }
}
