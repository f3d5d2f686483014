package io.stackdrift.stdlib;

import io.stackdrift.eval.Arguments;
import io.stackdrift.eval.Conversions;
import io.stackdrift.eval.HclEvalException;
import io.stackdrift.eval.HclFunction;
import io.stackdrift.eval.HclValues;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * go-cty's set functions (tm_setunion, tm_setintersection, tm_setsubtract, tm_setproduct) and the
 * list reshaping ones (tm_chunklist, tm_transpose, tm_matchkeys). A set is a list here, in go-cty's
 * set order (strings and numbers sorted), as tm_toset makes it.
 */
final class SetFunctions {
  private SetFunctions() {}

  static void register(Map<String, HclFunction> functions) {
    functions.put("tm_setunion", SetFunctions::union);
    functions.put("tm_setintersection", a -> keepWhere(a, true));
    functions.put("tm_setsubtract", a -> keepWhere(a.count(2), false));
    functions.put("tm_setproduct", SetFunctions::product);
    functions.put("tm_chunklist", SetFunctions::chunkList);
    functions.put("tm_transpose", SetFunctions::transpose);
    functions.put("tm_matchkeys", SetFunctions::matchKeys);
  }

  private static Object union(Arguments a) throws HclEvalException {
    a.count(1, Integer.MAX_VALUE);
    List<Object> all = new ArrayList<>();
    for (int i = 0; i < a.size(); i++) {
      all.addAll(a.list(i));
      a.checkCount(all.size());
    }
    return ConversionFunctions.set(all, a, 0);
  }

  /** The first set's elements that every other set has ({@code inAll}), or that the second lacks. */
  private static Object keepWhere(Arguments a, boolean inAll) throws HclEvalException {
    a.count(1, Integer.MAX_VALUE);
    List<Object> all = new ArrayList<>();
    List<Integer> ends = new ArrayList<>();
    for (int i = 0; i < a.size(); i++) {
      all.addAll(a.list(i));
      ends.add(all.size());
    }
    List<Object> unified = ConversionFunctions.unify(all, a, 0);
    List<Object> first = unified.subList(0, ends.get(0));
    List<Object> kept = new ArrayList<>();
    for (Object element : first) {
      boolean keep = true;
      for (int i = 1; i < a.size(); i++) {
        boolean has = containsEqual(unified.subList(ends.get(i - 1), ends.get(i)), element, a);
        keep &= inAll == has;
      }
      if (keep) {
        kept.add(element);
      }
    }
    return ConversionFunctions.set(kept, a, 0);
  }

  private static boolean containsEqual(List<Object> list, Object element, Arguments a) throws HclEvalException {
    a.spend(list.size());
    for (Object candidate : list) {
      if (a.equal(candidate, element)) {
        return true;
      }
    }
    return false;
  }

  /** Every combination, one element of each argument, in argument order. */
  private static Object product(Arguments a) throws HclEvalException {
    if (a.size() < 2) {
      throw a.error("at least two arguments are required");
    }
    List<List<Object>> combinations = new ArrayList<>();
    combinations.add(List.of());
    for (int i = 0; i < a.size(); i++) {
      List<Object> elements = ConversionFunctions.unify(a.list(i), a, i);
      List<List<Object>> next = new ArrayList<>();
      for (List<Object> prefix : combinations) {
        for (Object element : elements) {
          List<Object> combination = new ArrayList<>(prefix);
          combination.add(element);
          next.add(Collections.unmodifiableList(combination));
          a.checkCount(next.size());
        }
      }
      a.spend(next.size());
      combinations = next;
    }
    return List.copyOf(combinations);
  }

  private static Object chunkList(Arguments a) throws HclEvalException {
    List<Object> list = a.count(2).list(0);
    int size = a.integer(1);
    if (size < 0) {
      throw a.error(1, "(the size) must be positive, got " + size);
    }
    if (list.isEmpty()) {
      return List.of();
    }
    if (size == 0) {
      return List.of(list);
    }
    List<Object> chunks = new ArrayList<>();
    for (int start = 0; start < list.size(); start += size) {
      chunks.add(List.copyOf(list.subList(start, Math.min(list.size(), start + size))));
    }
    return Collections.unmodifiableList(chunks);
  }

  /** A map of lists of strings turned inside out; each new list sorted. */
  private static Object transpose(Arguments a) throws HclEvalException {
    Map<String, Object> input = a.count(1).object(0);
    Map<String, List<String>> out = new TreeMap<>(HclValues.KEY_ORDER);
    for (Map.Entry<String, Object> entry : input.entrySet()) {
      List<Object> values = entry.getValue() == HclValues.NULL ? null : Conversions.elements(entry.getValue());
      if (values == null) {
        throw a.error(0, "must be a map of lists of strings");
      }
      for (Object value : values) {
        String key = value == HclValues.NULL ? null : Conversions.toText(value);
        if (key == null) {
          throw a.error(0, "must be a map of lists of strings");
        }
        out.computeIfAbsent(key, k -> new ArrayList<>()).add(entry.getKey());
      }
    }
    Map<String, Object> result = new TreeMap<>(HclValues.KEY_ORDER);
    for (Map.Entry<String, List<String>> entry : out.entrySet()) {
      List<String> keys = entry.getValue();
      keys.sort(HclValues.KEY_ORDER);
      result.put(entry.getKey(), List.copyOf(keys));
    }
    return Collections.unmodifiableMap(result);
  }

  /** The values whose key, at the same index, is in the search set. */
  private static Object matchKeys(Arguments a) throws HclEvalException {
    a.count(3);
    List<Object> values = a.list(0);
    List<Object> keys = a.list(1);
    List<Object> search = a.list(2);
    if (values.size() != keys.size()) {
      throw a.error("length of keys and values should be equal");
    }
    List<Object> both = new ArrayList<>(keys);
    both.addAll(search);
    List<Object> unified = ConversionFunctions.unify(both, a, 1);
    List<Object> searchSet = unified.subList(keys.size(), unified.size());
    List<Object> out = new ArrayList<>();
    for (int i = 0; i < keys.size(); i++) {
      if (containsEqual(searchSet, unified.get(i), a)) {
        out.add(values.get(i));
      }
    }
    return Collections.unmodifiableList(out);
  }
}
