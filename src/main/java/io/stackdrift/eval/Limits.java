package io.stackdrift.eval;

import java.util.Collection;
import java.util.Map;

/**
 * The bounds of one evaluation (the tool reads untrusted repositories): far beyond any real
 * configuration, and small enough that no expression can exhaust memory or hang a run.
 */
public final class Limits {
  /** Characters of one string. */
  public static final int MAX_CHARS = 1 << 20;
  /** Elements of one list or object. */
  static final int MAX_ELEMENTS = 100_000;
  /**
   * Steps one evaluate() call may take: nodes evaluated, loop iterations, and the elements that
   * functions and comparisons pass over.
   */
  static final int MAX_STEPS = 1_000_000;
  /** Characters and elements one evaluate() call may build in all, intermediate values included. */
  static final long MAX_BUILT = 64L << 20;

  private Limits() {}

  static HclEvalException stringTooLong(int line, int column) {
    return HclEvalException.limit("a string would be larger than 1 MiB (" + MAX_CHARS + " characters), the limit "
        + "for one value", line, column);
  }

  static HclEvalException tooManyElements(int line, int column) {
    return HclEvalException.limit("a collection would have more than 100,000 elements, the limit for one value",
        line, column);
  }

  /** Fails when a string being built passes the limit: checked while building, so it never grows past it. */
  public static void check(CharSequence building, int line, int column) throws HclEvalException {
    if (building.length() > MAX_CHARS) {
      throw stringTooLong(line, column);
    }
  }

  /** Fails when one value is larger than a value may be (its top level: nested ones were checked when built). */
  public static void check(Object value, int line, int column) throws HclEvalException {
    if (value instanceof String s) {
      check(s, line, column);
    } else if (value instanceof Collection<?> c && c.size() > MAX_ELEMENTS) {
      throw tooManyElements(line, column);
    } else if (value instanceof Map<?, ?> m && m.size() > MAX_ELEMENTS) {
      throw tooManyElements(line, column);
    }
  }

  static void checkCount(int count, int line, int column) throws HclEvalException {
    if (count > MAX_ELEMENTS) {
      throw tooManyElements(line, column);
    }
  }

  /** How much a value costs the evaluation's building budget: its characters or elements. */
  static long size(Object value) {
    if (value instanceof String s) {
      return s.length();
    }
    if (value instanceof Collection<?> c) {
      return c.size();
    }
    return value instanceof Map<?, ?> m ? m.size() : 1;
  }
}
