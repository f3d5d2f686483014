package io.stackdrift.hcl;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** {@code [a, b, …]}. */
record TupleNode(Span span, List<Node> items) implements Node {
  @Override
  public Object evaluate(Evaluation ev) throws HclEvalException {
    List<Object> values = new ArrayList<>(items.size());
    for (Node item : items) {
      values.add(ev.evaluate(item));
    }
    return ev.built(Collections.unmodifiableList(values), this);
  }
}
