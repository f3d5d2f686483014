package io.stackdrift.stdlib;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;

/**
 * Go's fmt verbs for numbers, as go-cty's format applies them to big.Int (%d %b %o %x %X) and
 * big.Float (%e %E %f %g %G): sign, base prefix, precision and width padding. Digits are those of the
 * exact decimal value, rounded half to even as Go's decimal conversion rounds.
 */
final class GoNumberFormat {
  /** Flags, width and precision of one verb; -1 when not given. */
  record Verb(char mode, boolean plus, boolean minus, boolean space, boolean zero, boolean sharp, int width,
      int precision) {}

  /** Decimal digits and the position of the decimal point relative to them: 12.5 is "125", 2. */
  private record Digits(String mantissa, int point) {}

  private GoNumberFormat() {}

  static String integer(BigInteger value, Verb verb) {
    int base = switch (verb.mode()) {
      case 'b' -> 2;
      case 'o' -> 8;
      case 'x', 'X' -> 16;
      default -> 10;
    };
    String sign = value.signum() < 0 ? "-" : verb.plus() ? "+" : verb.space() ? " " : "";
    String prefix = !verb.sharp() ? "" : switch (verb.mode()) {
      case 'b' -> "0b";
      case 'o' -> "0";
      case 'x' -> "0x";
      case 'X' -> "0X";
      default -> "";
    };
    String digits = value.abs().toString(base);
    if (verb.mode() == 'X') {
      digits = digits.toUpperCase(java.util.Locale.ROOT);
    }
    int zeros = 0;
    if (verb.precision() >= 0) {
      if (digits.length() < verb.precision()) {
        zeros = verb.precision() - digits.length();
      } else if (digits.equals("0") && verb.precision() == 0) {
        return "";
      }
    }
    int length = sign.length() + prefix.length() + zeros + digits.length();
    int left = 0;
    int right = 0;
    if (verb.width() > length) {
      int pad = verb.width() - length;
      if (verb.minus()) {
        right = pad;
      } else if (verb.zero() && verb.precision() < 0) {
        zeros = pad;
      } else {
        left = pad;
      }
    }
    return " ".repeat(left) + sign + prefix + "0".repeat(zeros) + digits + " ".repeat(right);
  }

  /** %e %E %f %g %G (and %v as %g) of a number, with big.Float's Format. */
  static String decimal(BigDecimal value, Verb verb) {
    char mode = verb.mode() == 'v' ? 'g' : verb.mode();
    boolean shortest = (mode == 'g' || mode == 'G') && verb.precision() < 0;
    int precision = verb.precision() < 0 ? 6 : verb.precision();
    String body = body(value.abs(), mode, shortest ? -1 : precision);
    String sign = value.signum() < 0 ? "-" : verb.plus() ? "+" : verb.space() ? " " : "";
    int padding = Math.max(0, verb.width() - sign.length() - body.length());
    if (verb.zero() && !verb.minus()) {
      return sign + "0".repeat(padding) + body;
    }
    if (verb.minus()) {
      return sign + body + " ".repeat(padding);
    }
    return " ".repeat(padding) + sign + body;
  }

  /** The %g of a number with the shortest digits, as go-cty's %v prints numbers. */
  static String shortestG(BigDecimal value) {
    return decimal(value, new Verb('g', false, false, false, false, false, -1, -1));
  }

  private static String body(BigDecimal x, char mode, int precision) {
    switch (mode) {
      case 'e', 'E' -> {
        Digits d = digits(x, precision < 0 ? -1 : 1 + precision, false);
        return exponential(d, precision < 0 ? d.mantissa().length() - 1 : precision, mode);
      }
      case 'f' -> {
        Digits d = digits(x, precision, true);
        return fixed(d, precision);
      }
      default -> {
        int wanted = precision == 0 ? 1 : precision;
        Digits d = digits(x, wanted, false);
        int p = precision < 0 ? d.mantissa().length() : wanted;
        int eprec = p;
        if (eprec > d.mantissa().length() && d.mantissa().length() >= d.point()) {
          eprec = d.mantissa().length();
        }
        if (precision < 0) {
          eprec = 6;
        }
        int exp = d.point() - 1;
        if (exp < -4 || exp >= eprec) {
          return exponential(d, Math.min(p, d.mantissa().length()) - 1, mode == 'G' ? 'E' : 'e');
        }
        if (p > d.point()) {
          p = d.mantissa().length();
        }
        return fixed(d, Math.max(p - d.point(), 0));
      }
    }
  }

  /**
   * The digits of x without trailing zeros, rounded half-even to {@code count} significant digits
   * ({@code fractionDigits}: to that many digits after the point); -1 keeps them all.
   */
  private static Digits digits(BigDecimal x, int count, boolean fractionDigits) {
    BigDecimal rounded = x;
    if (count >= 0 && x.signum() != 0) {
      rounded = fractionDigits ? x.setScale(count, RoundingMode.HALF_EVEN)
          : x.round(new java.math.MathContext(Math.max(count, 1), RoundingMode.HALF_EVEN));
    }
    if (rounded.signum() == 0) {
      return new Digits("", 0);
    }
    BigDecimal stripped = rounded.stripTrailingZeros();
    String mantissa = stripped.unscaledValue().toString();
    return new Digits(mantissa, mantissa.length() - stripped.scale());
  }

  private static String exponential(Digits d, int precision, char e) {
    StringBuilder out = new StringBuilder();
    out.append(d.mantissa().isEmpty() ? '0' : d.mantissa().charAt(0));
    if (precision > 0) {
      out.append('.');
      for (int i = 1; i <= precision; i++) {
        out.append(i < d.mantissa().length() ? d.mantissa().charAt(i) : '0');
      }
    }
    int exp = d.mantissa().isEmpty() ? 0 : d.point() - 1;
    out.append(e).append(exp < 0 ? '-' : '+');
    String digits = String.valueOf(Math.abs(exp));
    out.append(digits.length() < 2 ? "0" + digits : digits);
    return out.toString();
  }

  private static String fixed(Digits d, int precision) {
    StringBuilder out = new StringBuilder();
    if (d.point() > 0) {
      for (int i = 0; i < d.point(); i++) {
        out.append(i < d.mantissa().length() ? d.mantissa().charAt(i) : '0');
      }
    } else {
      out.append('0');
    }
    if (precision > 0) {
      out.append('.');
      for (int i = 1; i <= precision; i++) {
        int at = d.point() + i - 1;
        out.append(at >= 0 && at < d.mantissa().length() ? d.mantissa().charAt(at) : '0');
      }
    }
    return out.toString();
  }
}
