package io.stackdrift.config;

import java.util.Locale;
import java.util.OptionalLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Sizes in bytes as flags and stackdrift.toml write them ({@code 2GiB}, {@code 1500M}), and for people. */
public final class Sizes {
  private static final Pattern SIZE = Pattern.compile("(\\d{1,15})\\s*([KMGT]?)(i?B?)", Pattern.CASE_INSENSITIVE);

  /** No plan of any stack runs in less: a smaller budget is a typo (a missing unit), not a limit. */
  public static final long MIN_BUDGET_BYTES = 64L << 20;

  private Sizes() {}

  /** {@code 512MiB}, {@code 2G}, {@code 1500M} or bytes: whole numbers; K, M, G and T are powers of 1024. */
  public static long parse(String text) {
    Matcher m = SIZE.matcher(text.strip());
    if (!m.matches()) {
      throw new IllegalArgumentException("'" + text + "' is not a size: use auto, or a whole number with K, M, "
          + "G or T (2GiB, 1500M)");
    }
    int shift = switch (m.group(2).toUpperCase(Locale.ROOT)) {
      case "K" -> 10;
      case "M" -> 20;
      case "G" -> 30;
      case "T" -> 40;
      default -> 0;
    };
    long n = Long.parseLong(m.group(1));
    if (n > Long.MAX_VALUE >> shift) {
      throw new IllegalArgumentException("'" + text + "' is larger than any machine");
    }
    return n << shift;
  }

  /**
   * A memory budget as given: empty for {@code auto} (or nothing given), else its size in bytes; an
   * IllegalArgumentException saying what is wrong otherwise. The one reading of the flag and the key.
   */
  public static OptionalLong budget(String spec) {
    if (spec == null || spec.strip().equalsIgnoreCase("auto")) {
      return OptionalLong.empty();
    }
    if (spec.isBlank()) {
      throw new IllegalArgumentException("is empty: give auto, or a size of at least " + format(MIN_BUDGET_BYTES));
    }
    long bytes = parse(spec);
    if (bytes < MIN_BUDGET_BYTES) {
      throw new IllegalArgumentException("is " + (bytes < 1L << 20 ? bytes + " bytes" : format(bytes))
          + ", below the least budget a plan runs in: give auto, or at least " + format(MIN_BUDGET_BYTES));
    }
    return OptionalLong.of(bytes);
  }

  /** A size for people: {@code 1.5 GiB}, {@code 600 MiB}. */
  public static String format(long bytes) {
    if (bytes >= 1L << 30) {
      return String.format(Locale.ROOT, "%.1f GiB", bytes / (double) (1L << 30));
    }
    return (bytes >> 20) + " MiB";
  }
}
