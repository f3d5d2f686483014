package io.stackdrift.stdlib;

import io.stackdrift.eval.Arguments;
import io.stackdrift.eval.Conversions;
import io.stackdrift.eval.HclEvalException;
import io.stackdrift.eval.HclFunction;
import io.stackdrift.eval.HclValues;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * tm_tostring, tm_tonumber, tm_tobool and the collection conversions. A list, set or map holds one
 * element type in go-cty: mixed primitives unify to strings, as go-cty's convert.Unify does.
 */
final class ConversionFunctions {
  private ConversionFunctions() {}

  static void register(Map<String, HclFunction> functions) {
    functions.put("tm_tostring", ConversionFunctions::toText);
    functions.put("tm_tonumber", ConversionFunctions::toNumber);
    functions.put("tm_tobool", ConversionFunctions::toBool);
    functions.put("tm_tolist", ConversionFunctions::toList);
    functions.put("tm_toset", ConversionFunctions::toSet);
    functions.put("tm_tomap", ConversionFunctions::toMap);
  }

  private static Object toText(Arguments a) throws HclEvalException {
    Object value = a.count(1).value(0);
    if (value == HclValues.NULL) {
      return value;
    }
    String text = Conversions.toText(value);
    if (text == null) {
      throw a.error(0, "cannot be converted to a string: it is " + HclValues.describe(value));
    }
    return text;
  }

  private static Object toNumber(Arguments a) throws HclEvalException {
    Object value = a.count(1).value(0);
    if (value == HclValues.NULL) {
      return value;
    }
    BigDecimal n = Conversions.toNumber(value);
    if (n == null) {
      throw a.error(0, "cannot be converted to a number: " + Conversions.show(value)
          + (value instanceof String ? " is not a decimal number" : " is " + HclValues.describe(value)));
    }
    return n;
  }

  private static Object toBool(Arguments a) throws HclEvalException {
    Object value = a.count(1).value(0);
    if (value == HclValues.NULL) {
      return value;
    }
    Boolean b = Conversions.toBool(value);
    if (b == null) {
      throw a.error(0, "cannot be converted to a bool: " + Conversions.show(value)
          + " is neither true nor false");
    }
    return b;
  }

  private static Object toList(Arguments a) throws HclEvalException {
    if (a.count(1).isNull(0)) {
      return HclValues.NULL;
    }
    return Collections.unmodifiableList(unify(a.list(0), a, 0));
  }

  /** A set as a list: elements unified, duplicates dropped, primitives in go-cty's set order. */
  private static Object toSet(Arguments a) throws HclEvalException {
    if (a.count(1).isNull(0)) {
      return HclValues.NULL;
    }
    return set(a.list(0), a, 0);
  }

  /** The elements as go-cty's set of them: unified, duplicates dropped, primitives in set order. */
  static List<Object> set(List<Object> values, Arguments a, int argument) throws HclEvalException {
    List<Object> elements = new ArrayList<>(CollectionFunctions.distinct(unify(values, a, argument), a));
    if (!elements.isEmpty() && elements.stream().allMatch(e -> e instanceof String)) {
      elements.sort((x, y) -> HclValues.KEY_ORDER.compare((String) x, (String) y));
    } else if (!elements.isEmpty() && elements.stream().allMatch(e -> e instanceof BigDecimal)) {
      elements.sort((x, y) -> ((BigDecimal) x).compareTo((BigDecimal) y));
    } else if (!elements.isEmpty() && elements.stream().allMatch(e -> e instanceof Boolean)) {
      elements.sort((x, y) -> Boolean.compare((Boolean) x, (Boolean) y));
    }
    return Collections.unmodifiableList(elements);
  }

  private static Object toMap(Arguments a) throws HclEvalException {
    if (a.count(1).isNull(0)) {
      return HclValues.NULL;
    }
    Map<String, Object> object = a.object(0);
    List<Object> values = unify(new ArrayList<>(object.values()), a, 0);
    Map<String, Object> map = new TreeMap<>(HclValues.KEY_ORDER);
    int i = 0;
    for (String key : object.keySet()) {
      map.put(key, values.get(i++));
    }
    return Collections.unmodifiableMap(map);
  }

  /**
   * Values made one type: when strings, numbers and bools mix, all become strings; collections
   * mixed with primitives cannot be one type. Nulls stay null.
   */
  static List<Object> unify(List<Object> values, Arguments a, int argument) throws HclEvalException {
    boolean strings = false;
    boolean numbers = false;
    boolean bools = false;
    boolean collections = false;
    for (Object v : values) {
      strings |= v instanceof String;
      numbers |= v instanceof BigDecimal;
      bools |= v instanceof Boolean;
      collections |= v instanceof List<?> || HclValues.isObject(v);
    }
    boolean primitives = strings || numbers || bools;
    if (collections && primitives) {
      throw a.error(argument, "mixes collections and primitive values, which cannot be one type");
    }
    int kinds = (strings ? 1 : 0) + (numbers ? 1 : 0) + (bools ? 1 : 0);
    if (kinds <= 1) {
      return values;
    }
    List<Object> unified = new ArrayList<>(values.size());
    for (Object v : values) {
      unified.add(v == HclValues.NULL ? v : Conversions.toText(v));
    }
    return unified;
  }
}
