package io.stackdrift.eval;

import io.stackdrift.hcl.ForNode;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** For expressions: a tuple of the selected elements' values, or an object of their keys (grouped with '...'). */
final class ForExpressions {
  private ForExpressions() {}

  static Object evaluate(ForNode node, Evaluation ev) throws HclEvalException {
    List<Iteration.Entry> entries = Iteration.entries(ev.evaluate(node.collection()), node.collection(),
        "a for expression");
    Evaluation.Scope outer = ev.locals();
    try {
      return node.resultKey() == null ? tuple(node, entries, outer, ev) : object(node, entries, outer, ev);
    } finally {
      ev.locals(outer);
    }
  }

  private static Object tuple(ForNode node, List<Iteration.Entry> entries, Evaluation.Scope outer, Evaluation ev)
      throws HclEvalException {
    List<Object> results = new ArrayList<>();
    for (Iteration.Entry entry : entries) {
      if (selected(node, entry, outer, ev)) {
        results.add(ev.evaluate(node.resultValue()));
        Limits.checkCount(results.size(), node.span().line(), node.span().column());
      }
    }
    return ev.built(Collections.unmodifiableList(results), node);
  }

  private static Object object(ForNode node, List<Iteration.Entry> entries, Evaluation.Scope outer, Evaluation ev)
      throws HclEvalException {
    Map<String, Object> results = new TreeMap<>(HclValues.KEY_ORDER);
    Map<String, List<Object>> groups = new TreeMap<>(HclValues.KEY_ORDER);
    for (Iteration.Entry entry : entries) {
      if (!selected(node, entry, outer, ev)) {
        continue;
      }
      String key = Nodes.key(node.resultKey(), ev);
      Object value = ev.evaluate(node.resultValue());
      if (node.grouping()) {
        groups.computeIfAbsent(key, k -> new ArrayList<>()).add(value);
      } else if (results.putIfAbsent(key, value) != null) {
        throw HclEvalException.of(node.resultKey(), "a for expression makes the key " + JsonEncoder.quote(key)
            + " twice; put '...' after the value to group the values of each key into a list");
      }
      Limits.checkCount(results.size() + groups.size(), node.span().line(), node.span().column());
    }
    for (Map.Entry<String, List<Object>> group : groups.entrySet()) {
      results.put(group.getKey(), ev.built(Collections.unmodifiableList(group.getValue()), node));
    }
    return ev.built(Collections.unmodifiableMap(results), node);
  }

  /** Sets the iteration's variables and tells whether its element passes the {@code if}. */
  private static boolean selected(ForNode node, Iteration.Entry entry, Evaluation.Scope outer, Evaluation ev)
      throws HclEvalException {
    ev.count(node);
    ev.locals(Iteration.scope(outer, node.keyVariable(), node.valueVariable(), entry));
    return node.condition() == null || ev.test(node.condition(), "the for expression's if condition");
  }
}
