package io.stackdrift.stdlib;

import java.text.BreakIterator;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** String helpers with Go's and go-cty's notions: Go's white space, and characters as grapheme clusters. */
final class Text {
  private Text() {}

  /** Go's unicode.IsSpace. */
  static boolean isSpace(int cp) {
    return switch (cp) {
      case '\t', '\n', 0x0B, '\f', '\r', ' ', 0x85, 0xA0, 0x2028, 0x2029 -> true;
      default -> cp > 0xFF && Character.getType(cp) == Character.SPACE_SEPARATOR;
    };
  }

  static String trimStart(String s) {
    int i = 0;
    while (i < s.length() && isSpace(s.codePointAt(i))) {
      i += Character.charCount(s.codePointAt(i));
    }
    return s.substring(i);
  }

  static String trimEnd(String s) {
    int end = s.length();
    while (end > 0 && isSpace(s.codePointBefore(end))) {
      end -= Character.charCount(s.codePointBefore(end));
    }
    return s.substring(0, end);
  }

  static String trim(String s) {
    return trimEnd(trimStart(s));
  }

  /** The string's user-perceived characters (grapheme clusters, as far as the JDK knows them). */
  static List<String> characters(String s) {
    List<String> out = new ArrayList<>();
    BreakIterator it = BreakIterator.getCharacterInstance(Locale.ROOT);
    it.setText(s);
    int start = it.first();
    for (int end = it.next(); end != BreakIterator.DONE; start = end, end = it.next()) {
      out.add(s.substring(start, end));
    }
    return out;
  }

  static int length(String s) {
    BreakIterator it = BreakIterator.getCharacterInstance(Locale.ROOT);
    it.setText(s);
    int count = 0;
    it.first();
    while (it.next() != BreakIterator.DONE) {
      count++;
    }
    return count;
  }

  /** Go's unicode.ToUpper / ToLower applied code point by code point (no locale, no length change). */
  static String mapCodePoints(String s, boolean upper) {
    StringBuilder out = new StringBuilder(s.length());
    s.codePoints().forEach(cp -> out.appendCodePoint(upper ? Character.toUpperCase(cp) : Character.toLowerCase(cp)));
    return out.toString();
  }
}
