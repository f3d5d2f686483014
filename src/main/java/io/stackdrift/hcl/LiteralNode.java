package io.stackdrift.hcl;

/** A number, bool, null or literal string. */
record LiteralNode(Span span, Object value) implements Node {
  @Override
  public Object evaluate(Evaluation ev) {
    return value;
  }
}
