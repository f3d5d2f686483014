package io.stackdrift.config;

import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Durations as operators write them: {@code 90s}, {@code 14m}, {@code 1h30m}, {@code 500ms}. */
public final class Durations {
  private static final Pattern FORMAT =
      Pattern.compile("(?:(\\d+)h)?(?:(\\d+)m(?!s))?(?:(\\d+)s)?(?:(\\d+)ms)?");

  private Durations() {}

  /** Parses a duration; the exception message says what a valid one looks like. */
  public static Duration parse(String text) {
    String t = text.strip();
    Matcher m = FORMAT.matcher(t);
    if (t.equals("0")) {
      return Duration.ZERO;
    }
    if (t.isEmpty() || !m.matches()) {
      throw new IllegalArgumentException("invalid duration '" + text + "': use e.g. 90s, 14m, 1h30m or 500ms");
    }
    try {
      return Duration.ofHours(group(m, 1)).plusMinutes(group(m, 2)).plusSeconds(group(m, 3))
          .plusMillis(group(m, 4));
    } catch (ArithmeticException e) {
      throw new IllegalArgumentException("duration '" + text + "' is too long");
    }
  }

  private static long group(Matcher m, int i) {
    return m.group(i) == null ? 0 : Long.parseLong(m.group(i));
  }

  /** Formats a duration the way it is parsed ({@code 14m}, {@code 1h30m}, {@code 2.5s} for sub-seconds). */
  public static String format(Duration d) {
    long ms = d.toMillis();
    if (ms % 1000 != 0) {
      return ms < 1000 ? ms + "ms" : String.format(java.util.Locale.ROOT, "%.1fs", ms / 1000.0);
    }
    long s = ms / 1000;
    StringBuilder out = new StringBuilder();
    if (s >= 3600) {
      out.append(s / 3600).append('h');
      s %= 3600;
    }
    if (s >= 60) {
      out.append(s / 60).append('m');
      s %= 60;
    }
    if (s > 0 || out.length() == 0) {
      out.append(s).append('s');
    }
    return out.toString();
  }
}
