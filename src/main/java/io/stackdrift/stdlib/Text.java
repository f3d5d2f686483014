package io.stackdrift.stdlib;

import java.text.BreakIterator;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** String helpers with go-cty's notions: characters as grapheme clusters, Go's case mapping. */
final class Text {
  private Text() {}

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
