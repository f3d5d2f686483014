package io.stackdrift.hcl;

import com.google.re2j.Pattern;
import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * Numbers with go-cty's reach: 154 significant digits (its 512-bit floats), and a bound on
 * magnitude so that no number prints as more than a few thousand characters. The parser reads
 * number literals with it, the evaluator and the functions compute with it.
 */
public final class Numbers {
  public static final MathContext MATH = new MathContext(154, RoundingMode.HALF_EVEN);
  /** Digits a number may have before or after its decimal point. */
  public static final int MAX_EXPONENT = 1000;
  private static final Pattern NUMBER = Pattern.compile("[-+]?(\\d+(\\.\\d*)?|\\.\\d+)([eE][-+]?\\d+)?");

  private Numbers() {}

  /** A string as go-cty reads it as a number, or null when it spells none (or one out of range). */
  public static BigDecimal parse(String text) {
    if (text.length() > 2000 || !NUMBER.matcher(text).matches()) {
      return null;
    }
    try {
      BigDecimal n = new BigDecimal(text.startsWith("+") ? text.substring(1) : text);
      return inRange(n) ? n.round(MATH) : null;
    } catch (NumberFormatException | ArithmeticException e) {
      return null;
    }
  }

  public static boolean inRange(BigDecimal n) {
    if (n.signum() == 0) {
      return true;
    }
    long exponent = (long) n.precision() - n.scale() - 1;
    return exponent <= MAX_EXPONENT && exponent >= -MAX_EXPONENT;
  }

  public static boolean isInteger(BigDecimal n) {
    return n.signum() == 0 || n.stripTrailingZeros().scale() <= 0;
  }

  /** The number as an int, or null when it is not a whole number within int's range. */
  public static Integer toInt(BigDecimal n) {
    if (!isInteger(n)) {
      return null;
    }
    try {
      return n.intValueExact();
    } catch (ArithmeticException e) {
      return null;
    }
  }

  public static BigDecimal of(long value) {
    return BigDecimal.valueOf(value);
  }
}
