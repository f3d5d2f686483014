package io.stackdrift.hcl;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * {@code [for k, v in coll : value if cond]} and {@code {for k, v in coll : key => value... if cond}}.
 * {@code keyVariable} is null without one; {@code resultKey} is null for a tuple.
 */
record ForNode(Span span, String keyVariable, String valueVariable, Node collection, Node resultKey,
    Node resultValue, boolean grouping, Node condition) implements Node {

  @Override
  public Object evaluate(Evaluation ev) throws HclEvalException {
    List<Iteration.Entry> entries = Iteration.entries(ev.evaluate(collection), collection, "a for expression");
    Evaluation.Scope outer = ev.locals();
    try {
      return resultKey == null ? tuple(entries, outer, ev) : object(entries, outer, ev);
    } finally {
      ev.locals(outer);
    }
  }

  private Object tuple(List<Iteration.Entry> entries, Evaluation.Scope outer, Evaluation ev)
      throws HclEvalException {
    List<Object> results = new ArrayList<>();
    for (Iteration.Entry entry : entries) {
      if (selected(entry, outer, ev)) {
        results.add(ev.evaluate(resultValue));
        Limits.checkCount(results.size(), span.line(), span.column());
      }
    }
    return ev.built(Collections.unmodifiableList(results), this);
  }

  private Object object(List<Iteration.Entry> entries, Evaluation.Scope outer, Evaluation ev)
      throws HclEvalException {
    Map<String, Object> results = new TreeMap<>(HclValues.KEY_ORDER);
    Map<String, List<Object>> groups = new TreeMap<>(HclValues.KEY_ORDER);
    for (Iteration.Entry entry : entries) {
      if (!selected(entry, outer, ev)) {
        continue;
      }
      String key = ObjectNode.key(resultKey, ev);
      Object value = ev.evaluate(resultValue);
      if (grouping) {
        groups.computeIfAbsent(key, k -> new ArrayList<>()).add(value);
      } else if (results.putIfAbsent(key, value) != null) {
        throw resultKey.error("a for expression makes the key " + JsonEncoder.quote(key) + " twice; put '...' after "
            + "the value to group the values of each key into a list");
      }
      Limits.checkCount(results.size() + groups.size(), span.line(), span.column());
    }
    for (Map.Entry<String, List<Object>> group : groups.entrySet()) {
      results.put(group.getKey(), ev.built(Collections.unmodifiableList(group.getValue()), this));
    }
    return ev.built(Collections.unmodifiableMap(results), this);
  }

  /** Sets the iteration's variables and tells whether its element passes the {@code if}. */
  private boolean selected(Iteration.Entry entry, Evaluation.Scope outer, Evaluation ev) throws HclEvalException {
    ev.count(this);
    ev.locals(Iteration.scope(outer, keyVariable, valueVariable, entry));
    return condition == null || ConditionalNode.test(condition, ev, "the for expression's if condition");
  }
}
