package io.stackdrift.view;

/**
 * Text from outside (directory names, Terramate values, tool output, a report read back) made safe
 * to print (contract §9): a control character would otherwise act on the reader's terminal (clear
 * it, set its title, move the cursor, forge a line) instead of being read. Each is shown as an
 * escape instead: {@code \n}, {@code \r}, {@code \t}, other C0 and C1 controls and DEL as
 * {@code \xNN}, and the invisible characters that reorder or break text (bidirectional overrides
 * and isolates, line and paragraph separators) as {@code \\uNNNN}. Every text view uses it.
 */
public final class TerminalText {
  private TerminalText() {}

  /** One line: every control character escaped, line breaks too. Null is empty. */
  public static String line(String text) {
    return escape(text, false);
  }

  /** Lines: each {@code \n} kept as a line break, every other control character escaped. Null is empty. */
  public static String lines(String text) {
    return escape(text, true);
  }

  private static String escape(String text, boolean keepNewlines) {
    if (text == null) {
      return "";
    }
    int first = firstUnsafe(text, keepNewlines);
    if (first < 0) {
      return text; // nearly every text: no copy
    }
    StringBuilder out = new StringBuilder(text.length() + 16).append(text, 0, first);
    for (int i = first; i < text.length(); i++) {
      char c = text.charAt(i);
      if (!unsafe(c, keepNewlines)) {
        out.append(c);
        continue;
      }
      switch (c) {
        case '\n' -> out.append("\\n");
        case '\r' -> out.append("\\r");
        case '\t' -> out.append("\\t");
        default -> out.append(c <= 0xFF ? "\\x" + hex(c, 2) : "\\u" + hex(c, 4));
      }
    }
    return out.toString();
  }

  private static int firstUnsafe(String text, boolean keepNewlines) {
    for (int i = 0; i < text.length(); i++) {
      if (unsafe(text.charAt(i), keepNewlines)) {
        return i;
      }
    }
    return -1;
  }

  private static String hex(char c, int digits) {
    String hex = Integer.toHexString(c);
    return "0".repeat(digits - hex.length()) + hex;
  }

  private static boolean unsafe(int c, boolean keepNewlines) {
    if (c == '\n') {
      return !keepNewlines;
    }
    return c < 0x20 || (c >= 0x7F && c <= 0x9F) || invisibleLayout(c);
  }

  /** LRM, RLM, LRE…RLO (U+202A-U+202E), LRI…PDI (U+2066-U+2069), line and paragraph separators. */
  private static boolean invisibleLayout(int c) {
    return c == 0x200E || c == 0x200F || (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069)
        || c == 0x2028 || c == 0x2029 || c == 0x061C;
  }
}
