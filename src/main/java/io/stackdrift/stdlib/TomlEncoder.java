package io.stackdrift.stdlib;

import io.stackdrift.eval.Conversions;
import io.stackdrift.eval.ExpressionValue;
import io.stackdrift.eval.HclEvalException;
import io.stackdrift.eval.HclValues;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Values as TOML, the way Terramate v0.17.2's tm_tomlencode writes them: the value goes through JSON
 * (go-cty's json.Marshal, then Go's decoder, so every number is a float64 and objects are maps) into
 * go-toml v2's encoder with its defaults. So: a table's key/values first, then its sub-tables and
 * arrays of tables, each group sorted by key in byte order; a blank line before each table; values
 * inside a key/value inline ({@code {a = 1.0}}, {@code ['x', 'y']}); strings single-quoted unless they
 * hold a quote, a line break or a control character (then double-quoted with escapes); a whole number
 * printed with one decimal ({@code 8080.0}); null attributes left out, a null inside a list an error.
 */
final class TomlEncoder {
  private static final String HEX = "0123456789ABCDEF";

  private final StringBuilder out = new StringBuilder();
  private final Sizes sizes;

  /** Checks the text being written against the evaluation's size limit. */
  interface Sizes {
    void check(CharSequence building) throws HclEvalException;
  }

  private TomlEncoder(Sizes sizes) {
    this.sizes = sizes;
  }

  /** The TOML text of {@code value}; an IllegalArgumentException where go-toml (or Go's JSON) refuses it. */
  static String encode(Object value, Sizes sizes) throws HclEvalException {
    if (value == HclValues.NULL) {
      throw new IllegalArgumentException("toml: cannot encode a nil interface");
    }
    TomlEncoder encoder = new TomlEncoder(sizes);
    encoder.value(value, new Place(List.of(), false, false), 0);
    return encoder.out.toString();
  }

  /**
   * Where a value is written: the keys of the table it is in, whether it is the value of a key/value
   * (then every table is inline) and whether an array of tables has already written its header.
   */
  private record Place(List<String> tableKeys, boolean insideKeyValue, boolean headerWritten) {
    Place under(String key) {
      List<String> keys = new ArrayList<>(tableKeys);
      keys.add(key);
      return new Place(List.copyOf(keys), insideKeyValue, false);
    }
  }

  private void value(Object value, Place place, int depth) throws HclEvalException {
    HclValues.checkDepth(depth);
    sizes.check(out);
    if (HclValues.isObject(value)) {
      table(Conversions.attributes(value), place, depth);
    } else if (value instanceof List<?> list) {
      array(list, place, depth);
    } else if (value instanceof String s) {
      string(s);
    } else if (value instanceof BigDecimal n) {
      out.append(number(n));
    } else if (value instanceof Boolean b) {
      out.append(b ? "true" : "false");
    } else if (value instanceof ExpressionValue) {
      throw new IllegalArgumentException("an expression (tm_hcl_expression) has no TOML form");
    } else {
      throw new IllegalArgumentException("toml: encoding a nil interface is not supported");
    }
  }

  private void table(Map<String, Object> attributes, Place place, int depth) throws HclEvalException {
    List<Map.Entry<String, Object>> keyValues = new ArrayList<>();
    List<Map.Entry<String, Object>> tables = new ArrayList<>();
    for (Map.Entry<String, Object> e : attributes.entrySet()) {
      if (e.getValue() == HclValues.NULL) {
        continue;
      }
      (!place.insideKeyValue() && becomesTables(e.getValue()) ? tables : keyValues).add(e);
    }
    keyValues.sort(Map.Entry.comparingByKey(HclValues.KEY_ORDER));
    tables.sort(Map.Entry.comparingByKey(HclValues.KEY_ORDER));
    if (place.insideKeyValue()) {
      inlineTable(keyValues, place, depth);
      return;
    }
    if (!place.headerWritten() && !place.tableKeys().isEmpty()) {
      out.append('[');
      dottedKeys(place.tableKeys());
      out.append("]\n");
    }
    for (Map.Entry<String, Object> kv : keyValues) {
      keyValue(kv, place, depth);
      out.append('\n');
    }
    boolean first = true;
    for (Map.Entry<String, Object> t : tables) {
      if (!first || !keyValues.isEmpty()) {
        out.append('\n');
      }
      first = false;
      value(t.getValue(), place.under(t.getKey()), depth + 1);
    }
  }

  private void inlineTable(List<Map.Entry<String, Object>> keyValues, Place place, int depth)
      throws HclEvalException {
    out.append('{');
    for (int i = 0; i < keyValues.size(); i++) {
      if (i > 0) {
        out.append(", ");
      }
      keyValue(keyValues.get(i), place, depth);
    }
    out.append('}');
  }

  private void keyValue(Map.Entry<String, Object> kv, Place place, int depth) throws HclEvalException {
    key(kv.getKey());
    out.append(" = ");
    value(kv.getValue(), new Place(place.under(kv.getKey()).tableKeys(), true, false), depth + 1);
  }

  /** go-toml's willConvertToTableOrArrayTable outside a key/value: an object, or a non-empty list of objects. */
  private static boolean becomesTables(Object value) {
    if (HclValues.isObject(value)) {
      return true;
    }
    if (!(value instanceof List<?> list) || list.isEmpty()) {
      return false;
    }
    return list.stream().allMatch(HclValues::isObject);
  }

  private void array(List<?> list, Place place, int depth) throws HclEvalException {
    if (list.isEmpty()) {
      out.append("[]");
      return;
    }
    if (!place.insideKeyValue() && becomesTables(list)) {
      arrayOfTables(list, place, depth);
      return;
    }
    out.append('[');
    for (int i = 0; i < list.size(); i++) {
      if (i > 0) {
        out.append(", ");
      }
      value(list.get(i), place, depth + 1);
    }
    out.append(']');
  }

  private void arrayOfTables(List<?> list, Place place, int depth) throws HclEvalException {
    Place element = new Place(place.tableKeys(), false, true);
    for (int i = 0; i < list.size(); i++) {
      if (i > 0) {
        out.append('\n');
      }
      out.append("[[");
      dottedKeys(place.tableKeys());
      out.append("]]\n");
      value(list.get(i), element, depth + 1);
    }
  }

  private void dottedKeys(List<String> keys) {
    for (int i = 0; i < keys.size(); i++) {
      if (i > 0) {
        out.append('.');
      }
      key(keys.get(i));
    }
  }

  /** A bare key when it is only letters, digits, '-' and '_'; else literal, or basic when literal cannot hold it. */
  private void key(String key) {
    if (key.isEmpty()) {
      out.append("''");
      return;
    }
    boolean bare = key.chars().allMatch(c -> (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z')
        || (c >= '0' && c <= '9') || c == '-' || c == '_');
    if (bare) {
      out.append(key);
    } else if (needsQuoting(key)) {
      quoted(key);
    } else {
      out.append('\'').append(key).append('\'');
    }
  }

  private void string(String s) {
    if (needsQuoting(s)) {
      quoted(s);
    } else {
      out.append('\'').append(s).append('\'');
    }
  }

  /** go-toml's needsQuoting: a quote, CR, LF, or an ASCII control character other than tab. */
  private static boolean needsQuoting(String s) {
    return s.chars().anyMatch(c -> c == '\'' || c == '\r' || c == '\n' || (c < 0x20 && c != '\t') || c == 0x7F);
  }

  private void quoted(String s) {
    out.append('"');
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '\\' -> out.append("\\\\");
        case '"' -> out.append("\\\"");
        case '\b' -> out.append("\\b");
        case '\f' -> out.append("\\f");
        case '\n' -> out.append("\\n");
        case '\r' -> out.append("\\r");
        case '\t' -> out.append("\\t");
        default -> {
          if (c < 0x20 || c == 0x7F) {
            out.append("\\u00").append(HEX.charAt(c >> 4)).append(HEX.charAt(c & 0x0F));
          } else {
            out.append(c);
          }
        }
      }
    }
    out.append('"');
  }

  /**
   * A number as go-toml writes the float64 Go's JSON decoder makes of it: a whole one with one
   * decimal ({@code 3.0}), another the shortest decimal that reads back as the same float64, never
   * with an exponent.
   */
  static String number(BigDecimal n) {
    double d = n.doubleValue();
    if (Double.isInfinite(d)) { // Go's JSON decoder refuses it, so tm_tomlencode fails
      throw new IllegalArgumentException("toml: the number " + HclValues.numberText(n) + " does not fit a float64");
    }
    if (n == HclValues.NEGATIVE_ZERO) {
      return "-0.0";
    }
    if (d == Math.rint(d)) {
      return new BigDecimal(d).setScale(1, RoundingMode.UNNECESSARY).toPlainString();
    }
    return new BigDecimal(Double.toString(d)).toPlainString();
  }
}
