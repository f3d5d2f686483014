package io.stackdrift.stdlib;

import io.stackdrift.eval.Arguments;
import io.stackdrift.eval.Conversions;
import io.stackdrift.eval.HclEvalException;
import io.stackdrift.eval.HclFunction;
import io.stackdrift.eval.HclLazyObject;
import io.stackdrift.eval.HclValues;
import io.stackdrift.eval.JsonEncoder;
import io.stackdrift.hcl.Numbers;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/** Terraform's collection functions over lists (tuples, sets) and objects (maps). */
final class CollectionFunctions {
  /** go-cty's tm_range stops here. */
  private static final int MAX_RANGE = 1024;

  private CollectionFunctions() {}

  static void register(Map<String, HclFunction> functions) {
    functions.put("tm_length", CollectionFunctions::length);
    functions.put("tm_contains", CollectionFunctions::contains);
    functions.put("tm_alltrue", a -> allTrue(a, true));
    functions.put("tm_anytrue", a -> allTrue(a, false));
    functions.put("tm_keys", CollectionFunctions::keys);
    functions.put("tm_values", a -> List.copyOf(a.count(1).object(0).values()));
    functions.put("tm_lookup", CollectionFunctions::lookup);
    functions.put("tm_merge", CollectionFunctions::merge);
    functions.put("tm_concat", CollectionFunctions::concat);
    functions.put("tm_element", CollectionFunctions::element);
    functions.put("tm_index", CollectionFunctions::index);
    functions.put("tm_coalesce", CollectionFunctions::coalesce);
    functions.put("tm_coalescelist", CollectionFunctions::coalesceList);
    functions.put("tm_compact", CollectionFunctions::compact);
    functions.put("tm_distinct", a -> distinct(ConversionFunctions.unify(a.count(1).list(0), a, 0), a));
    functions.put("tm_reverse", CollectionFunctions::reverse);
    functions.put("tm_sort", CollectionFunctions::sort);
    functions.put("tm_flatten", CollectionFunctions::flatten);
    functions.put("tm_range", CollectionFunctions::range);
    functions.put("tm_slice", CollectionFunctions::slice);
    functions.put("tm_zipmap", CollectionFunctions::zipmap);
    functions.put("tm_one", CollectionFunctions::one);
    functions.put("tm_sum", CollectionFunctions::sum);
  }

  private static Object length(Arguments a) throws HclEvalException {
    Object value = a.count(1).notNull(0);
    if (value instanceof String s) {
      return Numbers.of(Text.length(s));
    }
    if (value instanceof List<?> list) {
      return Numbers.of(list.size());
    }
    if (value instanceof HclLazyObject lazy) {
      return Numbers.of(lazy.names().size());
    }
    if (value instanceof Map<?, ?> map) {
      return Numbers.of(map.size());
    }
    throw a.error(0, "must be a string, a list or an object, got " + HclValues.typeName(value));
  }

  private static Object contains(Arguments a) throws HclEvalException {
    Object wanted = a.count(2).value(1);
    for (Object element : a.list(0)) {
      if (a.equal(element, wanted)) {
        return true;
      }
    }
    return false;
  }

  /** alltrue: every element true (null is false); anytrue: some element true. */
  private static Object allTrue(Arguments a, boolean all) throws HclEvalException {
    for (Object element : a.count(1).list(0)) {
      Boolean b = element == HclValues.NULL ? Boolean.FALSE : Conversions.toBool(element);
      if (b == null) {
        throw a.error(0, "must be a list of bools; it has " + HclValues.describe(element));
      }
      if (b != all) {
        return !all;
      }
    }
    return all;
  }

  private static Object keys(Arguments a) throws HclEvalException {
    Object value = a.count(1).notNull(0);
    if (value instanceof HclLazyObject lazy) {
      return List.copyOf(lazy.names());
    }
    return List.copyOf(a.object(0).keySet());
  }

  private static Object lookup(Arguments a) throws HclEvalException {
    a.count(2, 3);
    String key = a.string(1);
    Object value = a.notNull(0);
    if (!HclValues.isObject(value)) {
      throw a.error(0, "must be an object, got " + HclValues.typeName(value));
    }
    Object found = value instanceof HclLazyObject lazy ? lazy.attribute(key) : a.object(0).get(key);
    if (found != null) {
      return found;
    }
    if (a.size() == 3) {
      return a.value(2);
    }
    throw a.error("no key " + JsonEncoder.quote(key) + " in the object, and no default");
  }

  /** Objects merged left to right, a later one's attributes winning; null arguments are skipped. */
  private static Object merge(Arguments a) throws HclEvalException {
    Map<String, Object> merged = new TreeMap<>(HclValues.KEY_ORDER);
    for (int i = 0; i < a.size(); i++) {
      if (!a.isNull(i)) {
        merged.putAll(a.object(i));
        a.checkCount(merged.size());
      }
    }
    return Collections.unmodifiableMap(merged);
  }

  private static Object concat(Arguments a) throws HclEvalException {
    List<Object> all = new ArrayList<>();
    for (int i = 0; i < a.size(); i++) {
      all.addAll(a.list(i));
      a.checkCount(all.size());
    }
    return Collections.unmodifiableList(all);
  }

  /** {@code tm_element(list, i)}: wraps around past the end; a negative index is an error. */
  private static Object element(Arguments a) throws HclEvalException {
    List<Object> list = a.count(2).list(0);
    int index = a.integer(1);
    if (index < 0) {
      throw a.error(1, "must not be negative, got " + index);
    }
    if (list.isEmpty()) {
      throw a.error(0, "must not be empty");
    }
    return list.get(index % list.size());
  }

  private static Object index(Arguments a) throws HclEvalException {
    List<Object> list = a.count(2).list(0);
    for (int i = 0; i < list.size(); i++) {
      if (a.equal(list.get(i), a.value(1))) {
        return Numbers.of(i);
      }
    }
    throw a.error("item not found: " + Conversions.show(a.value(1)) + " is not an element of the list");
  }

  /** The first argument that is neither null nor an empty string (as a string when types are mixed). */
  private static Object coalesce(Arguments a) throws HclEvalException {
    List<Object> unified = ConversionFunctions.unify(a.count(1, Integer.MAX_VALUE).all(), a, 0);
    for (Object value : unified) {
      if (value != HclValues.NULL && !"".equals(value)) {
        return value;
      }
    }
    throw a.error("no argument is neither null nor an empty string");
  }

  private static Object coalesceList(Arguments a) throws HclEvalException {
    a.count(1, Integer.MAX_VALUE);
    for (int i = 0; i < a.size(); i++) {
      if (!a.isNull(i) && !a.list(i).isEmpty()) {
        return a.list(i);
      }
    }
    throw a.error("no argument is a non-empty list");
  }

  /** The list without null and empty-string elements, as strings. */
  private static Object compact(Arguments a) throws HclEvalException {
    List<Object> out = new ArrayList<>();
    for (Object element : a.count(1).list(0)) {
      if (element == HclValues.NULL) {
        continue;
      }
      String text = Conversions.toText(element);
      if (text == null) {
        throw a.error(0, "must be a list of strings; it has " + HclValues.describe(element));
      }
      if (!text.isEmpty()) {
        out.add(text);
      }
    }
    return Collections.unmodifiableList(out);
  }

  /**
   * The list without repeated elements, first occurrences kept. Primitives are looked up by value
   * in a set; collections are compared with those seen before, paying the budget for each comparison.
   */
  static List<Object> distinct(List<Object> list, Arguments a) throws HclEvalException {
    List<Object> out = new ArrayList<>();
    Set<Object> primitives = new HashSet<>();
    List<Object> collections = new ArrayList<>();
    for (Object element : list) {
      boolean first;
      if (element instanceof List<?> || HclValues.isObject(element)) {
        first = !containsEqual(collections, element, a);
        if (first) {
          collections.add(element);
        }
      } else {
        first = primitives.add(element instanceof BigDecimal n ? n.stripTrailingZeros() : element);
      }
      if (first) {
        out.add(element);
      }
    }
    return Collections.unmodifiableList(out);
  }

  private static boolean containsEqual(List<Object> list, Object value, Arguments a) throws HclEvalException {
    for (Object element : list) {
      if (a.equal(element, value)) {
        return true;
      }
    }
    return false;
  }

  private static Object reverse(Arguments a) throws HclEvalException {
    List<Object> out = new ArrayList<>(a.count(1).list(0));
    Collections.reverse(out);
    return Collections.unmodifiableList(out);
  }

  /** Sorted as strings (numbers too: [10, 9] sorts to ["10", "9"]), as Terraform's sort. */
  private static Object sort(Arguments a) throws HclEvalException {
    List<String> strings = new ArrayList<>();
    for (Object element : a.count(1).list(0)) {
      String text = element == HclValues.NULL ? null : Conversions.toText(element);
      if (text == null) {
        throw a.error(0, "must be a list of strings; it has " + HclValues.describe(element));
      }
      strings.add(text);
    }
    strings.sort(HclValues.KEY_ORDER);
    return List.copyOf(strings);
  }

  /** Nested lists made one list, however deep; objects and other values stay elements. */
  private static Object flatten(Arguments a) throws HclEvalException {
    List<Object> out = new ArrayList<>();
    flattenInto(a.count(1).list(0), out, a, 0);
    return Collections.unmodifiableList(out);
  }

  private static void flattenInto(List<?> list, List<Object> out, Arguments a, int depth) throws HclEvalException {
    HclValues.checkDepth(depth);
    a.spend(list.size());
    for (Object element : list) {
      if (element instanceof List<?> inner) {
        flattenInto(inner, out, a, depth + 1);
      } else {
        out.add(element);
        a.checkCount(out.size());
      }
    }
  }

  /** {@code tm_range(limit)}, {@code (start, limit)}, {@code (start, limit, step)}: at most 1024 numbers. */
  private static Object range(Arguments a) throws HclEvalException {
    a.count(1, 3);
    BigDecimal first = a.number(0);
    BigDecimal start = a.size() == 1 ? BigDecimal.ZERO : first;
    BigDecimal end = a.size() == 1 ? first : a.number(1);
    BigDecimal step = a.size() == 3 ? a.number(2) : BigDecimal.valueOf(end.compareTo(start) < 0 ? -1 : 1);
    if (step.signum() == 0) {
      throw a.error(2, "(the step) must not be zero");
    }
    boolean down = step.signum() < 0;
    if (down ? end.compareTo(start) > 0 : end.compareTo(start) < 0) {
      throw a.error(1, "(the end) must be " + (down ? "less" : "greater") + " than the start when the step is "
          + (down ? "negative" : "positive"));
    }
    List<Object> numbers = new ArrayList<>();
    for (BigDecimal n = start; down ? n.compareTo(end) > 0 : n.compareTo(end) < 0; n = n.add(step, Numbers.MATH)) {
      if (numbers.size() >= MAX_RANGE) {
        throw a.error("more than 1024 values were generated; use a smaller range or a larger step");
      }
      numbers.add(n);
    }
    return Collections.unmodifiableList(numbers);
  }

  private static Object slice(Arguments a) throws HclEvalException {
    List<Object> list = a.count(3).list(0);
    int start = a.integer(1);
    int end = a.integer(2);
    if (start < 0) {
      throw a.error(1, "(the start index) must not be negative");
    }
    if (end > list.size()) {
      throw a.error(2, "(the end index) must not be greater than the length of the list (" + list.size() + ")");
    }
    if (start > end) {
      throw a.error(1, "(the start index) must not be greater than the end index");
    }
    return List.copyOf(list.subList(start, end));
  }

  private static Object zipmap(Arguments a) throws HclEvalException {
    List<Object> keys = a.count(2).list(0);
    List<Object> values = a.list(1);
    if (keys.size() != values.size()) {
      throw a.error("the number of keys (" + keys.size() + ") does not match the number of values ("
          + values.size() + ")");
    }
    Map<String, Object> out = new TreeMap<>(HclValues.KEY_ORDER);
    for (int i = 0; i < keys.size(); i++) {
      String key = keys.get(i) == HclValues.NULL ? null : Conversions.toText(keys.get(i));
      if (key == null) {
        throw a.error(0, "must be a list of strings; element " + i + " is " + HclValues.describe(keys.get(i)));
      }
      out.put(key, values.get(i));
    }
    return Collections.unmodifiableMap(out);
  }

  /** The only element of a list of one, null for an empty list. */
  private static Object one(Arguments a) throws HclEvalException {
    List<Object> list = a.count(1).list(0);
    if (list.size() > 1) {
      throw a.error(0, "must have no more than one element, got " + list.size());
    }
    return list.isEmpty() ? HclValues.NULL : list.get(0);
  }

  private static Object sum(Arguments a) throws HclEvalException {
    List<Object> list = a.count(1).list(0);
    if (list.isEmpty()) {
      throw a.error(0, "must not be empty");
    }
    BigDecimal total = BigDecimal.ZERO;
    for (Object element : list) {
      BigDecimal n = element == HclValues.NULL ? null : Conversions.toNumber(element);
      if (n == null) {
        throw a.error(0, "must be a list of numbers; it has " + Conversions.show(element));
      }
      total = total.add(n, Numbers.MATH);
    }
    return NumberFunctions.checked(total, a);
  }
}
