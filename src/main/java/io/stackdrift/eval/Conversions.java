package io.stackdrift.eval;

import io.stackdrift.hcl.Numbers;
import java.math.BigDecimal;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * go-cty's safe conversions between primitive types, which function arguments, operators and
 * templates apply: numbers and bools to strings, strings that spell a number or a bool back.
 * Each returns null when the value does not convert.
 */
public final class Conversions {
  private Conversions() {}

  public static String toText(Object value) {
    if (value instanceof String s) {
      return s;
    }
    if (value instanceof BigDecimal n) {
      return HclValues.numberText(n);
    }
    if (value instanceof Boolean b) {
      return b.toString();
    }
    return null;
  }

  public static BigDecimal toNumber(Object value) {
    if (value instanceof BigDecimal n) {
      return n;
    }
    return value instanceof String s ? Numbers.parse(s) : null;
  }

  public static Boolean toBool(Object value) {
    if (value instanceof Boolean b) {
      return b;
    }
    if ("true".equals(value)) {
      return Boolean.TRUE;
    }
    return "false".equals(value) ? Boolean.FALSE : null;
  }

  /** The attributes of an object, a lazy one forced (each attribute computed once here). */
  public static Map<String, Object> attributes(Object value) throws HclEvalException {
    if (value instanceof HclLazyObject lazy) {
      Map<String, Object> forced = new TreeMap<>(HclValues.KEY_ORDER);
      for (String name : lazy.names()) {
        Object attribute = lazy.attribute(name);
        forced.put(name, attribute == null ? HclValues.NULL : attribute);
      }
      return Collections.unmodifiableMap(forced);
    }
    @SuppressWarnings("unchecked")
    Map<String, Object> map = (Map<String, Object>) value;
    return map;
  }

  /** A short rendering of a value for messages: strings quoted, collections by their size. */
  public static String show(Object value) {
    if (value instanceof String s) {
      String shown = s.length() > 40 ? s.substring(0, 40) + "…" : s;
      return "\"" + shown.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n") + "\"";
    }
    if (value instanceof BigDecimal n) {
      String text = HclValues.numberText(n);
      return text.length() > 40 ? text.substring(0, 40) + "…" : text;
    }
    if (value instanceof List<?> l) {
      return "a list of " + l.size() + (l.size() == 1 ? " element" : " elements");
    }
    if (HclValues.isObject(value)) {
      return "an object";
    }
    return String.valueOf(value);
  }

  /** A list value, or null when {@code value} is none. */
  @SuppressWarnings("unchecked")
  public static List<Object> elements(Object value) {
    return value instanceof List<?> l ? (List<Object>) l : null;
  }
}
