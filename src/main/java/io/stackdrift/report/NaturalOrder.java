package io.stackdrift.report;

import java.util.Comparator;

/**
 * The order resources and attributes are listed in (contract §7): by address or path, with runs of
 * digits compared as numbers, so {@code web[2]} comes before {@code web[10]} and two runs of the same
 * plans list the same lines in the same order. Runs equal as numbers ({@code 01}, {@code 1}) fall
 * back to their text, so the order is total and consistent with {@code equals}.
 */
public final class NaturalOrder implements Comparator<String> {
  public static final NaturalOrder INSTANCE = new NaturalOrder();

  private NaturalOrder() {}

  @Override
  public int compare(String a, String b) {
    int i = 0;
    int j = 0;
    while (i < a.length() && j < b.length()) {
      char x = a.charAt(i);
      char y = b.charAt(j);
      if (isDigit(x) && isDigit(y)) {
        int endA = digitsEnd(a, i);
        int endB = digitsEnd(b, j);
        int byNumber = compareNumbers(a, i, endA, b, j, endB);
        if (byNumber != 0) {
          return byNumber;
        }
        i = endA;
        j = endB;
        continue;
      }
      if (x != y) {
        return Character.compare(x, y);
      }
      i++;
      j++;
    }
    int byLength = Integer.compare(a.length() - i, b.length() - j);
    return byLength != 0 ? byLength : a.compareTo(b);
  }

  private static int compareNumbers(String a, int from, int to, String b, int fromB, int toB) {
    int startA = skipZeros(a, from, to);
    int startB = skipZeros(b, fromB, toB);
    int byDigits = Integer.compare(to - startA, toB - startB);
    if (byDigits != 0) {
      return byDigits;
    }
    for (int k = 0; k < to - startA; k++) {
      int c = Character.compare(a.charAt(startA + k), b.charAt(startB + k));
      if (c != 0) {
        return c;
      }
    }
    return 0;
  }

  private static int skipZeros(String s, int from, int to) {
    int i = from;
    while (i < to - 1 && s.charAt(i) == '0') {
      i++;
    }
    return i;
  }

  private static int digitsEnd(String s, int from) {
    int i = from;
    while (i < s.length() && isDigit(s.charAt(i))) {
      i++;
    }
    return i;
  }

  private static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }
}
