package io.stackdrift.status;

import java.util.regex.Pattern;

/**
 * The globs of {@code [[ignore]]} rules (contract §4): anchored at both ends, {@code *} matches any
 * characters including {@code .}, {@code [}, {@code ]}, {@code "} and {@code /}; every other
 * character matches itself.
 */
final class Glob {
  private final Pattern pattern;

  private Glob(Pattern pattern) {
    this.pattern = pattern;
  }

  static Glob of(String glob, boolean ignoreCase) {
    StringBuilder regex = new StringBuilder();
    String[] literals = glob.split("\\*", -1);
    for (int i = 0; i < literals.length; i++) {
      regex.append(i == 0 ? "" : ".*").append(literals[i].isEmpty() ? "" : Pattern.quote(literals[i]));
    }
    return new Glob(Pattern.compile(regex.toString(), Pattern.DOTALL | (ignoreCase ? Pattern.CASE_INSENSITIVE : 0)));
  }

  boolean matches(String text) {
    return pattern.matcher(text).matches();
  }
}
