package io.stackdrift.hcl;

/** A root variable ({@code global}, {@code env}, …) or a for expression's variable. */
record VariableNode(Span span, String name) implements Node {
  @Override
  public Object evaluate(Evaluation ev) throws HclEvalException {
    return ev.variable(name, this);
  }
}
