package io.stackdrift.hcl;

/**
 * Go's white space ({@code unicode.IsSpace}): what a template's strip marker ({@code ~}) removes, and
 * what tm_trimspace trims.
 */
public final class GoSpace {
  private GoSpace() {}

  /** Go's unicode.IsSpace. */
  public static boolean isSpace(int cp) {
    return switch (cp) {
      case '\t', '\n', 0x0B, '\f', '\r', ' ', 0x85, 0xA0, 0x2028, 0x2029 -> true;
      default -> cp > 0xFF && Character.getType(cp) == Character.SPACE_SEPARATOR;
    };
  }

  public static String trimStart(String s) {
    int i = 0;
    while (i < s.length() && isSpace(s.codePointAt(i))) {
      i += Character.charCount(s.codePointAt(i));
    }
    return s.substring(i);
  }

  public static String trimEnd(String s) {
    int end = s.length();
    while (end > 0 && isSpace(s.codePointBefore(end))) {
      end -= Character.charCount(s.codePointBefore(end));
    }
    return s.substring(0, end);
  }

  public static String trim(String s) {
    return trimEnd(trimStart(s));
  }
}
