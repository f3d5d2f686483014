package io.stackdrift.eval;

import io.stackdrift.hcl.Node;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** What for expressions and directives iterate: a list's elements by index, an object's attributes by key. */
final class Iteration {
  record Entry(Object key, Object value) {}

  private Iteration() {}

  static List<Entry> entries(Object collection, Node at, String construct) throws HclEvalException {
    if (collection instanceof List<?> list) {
      List<Entry> entries = new ArrayList<>(list.size());
      for (int i = 0; i < list.size(); i++) {
        entries.add(new Entry(BigDecimal.valueOf(i), list.get(i)));
      }
      return entries;
    }
    if (HclValues.isObject(collection)) {
      List<Entry> entries = new ArrayList<>();
      for (Map.Entry<String, Object> e : Conversions.attributes(collection).entrySet()) {
        entries.add(new Entry(e.getKey(), e.getValue()));
      }
      return entries;
    }
    throw HclEvalException.of(at, construct + " iterates over a list or an object; " + at.span().text() + " is "
        + HclValues.describe(collection));
  }

  /** The variables of one iteration: the value's, and the key's when the construct names one. */
  static Evaluation.Scope scope(Evaluation.Scope outer, String key, String value, Entry entry) {
    Evaluation.Scope withKey = key == null ? outer : new Evaluation.Scope(key, entry.key(), outer);
    return new Evaluation.Scope(value, entry.value(), withKey);
  }
}
