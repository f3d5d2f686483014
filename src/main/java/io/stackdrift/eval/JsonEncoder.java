package io.stackdrift.eval;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;

/**
 * Values as compact JSON, the way go-cty marshals them (and so {@code tm_jsonencode}): keys in order,
 * numbers in plain decimal, and strings escaped as Go's encoding/json does, which includes
 * {@code <}, {@code >}, {@code &}, U+2028 and U+2029.
 */
public final class JsonEncoder {
  private final StringBuilder out = new StringBuilder();

  private JsonEncoder() {}

  public static String encode(Object value) throws HclEvalException {
    JsonEncoder encoder = new JsonEncoder();
    encoder.write(value, 0);
    return encoder.out.toString();
  }

  /** A string as a JSON string literal, quotes included. */
  public static String quote(String s) {
    StringBuilder out = new StringBuilder(s.length() + 2);
    appendQuoted(out, s);
    return out.toString();
  }

  private void write(Object value, int depth) throws HclEvalException {
    HclValues.checkDepth(depth);
    if (value instanceof String s) {
      appendQuoted(out, s);
    } else if (value instanceof BigDecimal n) {
      out.append(HclValues.numberText(n));
    } else if (value instanceof Boolean b) {
      out.append(b);
    } else if (value instanceof List<?> list) {
      writeList(list, depth);
    } else if (HclValues.isObject(value)) {
      writeObject(Conversions.attributes(value), depth);
    } else if (value instanceof ExpressionValue) {
      throw new HclEvalException("an expression (tm_hcl_expression) has no JSON form", 0, 0);
    } else {
      out.append("null");
    }
    Limits.check(out, 0, 0);
  }

  private void writeList(List<?> list, int depth) throws HclEvalException {
    out.append('[');
    for (int i = 0; i < list.size(); i++) {
      if (i > 0) {
        out.append(',');
      }
      write(list.get(i), depth + 1);
    }
    out.append(']');
  }

  private void writeObject(Map<String, Object> object, int depth) throws HclEvalException {
    out.append('{');
    boolean first = true;
    for (Map.Entry<String, Object> e : object.entrySet()) {
      if (!first) {
        out.append(',');
      }
      first = false;
      appendQuoted(out, e.getKey());
      out.append(':');
      write(e.getValue(), depth + 1);
    }
    out.append('}');
  }

  private static void appendQuoted(StringBuilder out, String s) {
    out.append('"');
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '"' -> out.append("\\\"");
        case '\\' -> out.append("\\\\");
        case '\n' -> out.append("\\n");
        case '\r' -> out.append("\\r");
        case '\t' -> out.append("\\t");
        case '\b' -> out.append("\\b");
        case '\f' -> out.append("\\f");
        default -> {
          if (c < 0x20 || c == '<' || c == '>' || c == '&' || c == '\u2028' || c == '\u2029') {
            out.append(String.format("\\u%04x", (int) c));
          } else {
            out.append(c);
          }
        }
      }
    }
    out.append('"');
  }
}
