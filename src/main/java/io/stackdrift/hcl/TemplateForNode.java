package io.stackdrift.hcl;

/** {@code %{ for k, v in coll }…%{ endfor }}: the body once per element; {@code key} is null without one. */
record TemplateForNode(Span span, String key, String value, Node collection, TemplateNode body) implements Node {
  @Override
  public Object evaluate(Evaluation ev) throws HclEvalException {
    StringBuilder out = new StringBuilder();
    appendTo(out, ev);
    return out.toString();
  }

  void appendTo(StringBuilder out, Evaluation ev) throws HclEvalException {
    Evaluation.Scope outer = ev.locals();
    try {
      for (Iteration.Entry entry : Iteration.entries(ev.evaluate(collection), collection, "a %{ for } directive")) {
        ev.count(this);
        ev.locals(Iteration.scope(outer, key, value, entry));
        body.appendTo(out, ev);
      }
    } finally {
      ev.locals(outer);
    }
  }
}
