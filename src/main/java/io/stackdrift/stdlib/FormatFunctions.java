package io.stackdrift.stdlib;

import io.stackdrift.eval.Arguments;
import io.stackdrift.eval.Conversions;
import io.stackdrift.eval.HclEvalException;
import io.stackdrift.eval.HclFunction;
import io.stackdrift.eval.HclValues;
import io.stackdrift.eval.JsonEncoder;
import io.stackdrift.eval.Limits;
import io.stackdrift.hcl.Numbers;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/**
 * tm_format and tm_formatlist with go-cty's format verbs: {@code %v %#v %t %s %q %d %b %o %x %X
 * %e %E %f %g %G %%}, flags {@code + - # 0} and space, width, precision and {@code %[n]} argument
 * indexes. Widths count characters (grapheme clusters), as go-cty does.
 */
final class FormatFunctions {
  private FormatFunctions() {}

  static void register(Map<String, HclFunction> functions) {
    functions.put("tm_format", FormatFunctions::format);
    functions.put("tm_formatlist", FormatFunctions::formatList);
  }

  private static Object format(Arguments a) throws HclEvalException {
    a.count(1, Integer.MAX_VALUE);
    return format(a.string(0), a.all().subList(1, a.size()), a);
  }

  /**
   * {@code tm_formatlist(spec, args…)}: one string per element of the list arguments, which must be
   * as long as each other; other arguments are used for every element.
   */
  private static Object formatList(Arguments a) throws HclEvalException {
    a.count(1, Integer.MAX_VALUE);
    String spec = a.string(0);
    int length = -1;
    for (int i = 1; i < a.size(); i++) {
      if (a.value(i) instanceof List<?> list) {
        if (length >= 0 && list.size() != length) {
          throw a.error(i, "has " + list.size() + " elements, but an earlier list argument has " + length);
        }
        length = list.size();
      }
    }
    List<Object> results = new ArrayList<>();
    for (int element = 0; element < Math.max(length, 1); element++) {
      List<Object> values = new ArrayList<>();
      for (int i = 1; i < a.size(); i++) {
        values.add(a.value(i) instanceof List<?> list ? list.get(element) : a.value(i));
      }
      results.add(format(spec, values, a));
    }
    return Collections.unmodifiableList(results);
  }

  static String format(String spec, List<Object> values, Arguments a) throws HclEvalException {
    StringBuilder out = new StringBuilder();
    int nextArgument = 1;
    int highest = 0;
    int i = 0;
    while (i < spec.length()) {
      char c = spec.charAt(i);
      if (c != '%') {
        out.append(c);
        i++;
        continue;
      }
      if (spec.startsWith("%%", i)) {
        out.append('%');
        i += 2;
        continue;
      }
      Parsed verb = parse(spec, i, nextArgument, a);
      if (verb.argument() > values.size()) {
        throw a.error("not enough arguments for \"" + verb.raw() + "\" at " + i + ": it needs argument "
            + verb.argument() + " but there " + (values.size() == 1 ? "is 1" : "are " + values.size()));
      }
      out.append(apply(verb, values.get(verb.argument() - 1), a));
      a.check(out);
      highest = Math.max(highest, verb.argument());
      nextArgument = verb.argument() + 1;
      i = verb.end();
    }
    if (highest < values.size()) {
      throw a.error(highest == 0 ? "too many arguments; the format string has no verbs"
          : "too many arguments; the format string uses only " + highest);
    }
    return out.toString();
  }

  /** A verb as read from the format string. */
  private record Parsed(GoNumberFormat.Verb verb, int argument, String raw, int end) {}

  /** {@code %} flags width {@code .precision} {@code [n]} letter, as go-cty's format machine reads it. */
  private static Parsed parse(String spec, int start, int nextArgument, Arguments a) throws HclEvalException {
    int i = start + 1;
    boolean plus = false;
    boolean minus = false;
    boolean space = false;
    boolean zero = false;
    boolean sharp = false;
    for (; i < spec.length() && "+- 0#".indexOf(spec.charAt(i)) >= 0; i++) {
      switch (spec.charAt(i)) {
        case '+' -> plus = true;
        case '-' -> minus = true;
        case ' ' -> space = true;
        case '0' -> zero = true;
        default -> sharp = true;
      }
    }
    int width = -1;
    if (i < spec.length() && spec.charAt(i) >= '1' && spec.charAt(i) <= '9') {
      int from = i;
      while (i < spec.length() && Character.isDigit(spec.charAt(i))) {
        i++;
      }
      width = boundedNumber(spec.substring(from, i), a);
    }
    int precision = -1;
    if (i < spec.length() && spec.charAt(i) == '.') {
      int from = ++i;
      while (i < spec.length() && Character.isDigit(spec.charAt(i))) {
        i++;
      }
      precision = from == i ? 0 : boundedNumber(spec.substring(from, i), a);
    }
    int argument = nextArgument;
    if (i < spec.length() && spec.charAt(i) == '[') {
      int close = spec.indexOf(']', i);
      String digits = close < 0 ? "" : spec.substring(i + 1, close);
      if (digits.isEmpty() || digits.charAt(0) == '0' || !digits.chars().allMatch(Character::isDigit)) {
        throw a.error("invalid format string starting at offset " + start);
      }
      argument = boundedNumber(digits, a);
      i = close + 1;
    }
    if (i >= spec.length()) {
      throw a.error("invalid format string starting at offset " + start);
    }
    char mode = spec.charAt(i);
    if (!(mode >= 'a' && mode <= 'z') && !(mode >= 'A' && mode <= 'Z')) {
      throw a.error("unrecognized format character '" + mode + "' at offset " + i);
    }
    GoNumberFormat.Verb verb = new GoNumberFormat.Verb(mode, plus, minus, space, zero && !minus, sharp, width,
        precision);
    return new Parsed(verb, argument, spec.substring(start, i + 1), i + 1);
  }

  /** A width, precision or index from the format string, at most the size a string may have. */
  private static int boundedNumber(String digits, Arguments a) throws HclEvalException {
    if (digits.length() > 7 || Integer.parseInt(digits) > Limits.MAX_CHARS) {
      throw a.tooLarge();
    }
    return Integer.parseInt(digits);
  }

  private static String apply(Parsed parsed, Object value, Arguments a) throws HclEvalException {
    GoNumberFormat.Verb verb = parsed.verb();
    if (verb.mode() != 'v' && value == HclValues.NULL) {
      throw a.error("unsupported value for \"" + parsed.raw() + "\": null value cannot be formatted");
    }
    return switch (verb.mode()) {
      case 'v' -> asIs(verb, value);
      case 't' -> bool(parsed, value, a);
      case 'b', 'd', 'o', 'x', 'X' -> GoNumberFormat.integer(integer(parsed, value, a), verb);
      case 'e', 'E', 'f', 'g', 'G' -> GoNumberFormat.decimal(number(parsed, value, a), verb);
      case 's', 'q' -> string(parsed, value, a);
      default -> throw a.error("unsupported format verb '" + verb.mode() + "' in \"" + parsed.raw() + "\"");
    };
  }

  /** %v: strings as they are, numbers in %g, anything else (and everything with #) as JSON. */
  private static String asIs(GoNumberFormat.Verb verb, Object value) throws HclEvalException {
    if (!verb.sharp() && value instanceof String s) {
      return pad(verb, s);
    }
    if (!verb.sharp() && value instanceof BigDecimal n) {
      return pad(verb, GoNumberFormat.shortestG(n));
    }
    return pad(verb, JsonEncoder.encode(value));
  }

  private static String bool(Parsed parsed, Object value, Arguments a) throws HclEvalException {
    Boolean b = Conversions.toBool(value);
    if (b == null) {
      throw a.error("unsupported value for \"" + parsed.raw() + "\": a bool is required, got "
          + Conversions.show(value));
    }
    return b.toString();
  }

  private static BigDecimal number(Parsed parsed, Object value, Arguments a) throws HclEvalException {
    BigDecimal n = Conversions.toNumber(value);
    if (n == null) {
      throw a.error("unsupported value for \"" + parsed.raw() + "\": a number is required, got "
          + Conversions.show(value));
    }
    return n;
  }

  private static java.math.BigInteger integer(Parsed parsed, Object value, Arguments a) throws HclEvalException {
    BigDecimal n = number(parsed, value, a);
    if (!Numbers.isInteger(n)) {
      throw a.error("unsupported value for \"" + parsed.raw() + "\": an integer is required, got "
          + HclValues.numberText(n));
    }
    return n.toBigIntegerExact();
  }

  private static String string(Parsed parsed, Object value, Arguments a) throws HclEvalException {
    String s = Conversions.toText(value);
    if (s == null) {
      throw a.error("unsupported value for \"" + parsed.raw() + "\": a string is required, got "
          + HclValues.typeName(value));
    }
    GoNumberFormat.Verb verb = parsed.verb();
    if (verb.precision() > 0) {
      List<String> characters = Text.characters(s);
      s = String.join("", characters.subList(0, Math.min(verb.precision(), characters.size())));
    }
    return pad(verb, verb.mode() == 'q' ? JsonEncoder.quote(s) : s);
  }

  /** go-cty's padding to the width in characters: spaces (zeros with 0) on the left, or the right with -. */
  private static String pad(GoNumberFormat.Verb verb, String text) {
    if (verb.width() < 0) {
      return text;
    }
    int missing = verb.width() - Text.length(text);
    if (missing <= 0) {
      return text;
    }
    String padding = (verb.zero() ? "0" : " ").repeat(missing);
    return verb.minus() ? text + padding : padding + text;
  }
}
