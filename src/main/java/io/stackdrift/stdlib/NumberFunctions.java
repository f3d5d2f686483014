package io.stackdrift.stdlib;

import io.stackdrift.eval.Arguments;
import io.stackdrift.eval.Conversions;
import io.stackdrift.eval.HclEvalException;
import io.stackdrift.eval.HclFunction;
import io.stackdrift.hcl.Numbers;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Map;

/** Terraform's numeric functions. */
final class NumberFunctions {
  private NumberFunctions() {}

  static void register(Map<String, HclFunction> functions) {
    functions.put("tm_min", a -> extreme(a, -1));
    functions.put("tm_max", a -> extreme(a, 1));
    functions.put("tm_abs", a -> a.count(1).number(0).abs());
    functions.put("tm_ceil", a -> a.count(1).number(0).setScale(0, RoundingMode.CEILING));
    functions.put("tm_floor", a -> a.count(1).number(0).setScale(0, RoundingMode.FLOOR));
    functions.put("tm_signum", a -> BigDecimal.valueOf(a.count(1).number(0).signum()));
    functions.put("tm_parseint", NumberFunctions::parseInt);
    functions.put("tm_pow", a -> floating(Math.pow(a.count(2).number(0).doubleValue(), a.number(1).doubleValue()), a));
    functions.put("tm_log", a -> floating(
        StrictMath.log(a.count(2).number(0).doubleValue()) / StrictMath.log(a.number(1).doubleValue()), a));
  }

  /** The smallest ({@code sign} -1) or largest (1) of the numbers. */
  private static Object extreme(Arguments a, int sign) throws HclEvalException {
    a.count(1, Integer.MAX_VALUE);
    BigDecimal best = a.number(0);
    for (int i = 1; i < a.size(); i++) {
      BigDecimal n = a.number(i);
      if (n.compareTo(best) * sign > 0) {
        best = n;
      }
    }
    return best;
  }

  /** {@code tm_parseint("ff", 16)}: an integer written in a base from 2 to 62, as Go's big.Int reads it. */
  private static Object parseInt(Arguments a) throws HclEvalException {
    String text = a.count(2).string(0);
    int base = a.integer(1);
    if (base < 2 || base > 62) {
      throw a.error(1, "(the base) must be a whole number between 2 and 62, got " + base);
    }
    if (base > 36 || text.length() > 3000) {
      throw a.error(0, "cannot be parsed as a base " + base + " integer: bases over 36 are not supported here");
    }
    try {
      return checked(new BigDecimal(new java.math.BigInteger(text.startsWith("+") ? text.substring(1) : text, base)),
          a);
    } catch (NumberFormatException e) {
      throw a.error(0, "cannot be parsed as a base " + base + " integer: " + Conversions.show(text));
    }
  }

  /**
   * A float64 result as go-cty keeps it (tm_pow and tm_log compute in float64, as Go's math does).
   * Infinities and NaN, which go-cty would carry on, have no value here: they fail the call.
   */
  private static BigDecimal floating(double result, Arguments a) throws HclEvalException {
    if (Double.isNaN(result) || Double.isInfinite(result)) {
      throw a.error("the result is not a finite number (" + result + ")");
    }
    return checked(new BigDecimal(Double.toString(result)).stripTrailingZeros(), a);
  }

  /** A computed number, refused when it is out of the range numbers have. */
  static BigDecimal checked(BigDecimal n, Arguments a) throws HclEvalException {
    if (!Numbers.inRange(n)) {
      throw a.error("the result is out of range (numbers have at most " + Numbers.MAX_EXPONENT
          + " digits before or after the point)");
    }
    return n;
  }
}
