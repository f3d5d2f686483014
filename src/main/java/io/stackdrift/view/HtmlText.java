package io.stackdrift.view;

/**
 * Text from outside (directory names, Terramate values, tool output, a report or history read back)
 * made safe for the HTML page: control characters are first shown as escapes ({@link TerminalText}),
 * then the five characters with a meaning in markup become entities, so a value can neither open a
 * tag nor leave a quoted attribute. The same text is safe in element content and in attributes.
 */
final class HtmlText {
  private HtmlText() {}

  /** One line (line breaks shown as {@code \n}). Null is empty. */
  static String line(String text) {
    return entities(TerminalText.line(text));
  }

  /** Several lines, for a {@code <pre>} block: line breaks kept. Null is empty. */
  static String lines(String text) {
    return entities(TerminalText.lines(text));
  }

  private static String entities(String text) {
    int first = firstMarkup(text);
    if (first < 0) {
      return text; // nearly every text: no copy
    }
    StringBuilder out = new StringBuilder(text.length() + 16).append(text, 0, first);
    for (int i = first; i < text.length(); i++) {
      char c = text.charAt(i);
      switch (c) {
        case '&' -> out.append("&amp;");
        case '<' -> out.append("&lt;");
        case '>' -> out.append("&gt;");
        case '"' -> out.append("&quot;");
        case '\'' -> out.append("&#39;");
        default -> out.append(c);
      }
    }
    return out.toString();
  }

  private static int firstMarkup(String text) {
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '&' || c == '<' || c == '>' || c == '"' || c == '\'') {
        return i;
      }
    }
    return -1;
  }
}
