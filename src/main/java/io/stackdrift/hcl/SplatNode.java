package io.stackdrift.hcl;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * {@code source[*].a.b} and {@code source.*.a}: {@code each} (a traversal of {@link SplatItemNode})
 * evaluated for every element. A value that is not a list is taken as a list of itself, and null
 * as an empty list, as in HCL.
 */
record SplatNode(Span span, Node source, Node each) implements Node {
  @Override
  public Object evaluate(Evaluation ev) throws HclEvalException {
    Object value = ev.evaluate(source);
    if (value == HclValues.NULL) {
      return List.of();
    }
    List<Object> elements = value instanceof List<?> ? Conversions.elements(value) : List.of(value);
    List<Object> results = new ArrayList<>(elements.size());
    Object outer = ev.splatItem();
    try {
      for (Object element : elements) {
        ev.splatItem(element);
        results.add(ev.evaluate(each));
      }
    } finally {
      ev.splatItem(outer);
    }
    return ev.built(Collections.unmodifiableList(results), this);
  }
}
