package io.stackdrift.render;

import io.stackdrift.eval.ExpressionValue;
import io.stackdrift.eval.HclEvalException;
import io.stackdrift.eval.HclValues;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;

/**
 * A value printed as HCL the way Terramate v0.17.2 prints a value it evaluated into generated code
 * (hcl/ast TokensForValue): strings quoted with Go's escapes and {@code ${}}/{@code %{} doubled,
 * numbers in plain decimal, objects one attribute a line in key order (keys that are not identifiers
 * quoted), lists, sets and tuples as {@code [a, b]}. Spacing is left to the formatter.
 */
final class ValueText {
  private static final Pattern IDENTIFIER = Pattern.compile("[\\p{L}_][\\p{L}\\p{N}_-]*");

  private ValueText() {}

  static String of(Object value) throws HclEvalException {
    StringBuilder out = new StringBuilder();
    append(out, HclValues.resolve(value), 0);
    return out.toString();
  }

  private static void append(StringBuilder out, Object value, int depth) throws HclEvalException {
    HclValues.checkDepth(depth);
    if (value == null || value == HclValues.NULL) {
      out.append("null");
    } else if (value instanceof Boolean b) {
      out.append(b ? "true" : "false");
    } else if (value instanceof BigDecimal n) {
      out.append(number(n));
    } else if (value instanceof String s) {
      out.append('"').append(quoted(s)).append('"');
    } else if (value instanceof ExpressionValue expression) {
      out.append(PartialEvaluator.expressionText(expression));
    } else if (value instanceof Map<?, ?> map) {
      Map<String, Object> sorted = new TreeMap<>(HclValues.KEY_ORDER);
      map.forEach((k, v) -> sorted.put(String.valueOf(k), v));
      out.append('{');
      if (!sorted.isEmpty()) {
        out.append('\n');
      }
      for (Map.Entry<String, Object> e : sorted.entrySet()) {
        if (IDENTIFIER.matcher(e.getKey()).matches()) {
          out.append(e.getKey());
        } else {
          out.append('"').append(quoted(e.getKey())).append('"');
        }
        out.append(" = ");
        append(out, e.getValue(), depth + 1);
        out.append('\n');
      }
      out.append('}');
    } else if (value instanceof List<?> list) {
      out.append('[');
      for (int i = 0; i < list.size(); i++) {
        if (i > 0) {
          out.append(", ");
        }
        append(out, list.get(i), depth + 1);
      }
      out.append(']');
    } else {
      throw new HclEvalException("a value of type " + HclValues.typeName(value) + " cannot be printed as HCL", 0, 0);
    }
  }

  static String number(BigDecimal n) {
    return HclValues.numberText(n);
  }

  /** Go's renderQuotedString: the text between the quotes. */
  static String quoted(String s) {
    StringBuilder buf = new StringBuilder(s.length());
    for (int i = 0; i < s.length(); ) {
      int c = s.codePointAt(i);
      int next = i + Character.charCount(c);
      switch (c) {
        case '\n' -> buf.append("\\n");
        case '\r' -> buf.append("\\r");
        case '\t' -> buf.append("\\t");
        case '"' -> buf.append("\\\"");
        case '\\' -> buf.append("\\\\");
        case '$', '%' -> {
          buf.appendCodePoint(c);
          if (next < s.length() && s.charAt(next) == '{') {
            buf.appendCodePoint(c);
          }
        }
        default -> {
          if (printable(c)) {
            buf.appendCodePoint(c);
          } else if (c < 65536) {
            buf.append(String.format("\\u%04x", c));
          } else {
            buf.append(String.format("\\U%08x", c));
          }
        }
      }
      i = next;
    }
    return buf.toString();
  }

  /** Go's unicode.IsPrint: letters, marks, numbers, punctuation, symbols and the ASCII space. */
  private static boolean printable(int c) {
    if (c == ' ') {
      return true;
    }
    return switch (Character.getType(c)) {
      case Character.CONTROL, Character.FORMAT, Character.SURROGATE, Character.PRIVATE_USE, Character.UNASSIGNED,
          Character.SPACE_SEPARATOR, Character.LINE_SEPARATOR, Character.PARAGRAPH_SEPARATOR -> false;
      default -> true;
    };
  }
}
