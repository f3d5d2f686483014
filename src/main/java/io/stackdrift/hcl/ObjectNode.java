package io.stackdrift.hcl;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** {@code { a = 1, "b" = 2, (k) = 3 }}; a later item with the same key wins, as in HCL. */
record ObjectNode(Span span, List<Item> items) implements Node {
  /** An item; {@code name} is the key of a bare identifier, else {@code key} is evaluated. */
  record Item(String name, Node key, Node value) {}

  @Override
  public Object evaluate(Evaluation ev) throws HclEvalException {
    Map<String, Object> values = new TreeMap<>(HclValues.KEY_ORDER);
    for (Item item : items) {
      String key = item.name() != null ? item.name() : key(item.key(), ev);
      values.put(key, ev.evaluate(item.value()));
    }
    return ev.built(Collections.unmodifiableMap(values), this);
  }

  static String key(Node keyNode, Evaluation ev) throws HclEvalException {
    Object key = ev.evaluate(keyNode);
    if (key == HclValues.NULL) {
      throw keyNode.error("an object key is null");
    }
    String text = Conversions.toText(key);
    if (text == null) {
      throw keyNode.error("an object key must be a string, got " + HclValues.typeName(key));
    }
    return text;
  }
}
