package io.stackdrift.hcl;

/** {@code %{ if cond }…%{ else }…%{ endif }}; {@code otherwise} is null without an else. */
record TemplateIfNode(Span span, Node condition, TemplateNode then, TemplateNode otherwise) implements Node {
  @Override
  public Object evaluate(Evaluation ev) throws HclEvalException {
    StringBuilder out = new StringBuilder();
    appendTo(out, ev);
    return out.toString();
  }

  void appendTo(StringBuilder out, Evaluation ev) throws HclEvalException {
    if (ConditionalNode.test(condition, ev, "the %{ if } condition")) {
      then.appendTo(out, ev);
    } else if (otherwise != null) {
      otherwise.appendTo(out, ev);
    }
  }
}
