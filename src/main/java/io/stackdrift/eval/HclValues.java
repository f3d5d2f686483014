package io.stackdrift.eval;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The values expressions evaluate to, as go-cty has them: String; BigDecimal for numbers; Boolean;
 * {@link #NULL}; an unmodifiable List for tuples, lists and sets; an unmodifiable Map for objects and
 * maps, its keys in {@link #KEY_ORDER}; and {@link HclLazyObject}s that a context hands out.
 */
public final class HclValues {
  /** The value of {@code null}: distinct from a missing attribute. */
  public static final Object NULL = new Object() {
    @Override
    public String toString() {
      return "null";
    }
  };

  /**
   * The order of object keys: by Unicode code point, which is the byte order of their UTF-8 that
   * go-cty iterates in (String.compareTo differs past U+FFFF).
   */
  public static final Comparator<String> KEY_ORDER = GoStringOrder.ORDER;

  /** Values nest at most this deep where they are walked whole (forced, compared, encoded). */
  public static final int MAX_VALUE_DEPTH = 512;

  private HclValues() {}

  /** An object value of these attributes, keys in {@link #KEY_ORDER}. */
  public static Map<String, Object> object(Map<String, ?> attributes) {
    Map<String, Object> sorted = new TreeMap<>(KEY_ORDER);
    sorted.putAll(attributes);
    return Collections.unmodifiableMap(sorted);
  }

  /** A list value of these elements. */
  public static List<Object> list(List<?> elements) {
    return Collections.unmodifiableList(new ArrayList<>(elements));
  }

  /** The type's name as messages say it: string, number, bool, null, list or object. */
  public static String typeName(Object value) {
    if (value instanceof String) {
      return "string";
    }
    if (value instanceof BigDecimal) {
      return "number";
    }
    if (value instanceof Boolean) {
      return "bool";
    }
    if (value instanceof List<?>) {
      return "list";
    }
    if (value instanceof Map<?, ?> || value instanceof HclLazyObject) {
      return "object";
    }
    if (value instanceof ExpressionValue) {
      return "expression";
    }
    return "null";
  }

  /** The type's name with its article, for sentences: "a string", "an object", "null". */
  public static String describe(Object value) {
    String name = typeName(value);
    return switch (name) {
      case "null" -> "null";
      case "object" -> "an object";
      case "expression" -> "an expression (tm_hcl_expression)";
      default -> "a " + name;
    };
  }

  /**
   * Go's big.Float keeps the sign of a zero, and go-cty prints it: {@code -0} (a negated zero, or a
   * product or quotient of a zero and a negative number). This one instance stands for it: it is zero in
   * every computation and comparison, only its own sign rules and its printing tell it apart.
   */
  @SuppressWarnings("serial")
  public static final BigDecimal NEGATIVE_ZERO = new BigDecimal(0) { };

  /** Whether the number is below zero, a negative zero included (Go's big.Float Signbit). */
  public static boolean signbit(BigDecimal number) {
    return number == NEGATIVE_ZERO || number.signum() < 0;
  }

  /** A number as go-cty prints it in strings, templates and JSON: plain decimal, no exponent, no trailing zeros. */
  public static String numberText(BigDecimal number) {
    if (number.signum() == 0) {
      return number == NEGATIVE_ZERO ? "-0" : "0";
    }
    return number.stripTrailingZeros().toPlainString();
  }

  /**
   * HCL's {@code ==}: the same type and the same value; numbers by value (1 == 1.0), lists element
   * by element, objects key by key. Lazy objects are forced.
   */
  public static boolean equal(Object a, Object b) throws HclEvalException {
    return equal(a, b, Budget.NONE, 0);
  }

  /** {@link #equal}, paying one step per element compared. */
  static boolean equal(Object a, Object b, Budget budget) throws HclEvalException {
    return equal(a, b, budget, 0);
  }

  private static boolean equal(Object a, Object b, Budget budget, int depth) throws HclEvalException {
    checkDepth(depth);
    budget.spend(1);
    if (a == b) {
      return true;
    }
    if (a instanceof BigDecimal x && b instanceof BigDecimal y) {
      return x.compareTo(y) == 0;
    }
    if (a instanceof List<?> x && b instanceof List<?> y) {
      return equalLists(x, y, budget, depth);
    }
    if (isObject(a) && isObject(b)) {
      return equalObjects(Conversions.attributes(a), Conversions.attributes(b), budget, depth);
    }
    return a.equals(b);
  }

  private static boolean equalLists(List<?> x, List<?> y, Budget budget, int depth) throws HclEvalException {
    if (x.size() != y.size()) {
      return false;
    }
    for (int i = 0; i < x.size(); i++) {
      if (!equal(x.get(i), y.get(i), budget, depth + 1)) {
        return false;
      }
    }
    return true;
  }

  private static boolean equalObjects(Map<String, Object> x, Map<String, Object> y, Budget budget, int depth)
      throws HclEvalException {
    if (!x.keySet().equals(y.keySet())) {
      return false;
    }
    for (Map.Entry<String, Object> e : x.entrySet()) {
      if (!equal(e.getValue(), y.get(e.getKey()), budget, depth + 1)) {
        return false;
      }
    }
    return true;
  }

  public static boolean isObject(Object value) {
    return value instanceof Map<?, ?> || value instanceof HclLazyObject;
  }

  /** Compact JSON, as {@code tm_jsonencode} writes it (Go's escaping of {@code < > &} included). */
  public static String toJson(Object value) throws HclEvalException {
    return JsonEncoder.encode(value);
  }

  /** The value with every {@link HclLazyObject} in it forced into a plain object. */
  public static Object resolve(Object value) throws HclEvalException {
    return resolve(value, Budget.NONE);
  }

  /**
   * {@link #resolve}, paying one step per element; a value shared many times over (a list of one
   * list repeated) is walked once.
   */
  static Object resolve(Object value, Budget budget) throws HclEvalException {
    return resolve(value, new IdentityHashMap<>(), budget, 0);
  }

  /** {@code done}: the collections resolved so far, by identity. */
  private static Object resolve(Object value, Map<Object, Object> done, Budget budget, int depth)
      throws HclEvalException {
    if (!(value instanceof List<?> || value instanceof Map<?, ?> || value instanceof HclLazyObject)) {
      return value;
    }
    Object known = done.get(value);
    if (known != null) {
      return known;
    }
    Object result = resolveCollection(value, done, budget, depth);
    done.put(value, result);
    return result;
  }

  private static Object resolveCollection(Object value, Map<Object, Object> done, Budget budget, int depth)
      throws HclEvalException {
    checkDepth(depth);
    if (value instanceof HclLazyObject || value instanceof Map<?, ?>) {
      Map<String, Object> attributes = Conversions.attributes(value);
      Map<String, Object> resolved = new TreeMap<>(KEY_ORDER);
      boolean changed = value instanceof HclLazyObject;
      budget.spend(attributes.size());
      for (Map.Entry<String, Object> e : attributes.entrySet()) {
        Object v = resolve(e.getValue(), done, budget, depth + 1);
        changed |= v != e.getValue();
        resolved.put(e.getKey(), v);
      }
      return changed ? Collections.unmodifiableMap(resolved) : value;
    }
    if (value instanceof List<?> list) {
      List<Object> resolved = new ArrayList<>(list.size());
      boolean changed = false;
      budget.spend(list.size());
      for (Object item : list) {
        Object v = resolve(item, done, budget, depth + 1);
        changed |= v != item;
        resolved.add(v);
      }
      return changed ? Collections.unmodifiableList(resolved) : value;
    }
    return value;
  }

  public static void checkDepth(int depth) throws HclEvalException {
    if (depth > MAX_VALUE_DEPTH) {
      throw HclEvalException.limit("a value is nested deeper than " + MAX_VALUE_DEPTH + " levels", 0, 0);
    }
  }
}
