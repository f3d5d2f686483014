package io.stackdrift.stdlib;

import io.stackdrift.eval.Arguments;
import io.stackdrift.eval.Conversions;
import io.stackdrift.eval.HclEvalException;
import io.stackdrift.eval.HclFunction;
import io.stackdrift.eval.HclValues;
import io.stackdrift.eval.Limits;
import io.stackdrift.hcl.GoSpace;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/** Terraform's string functions, as go-cty's stdlib implements them (characters are grapheme clusters). */
final class StringFunctions {
  private StringFunctions() {}

  static void register(Map<String, HclFunction> functions) {
    functions.put("tm_upper", a -> Text.mapCodePoints(a.count(1).string(0), true));
    functions.put("tm_lower", a -> Text.mapCodePoints(a.count(1).string(0), false));
    functions.put("tm_title", a -> title(a.count(1).string(0)));
    functions.put("tm_trimspace", a -> GoSpace.trim(a.count(1).string(0)));
    functions.put("tm_trim", a -> trim(a.count(2).string(0), a.string(1)));
    functions.put("tm_trimprefix", a -> trimPrefix(a.count(2).string(0), a.string(1)));
    functions.put("tm_trimsuffix", a -> trimSuffix(a.count(2).string(0), a.string(1)));
    functions.put("tm_startswith", a -> a.count(2).string(0).startsWith(a.string(1)));
    functions.put("tm_endswith", a -> a.count(2).string(0).endsWith(a.string(1)));
    functions.put("tm_strcontains", a -> a.count(2).string(0).contains(a.string(1)));
    functions.put("tm_chomp", a -> chomp(a.count(1).string(0)));
    functions.put("tm_indent", StringFunctions::indent);
    functions.put("tm_strrev", a -> reverse(a.count(1).string(0)));
    functions.put("tm_split", a -> split(a.count(2).string(0), a.string(1)));
    functions.put("tm_join", StringFunctions::join);
    functions.put("tm_substr", StringFunctions::substr);
  }

  /** Go's strings.Title: the first letter of each word in title case; words break at non-alphanumerics. */
  private static String title(String s) {
    StringBuilder out = new StringBuilder(s.length());
    int previous = ' ';
    for (int i = 0; i < s.length(); ) {
      int cp = s.codePointAt(i);
      out.appendCodePoint(isWordSeparator(previous) ? Character.toTitleCase(cp) : cp);
      previous = cp;
      i += Character.charCount(cp);
    }
    return out.toString();
  }

  private static boolean isWordSeparator(int cp) {
    if (cp <= 0x7F) {
      return !(Character.isLetterOrDigit(cp) || cp == '_');
    }
    return !Character.isLetter(cp) && !Character.isDigit(cp) && GoSpace.isSpace(cp);
  }

  /** Go's strings.Trim: removes the characters of {@code cutset} from both ends. */
  private static String trim(String s, String cutset) {
    int start = 0;
    int end = s.length();
    while (start < end && cutset.indexOf(s.codePointAt(start)) >= 0) {
      start += Character.charCount(s.codePointAt(start));
    }
    while (end > start && cutset.indexOf(s.codePointBefore(end)) >= 0) {
      end -= Character.charCount(s.codePointBefore(end));
    }
    return s.substring(start, end);
  }

  private static String trimPrefix(String s, String prefix) {
    return s.startsWith(prefix) ? s.substring(prefix.length()) : s;
  }

  private static String trimSuffix(String s, String suffix) {
    return s.endsWith(suffix) ? s.substring(0, s.length() - suffix.length()) : s;
  }

  /** Removes every newline ({@code \n}, {@code \r\n}, {@code \r}) at the end. */
  private static String chomp(String s) {
    int end = s.length();
    while (end > 0 && (s.charAt(end - 1) == '\n' || s.charAt(end - 1) == '\r')) {
      end--;
    }
    return s.substring(0, end);
  }

  /** {@code tm_indent(n, s)}: n spaces before every line but the first. */
  private static Object indent(Arguments a) throws HclEvalException {
    int spaces = a.count(2).integer(0);
    String s = a.string(1);
    if (spaces < 0 || spaces > Limits.MAX_CHARS) {
      throw a.error(0, "must be between 0 and " + Limits.MAX_CHARS + ", got " + spaces);
    }
    long lines = s.chars().filter(c -> c == '\n').count();
    if (s.length() + lines * spaces > Limits.MAX_CHARS) {
      throw a.tooLarge();
    }
    return s.replace("\n", "\n" + " ".repeat(spaces));
  }

  private static String reverse(String s) {
    List<String> characters = Text.characters(s);
    Collections.reverse(characters);
    return String.join("", characters);
  }

  /** Go's strings.Split: an empty separator splits between characters (code points). */
  private static List<Object> split(String separator, String s) {
    List<Object> parts = new ArrayList<>();
    if (separator.isEmpty()) {
      s.codePoints().forEach(cp -> parts.add(new String(Character.toChars(cp))));
      return Collections.unmodifiableList(parts);
    }
    int from = 0;
    for (int at = s.indexOf(separator); at >= 0; at = s.indexOf(separator, from)) {
      parts.add(s.substring(from, at));
      from = at + separator.length();
    }
    parts.add(s.substring(from));
    return Collections.unmodifiableList(parts);
  }

  /** {@code tm_join(sep, list, …)}: the elements of all lists, as strings, between separators. */
  private static Object join(Arguments a) throws HclEvalException {
    a.count(2, Integer.MAX_VALUE);
    String separator = a.string(0);
    StringBuilder out = new StringBuilder();
    int count = 0;
    for (int i = 1; i < a.size(); i++) {
      for (Object element : a.list(i)) {
        if (element == HclValues.NULL) {
          throw a.error(i, "has a null element");
        }
        String text = Conversions.toText(element);
        if (text == null) {
          throw a.error(i, "must be a list of strings; it has " + HclValues.describe(element));
        }
        out.append(count++ == 0 ? "" : separator).append(text);
        a.check(out);
      }
    }
    return out.toString();
  }

  /** go-cty's substr: offset and length in characters; a negative offset counts from the end, length -1 to it. */
  private static Object substr(Arguments a) throws HclEvalException {
    List<String> characters = Text.characters(a.count(3).string(0));
    int offset = a.integer(1);
    int length = a.integer(2);
    if (offset < 0) {
      offset += characters.size();
      length = length == 0 ? -1 : length; // go-cty's loop never stops at a length of 0 here
    } else if (length == 0) {
      return "";
    }
    offset = Math.max(0, offset);
    if (offset >= characters.size()) {
      return "";
    }
    int end = length < 0 ? characters.size() : (int) Math.min(characters.size(), (long) offset + length);
    return String.join("", characters.subList(offset, end));
  }
}
