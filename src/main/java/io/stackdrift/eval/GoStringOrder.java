package io.stackdrift.eval;

import java.util.Comparator;

/**
 * Go's string order, which Terramate and go-cty sort by: the bytes of UTF-8, that is Unicode code
 * points, not UTF-16 units ({@link String#compareTo} differs past U+FFFF). Object keys
 * ({@link HclValues#KEY_ORDER}) and stack paths compare by it.
 */
public final class GoStringOrder {
  public static final Comparator<String> ORDER = GoStringOrder::compare;

  private GoStringOrder() {}

  /** Negative, zero or positive as {@code a} sorts before, with or after {@code b}. */
  public static int compare(String a, String b) {
    int i = 0;
    int j = 0;
    while (i < a.length() && j < b.length()) {
      int x = a.codePointAt(i);
      int y = b.codePointAt(j);
      if (x != y) {
        return Integer.compare(x, y);
      }
      i += Character.charCount(x);
      j += Character.charCount(y);
    }
    return Boolean.compare(i < a.length(), j < b.length());
  }
}
