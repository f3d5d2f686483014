package io.stackdrift.discovery;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Terramate's pure string and list functions (the HCL standard library under the {@code tm_} prefix)
 * that a stack attribute may call. Each behaves as its Terramate namesake for the values a stack
 * block holds: strings, numbers, booleans and lists. Evaluation is bounded (contract §9): a regular
 * expression runs on a linear-time engine (RE2J, the syntax of Go's regexp that Terramate uses, so a
 * catastrophic pattern cannot hang discovery), and no value grows past {@link #MAX_CHARS}, checked
 * while it is built (nested replaces cannot exhaust memory).
 */
final class StackFunctions {
  /** Characters of one value (a list: of all its strings); far beyond any real stack attribute. */
  static final int MAX_CHARS = 1 << 20;
  /** Items of one list value. */
  static final int MAX_ITEMS = 100_000;

  private StackFunctions() {}

  static Object call(String name, List<Object> args) throws StackExpressions.Unsupported {
    Object value = evaluate(name, args);
    bound(name, value);
    return value;
  }

  private static Object evaluate(String name, List<Object> args) throws StackExpressions.Unsupported {
    return switch (name) {
      case "tm_upper" -> string(one(name, args), name).toUpperCase(Locale.ROOT);
      case "tm_lower" -> string(one(name, args), name).toLowerCase(Locale.ROOT);
      case "tm_trimspace" -> string(one(name, args), name).strip();
      case "tm_trimprefix" -> trimPrefix(string(arg(name, args, 0, 2), name), string(args.get(1), name));
      case "tm_trimsuffix" -> trimSuffix(string(arg(name, args, 0, 2), name), string(args.get(1), name));
      case "tm_replace" -> replace(name, args);
      case "tm_format" -> format(name, args);
      case "tm_join" -> join(name, args);
      case "tm_split" -> split(name, args);
      case "tm_concat" -> concat(name, args);
      case "tm_distinct" -> List.copyOf(new LinkedHashSet<>(list(one(name, args), name)));
      case "tm_reverse" -> reverse(list(one(name, args), name));
      case "tm_sort" -> sort(name, list(one(name, args), name));
      case "tm_tolist" -> list(one(name, args), name);
      case "tm_tostring" -> string(one(name, args), name);
      default -> throw new StackExpressions.Unsupported("function '" + name + "' is not evaluated in a stack "
          + "block (constant string and list functions only, such as tm_upper, tm_join, tm_format)");
    };
  }

  /** Fails when {@code value} is larger than a stack attribute's value may be. */
  static void bound(String where, Object value) throws StackExpressions.Unsupported {
    long chars = 0;
    if (value instanceof String s) {
      chars = s.length();
    } else if (value instanceof List<?> l) {
      if (l.size() > MAX_ITEMS) {
        throw tooLarge(where);
      }
      for (Object item : l) {
        chars += item instanceof String s ? s.length() : 1;
      }
    }
    if (chars > MAX_CHARS) {
      throw tooLarge(where);
    }
  }

  /** Fails as soon as a value being built passes the limit. */
  static void bound(String where, StringBuilder building) throws StackExpressions.Unsupported {
    if (building.length() > MAX_CHARS) {
      throw tooLarge(where);
    }
  }

  private static StackExpressions.Unsupported tooLarge(String where) {
    return new StackExpressions.Unsupported(where + ": the value would be larger than 1 MiB (or 100,000 items), "
        + "the limit for a stack attribute's value");
  }

  /** A value as a template or function argument wants it: strings, numbers and booleans convert. */
  static String string(Object value, String where) throws StackExpressions.Unsupported {
    if (value instanceof String s) {
      return s;
    }
    if (value instanceof BigDecimal n) {
      return n.stripTrailingZeros().toPlainString();
    }
    if (value instanceof Boolean b) {
      return b.toString();
    }
    throw new StackExpressions.Unsupported(where + " needs a string, not " + describe(value));
  }

  static String describe(Object value) {
    if (value instanceof List<?>) {
      return "a list";
    }
    if (value instanceof BigDecimal) {
      return "a number";
    }
    if (value instanceof Boolean) {
      return "a bool";
    }
    return value == StackExpressions.NULL ? "null" : "a string";
  }

  private static Object one(String name, List<Object> args) throws StackExpressions.Unsupported {
    return arg(name, args, 0, 1);
  }

  private static Object arg(String name, List<Object> args, int index, int count)
      throws StackExpressions.Unsupported {
    if (args.size() != count) {
      throw new StackExpressions.Unsupported(name + " takes " + count + " argument" + (count == 1 ? "" : "s")
          + ", not " + args.size());
    }
    return args.get(index);
  }

  private static List<Object> list(Object value, String name) throws StackExpressions.Unsupported {
    if (value instanceof List<?> l) {
      return new ArrayList<>(l);
    }
    throw new StackExpressions.Unsupported(name + " needs a list, not " + describe(value));
  }

  private static String trimPrefix(String s, String prefix) {
    return s.startsWith(prefix) ? s.substring(prefix.length()) : s;
  }

  private static String trimSuffix(String s, String suffix) {
    return s.endsWith(suffix) ? s.substring(0, s.length() - suffix.length()) : s;
  }

  /**
   * {@code tm_replace(s, sub, rep)}; a {@code sub} between slashes is a regular expression, as in
   * Terramate (Go's syntax, in linear time), with {@code $1} / {@code ${1}} in {@code rep}.
   */
  private static String replace(String name, List<Object> args) throws StackExpressions.Unsupported {
    String s = string(arg(name, args, 0, 3), name);
    String sub = string(args.get(1), name);
    String rep = string(args.get(2), name);
    if (sub.length() > 1 && sub.startsWith("/") && sub.endsWith("/")) {
      com.google.re2j.Matcher m;
      try {
        m = com.google.re2j.Pattern.compile(sub.substring(1, sub.length() - 1)).matcher(s);
      } catch (com.google.re2j.PatternSyntaxException e) {
        throw new StackExpressions.Unsupported(name + ": invalid regular expression " + sub);
      }
      String replacement = rep.replaceAll("\\$\\{(\\d+)}", "\\$$1");
      StringBuilder out = new StringBuilder();
      try {
        while (m.find()) {
          m.appendReplacement(out, replacement);
          bound(name, out);
        }
      } catch (IllegalArgumentException | IndexOutOfBoundsException e) {
        throw new StackExpressions.Unsupported(name + ": invalid replacement " + rep + " for " + sub);
      }
      return m.appendTail(out).toString();
    }
    long count = 0;
    for (int at = s.indexOf(sub); at >= 0 && count <= MAX_CHARS; at = s.indexOf(sub, at + Math.max(sub.length(), 1))) {
      count++;
    }
    if (s.length() + count * (rep.length() - sub.length()) > MAX_CHARS) {
      throw tooLarge(name);
    }
    return s.replace(sub, rep);
  }

  /** {@code tm_format}: the verbs %s, %d, %v, %q and %% (cty's format without width or precision). */
  private static String format(String name, List<Object> args) throws StackExpressions.Unsupported {
    if (args.isEmpty()) {
      throw new StackExpressions.Unsupported(name + " needs a format string");
    }
    String spec = string(args.get(0), name);
    StringBuilder out = new StringBuilder();
    int next = 1;
    Matcher m = Pattern.compile("%(%|[sdvq])").matcher(spec);
    int last = 0;
    while (m.find()) {
      out.append(spec, last, m.start());
      last = m.end();
      if (m.group(1).equals("%")) {
        out.append('%');
        continue;
      }
      if (next >= args.size()) {
        throw new StackExpressions.Unsupported(name + ": not enough arguments for \"" + spec + "\"");
      }
      Object value = args.get(next++);
      if (m.group(1).equals("d") && !(value instanceof BigDecimal)) {
        throw new StackExpressions.Unsupported(name + ": %d needs a number, not " + describe(value));
      }
      String text = string(value, name);
      out.append(m.group(1).equals("q") ? '"' + text.replace("\\", "\\\\").replace("\"", "\\\"") + '"' : text);
      bound(name, out);
    }
    out.append(spec.substring(last));
    if (spec.substring(last).contains("%") || next < args.size()) {
      throw new StackExpressions.Unsupported(name + ": the format \"" + spec + "\" does not match its "
          + (args.size() - 1) + " arguments");
    }
    return out.toString();
  }

  private static String join(String name, List<Object> args) throws StackExpressions.Unsupported {
    if (args.size() < 2) {
      throw new StackExpressions.Unsupported(name + " takes a separator and at least one list");
    }
    String separator = string(args.get(0), name);
    StringBuilder out = new StringBuilder();
    boolean first = true;
    for (Object l : args.subList(1, args.size())) {
      for (Object item : list(l, name)) {
        out.append(first ? "" : separator).append(string(item, name));
        first = false;
        bound(name, out);
      }
    }
    return out.toString();
  }

  private static List<Object> split(String name, List<Object> args) throws StackExpressions.Unsupported {
    String separator = string(arg(name, args, 0, 2), name);
    String s = string(args.get(1), name);
    return List.of((Object[]) s.split(Pattern.quote(separator), -1));
  }

  private static List<Object> concat(String name, List<Object> args) throws StackExpressions.Unsupported {
    List<Object> out = new ArrayList<>();
    for (Object l : args) {
      out.addAll(list(l, name));
      bound(name, out);
    }
    return out;
  }

  private static List<Object> reverse(List<Object> items) {
    List<Object> out = new ArrayList<>(items);
    java.util.Collections.reverse(out);
    return out;
  }

  private static List<Object> sort(String name, List<Object> items) throws StackExpressions.Unsupported {
    List<String> strings = new ArrayList<>();
    for (Object item : items) {
      strings.add(string(item, name));
    }
    strings.sort(null);
    return new ArrayList<>(strings);
  }
}
