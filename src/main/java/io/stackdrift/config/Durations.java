package io.stackdrift.config;

import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Durations as operators write them: {@code 90s}, {@code 14m}, {@code 1h30m}, {@code 1d12h},
 * {@code 500ms}. Bounded (contract §9): a timeout, grace period, interval, jitter or lock wait over
 * 30 days is a mistake, and beyond about 292 years a duration no longer fits in time arithmetic.
 */
public final class Durations {
  /** The longest timeout, grace period, interval, jitter or lock wait. */
  public static final Duration MAX = Duration.ofDays(30);
  /** The longest look-back ({@code history --since}, a report's age). */
  public static final Duration MAX_AGE = Duration.ofDays(36_525);

  private static final Pattern FORMAT =
      Pattern.compile("(?:(\\d+)d)?(?:(\\d+)h)?(?:(\\d+)m(?!s))?(?:(\\d+)s)?(?:(\\d+)ms)?");

  private Durations() {}

  /** Parses a duration up to {@link #MAX}; the exception message says what a valid one looks like. */
  public static Duration parse(String text) {
    return parse(text, MAX, "30 days");
  }

  /** Parses a look-back of up to {@link #MAX_AGE}. */
  public static Duration parseAge(String text) {
    return parse(text, MAX_AGE, "100 years");
  }

  private static Duration parse(String text, Duration max, String maxText) {
    String t = text.strip();
    Matcher m = FORMAT.matcher(t);
    if (t.equals("0")) {
      return Duration.ZERO;
    }
    if (t.isEmpty() || !m.matches()) {
      throw new IllegalArgumentException("invalid duration '" + text + "': use e.g. 90s, 14m, 1h30m, 1d or 500ms");
    }
    Duration d;
    try {
      d = Duration.ofDays(group(m, 1)).plusHours(group(m, 2)).plusMinutes(group(m, 3)).plusSeconds(group(m, 4))
          .plusMillis(group(m, 5));
    } catch (ArithmeticException | NumberFormatException e) {
      d = null; // beyond any limit; said below
    }
    if (d == null || d.compareTo(max) > 0) {
      throw new IllegalArgumentException("duration '" + text + "' is longer than " + maxText + ", the limit");
    }
    return d;
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
