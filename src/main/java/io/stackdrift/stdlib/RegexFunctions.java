package io.stackdrift.stdlib;

import com.google.re2j.Matcher;
import com.google.re2j.Pattern;
import com.google.re2j.PatternSyntaxException;
import io.stackdrift.eval.Arguments;
import io.stackdrift.eval.HclEvalException;
import io.stackdrift.eval.HclFunction;
import io.stackdrift.eval.HclValues;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * tm_replace, tm_regex and tm_regexall with Go's regexp semantics on RE2J, a linear-time engine
 * with the same syntax: a hostile pattern in a committed file cannot hang a run.
 */
final class RegexFunctions {
  /** Repetition counts multiplied over a pattern: beyond this a compiled pattern could exhaust memory. */
  private static final long MAX_REPETITION = 1_000_000;
  private static final Map<String, Pattern> CACHE = Collections.synchronizedMap(
      new LinkedHashMap<>(64, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Pattern> eldest) {
          return size() > 64;
        }
      });

  private RegexFunctions() {}

  static void register(Map<String, HclFunction> functions) {
    functions.put("tm_replace", RegexFunctions::replace);
    functions.put("tm_regex", RegexFunctions::regex);
    functions.put("tm_regexall", RegexFunctions::regexAll);
  }

  /**
   * {@code tm_replace(s, sub, rep)}: every occurrence of {@code sub}; a {@code sub} between slashes
   * is a regular expression, with {@code $1}, {@code ${1}} and {@code ${name}} in {@code rep}.
   */
  private static Object replace(Arguments a) throws HclEvalException {
    String s = a.count(3).string(0);
    String sub = a.string(1);
    String rep = a.string(2);
    if (sub.length() > 1 && sub.startsWith("/") && sub.endsWith("/")) {
      return replaceAll(compile(sub.substring(1, sub.length() - 1), a, 1), s, rep, a);
    }
    if (sub.isEmpty()) {
      return replaceEmpty(s, rep, a);
    }
    StringBuilder out = new StringBuilder();
    int from = 0;
    for (int at = s.indexOf(sub); at >= 0; at = s.indexOf(sub, from)) {
      out.append(s, from, at).append(rep);
      a.check(out);
      from = at + sub.length();
    }
    return out.append(s, from, s.length()).toString();
  }

  /** Go's strings.Replace with an empty old string: {@code rep} before every character and at the end. */
  private static String replaceEmpty(String s, String rep, Arguments a) throws HclEvalException {
    StringBuilder out = new StringBuilder(rep);
    for (int i = 0; i < s.length(); ) {
      int cp = s.codePointAt(i);
      out.appendCodePoint(cp).append(rep);
      a.check(out);
      i += Character.charCount(cp);
    }
    return out.toString();
  }

  /** Go's Regexp.ReplaceAllString: an empty match right after a match is not replaced. */
  private static String replaceAll(Pattern pattern, String s, String template, Arguments a) throws HclEvalException {
    Matcher m = pattern.matcher(s);
    StringBuilder out = new StringBuilder();
    int searchPos = 0;
    int lastMatchEnd = 0;
    while (searchPos <= s.length() && m.find(searchPos)) {
      out.append(s, lastMatchEnd, m.start());
      if (m.end() > lastMatchEnd || m.start() == 0) {
        expand(template, m, pattern, out);
      }
      a.check(out);
      lastMatchEnd = m.end();
      int width = searchPos < s.length() ? Character.charCount(s.codePointAt(searchPos)) : 1;
      searchPos = searchPos + width > m.end() ? searchPos + width : m.end();
    }
    return out.append(s, lastMatchEnd, s.length()).toString();
  }

  /** Go's Regexp.Expand: {@code $$} is '$', {@code $name} and {@code ${name}} a group (empty when none). */
  private static void expand(String template, Matcher m, Pattern pattern, StringBuilder out) {
    int i = 0;
    while (i < template.length()) {
      char c = template.charAt(i);
      if (c != '$') {
        out.append(c);
        i++;
        continue;
      }
      if (i + 1 < template.length() && template.charAt(i + 1) == '$') {
        out.append('$');
        i += 2;
        continue;
      }
      boolean braced = i + 1 < template.length() && template.charAt(i + 1) == '{';
      int nameStart = i + (braced ? 2 : 1);
      int nameEnd = nameStart;
      while (nameEnd < template.length() && isNameChar(template.codePointAt(nameEnd))) {
        nameEnd += Character.charCount(template.codePointAt(nameEnd));
      }
      boolean closed = !braced || (nameEnd < template.length() && template.charAt(nameEnd) == '}');
      if (nameEnd == nameStart || !closed) {
        out.append('$');
        i++;
        continue;
      }
      out.append(group(template.substring(nameStart, nameEnd), m, pattern));
      i = braced ? nameEnd + 1 : nameEnd;
    }
  }

  private static boolean isNameChar(int cp) {
    return Character.isLetterOrDigit(cp) || cp == '_';
  }

  private static String group(String name, Matcher m, Pattern pattern) {
    Integer index = name.chars().allMatch(Character::isDigit) && name.length() < 9 ? Integer.valueOf(name)
        : pattern.namedGroups().get(name);
    if (index == null || index > m.groupCount()) {
      return "";
    }
    String value = m.group(index);
    return value == null ? "" : value;
  }

  /** {@code tm_regex(pattern, s)}: the first match; its groups as a list, or as an object when named. */
  private static Object regex(Arguments a) throws HclEvalException {
    Pattern pattern = compile(a.count(2).string(0), a, 0);
    Groups groups = Groups.of(pattern, a);
    Matcher m = pattern.matcher(a.string(1));
    if (!m.find()) {
      throw a.error("the pattern did not match any part of the given string");
    }
    return groups.result(m);
  }

  /** {@code tm_regexall(pattern, s)}: every match, as tm_regex gives one; Go's rule for empty matches. */
  private static Object regexAll(Arguments a) throws HclEvalException {
    Pattern pattern = compile(a.count(2).string(0), a, 0);
    Groups groups = Groups.of(pattern, a);
    String s = a.string(1);
    Matcher m = pattern.matcher(s);
    List<Object> matches = new ArrayList<>();
    int pos = 0;
    int previousEnd = -1;
    while (pos <= s.length() && m.find(pos)) {
      boolean accept = true;
      if (m.end() == pos) {
        accept = m.start() != previousEnd;
        pos += pos < s.length() ? Character.charCount(s.codePointAt(pos)) : 1;
      } else {
        pos = m.end();
      }
      previousEnd = m.end();
      if (accept) {
        matches.add(groups.result(m));
        a.checkCount(matches.size());
      }
    }
    return Collections.unmodifiableList(matches);
  }

  /** What a match yields: the whole match without groups, the groups as a list, or by name. */
  private record Groups(int count, Map<String, Integer> named) {
    static Groups of(Pattern pattern, Arguments a) throws HclEvalException {
      Map<String, Integer> named = pattern.namedGroups();
      if (!named.isEmpty() && named.size() < pattern.groupCount()) {
        throw a.error(0, "is an invalid pattern: it cannot mix named and unnamed capture groups");
      }
      return new Groups(pattern.groupCount(), named);
    }

    Object result(Matcher m) {
      if (count == 0) {
        return m.group();
      }
      if (named.isEmpty()) {
        List<Object> values = new ArrayList<>(count);
        for (int i = 1; i <= count; i++) {
          values.add(m.group(i) == null ? HclValues.NULL : m.group(i));
        }
        return Collections.unmodifiableList(values);
      }
      Map<String, Object> values = new TreeMap<>(HclValues.KEY_ORDER);
      named.forEach((name, i) -> values.put(name, m.group(i) == null ? HclValues.NULL : m.group(i)));
      return Collections.unmodifiableMap(values);
    }
  }

  static Pattern compile(String regex, Arguments a, int argument) throws HclEvalException {
    Pattern cached = CACHE.get(regex);
    if (cached != null) {
      return cached;
    }
    if (repetition(regex) > MAX_REPETITION) {
      throw a.error(argument, "is a regular expression that repeats too much to compile (its repetition counts "
          + "multiply to more than " + MAX_REPETITION + ")");
    }
    try {
      Pattern pattern = Pattern.compile(regex);
      CACHE.put(regex, pattern);
      return pattern;
    } catch (PatternSyntaxException e) {
      throw a.error(argument, "is an invalid regular expression: " + e.getMessage());
    }
  }

  /** The product of a pattern's {n} and {n,m} counts: an upper bound of how much nesting them multiplies. */
  private static long repetition(String regex) {
    long product = 1;
    for (int i = regex.indexOf('{'); i >= 0 && product <= MAX_REPETITION; i = regex.indexOf('{', i + 1)) {
      int end = regex.substring(i, Math.min(regex.length(), i + 15)).indexOf('}');
      String inside = end < 0 ? "" : regex.substring(i + 1, i + end);
      String[] bounds = inside.split(",", -1);
      boolean count = bounds.length <= 2 && isCount(bounds[0]);
      if (count && (bounds.length == 1 || bounds[1].isEmpty() || isCount(bounds[1]))) {
        String upper = bounds.length == 2 && !bounds[1].isEmpty() ? bounds[1] : bounds[0];
        product *= Math.max(1, Long.parseLong(upper));
      }
    }
    return product;
  }

  private static boolean isCount(String text) {
    return !text.isEmpty() && text.length() <= 6 && text.chars().allMatch(c -> c >= '0' && c <= '9');
  }
}
