package io.stackdrift.hcl;

import java.util.List;

/** {@code base.attr}, {@code base["key"]}, {@code base[0]}, {@code base.0}: steps applied in order. */
record TraversalNode(Span span, Node base, List<Step> steps) implements Node {
  /** One step: an attribute name, or an index expression. */
  record Step(Span span, String attribute, Node index) {}

  @Override
  public Object evaluate(Evaluation ev) throws HclEvalException {
    Object value = ev.evaluate(base);
    for (Step step : steps) {
      value = Traversals.apply(value, step, ev, () -> span.textUpTo(step.span().start()));
    }
    return value;
  }
}
