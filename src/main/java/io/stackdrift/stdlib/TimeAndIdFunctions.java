package io.stackdrift.stdlib;

import io.stackdrift.eval.Arguments;
import io.stackdrift.eval.HclEvalException;
import io.stackdrift.eval.HclFunction;
import io.stackdrift.eval.JsonEncoder;
import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.OffsetDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.HexFormat;
import java.util.Map;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Timestamps and identifiers: tm_timecmp, tm_timeadd, tm_formatdate and tm_uuidv5, which are pure, and the impure
 * tm_timestamp, tm_plantimestamp, tm_uuid and tm_bcrypt, which are refused. Terramate evaluates
 * those anew on every run, so a file generated from one differs each time and is never up to
 * date; a drift check that accepted them would report drift forever, so it fails closed instead.
 */
final class TimeAndIdFunctions {
  /** Go's time.RFC3339 as time.Parse takes it: seconds required, fraction optional, Z or an offset. */
  private static final Pattern RFC3339 = Pattern.compile(
      "\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})");
  /** One element of a Go duration: a decimal number and its unit. */
  private static final Pattern DURATION_PART = Pattern.compile("(\\d+\\.?\\d*|\\.\\d+)(ns|us|µs|μs|ms|s|m|h)");
  private static final DateTimeFormatter GO_RFC3339 = DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ssXXX");

  private TimeAndIdFunctions() {}

  static void register(Map<String, HclFunction> functions) {
    functions.put("tm_timecmp", TimeAndIdFunctions::timeCompare);
    functions.put("tm_timeadd", TimeAndIdFunctions::timeAdd);
    functions.put("tm_formatdate", TimeAndIdFunctions::formatDate);
    functions.put("tm_uuidv5", TimeAndIdFunctions::uuidV5);
    for (String impure : new String[] {"tm_timestamp", "tm_plantimestamp", "tm_uuid", "tm_bcrypt"}) {
      functions.put(impure, a -> {
        throw a.error("gives a different value on every run, so a file generated from it is never up to date"
            + " and a check on it would report drift forever; stackdrift does not evaluate it: use a fixed value"
            + " (a global) instead");
      });
    }
  }

  private static Object timeCompare(Arguments a) throws HclEvalException {
    a.count(2);
    OffsetDateTime first = timestamp(a, 0);
    OffsetDateTime second = timestamp(a, 1);
    return BigDecimal.valueOf(Integer.signum(first.toInstant().compareTo(second.toInstant())));
  }

  /** The timestamp moved by a Go duration, written as Go's RFC3339 (whole seconds, the input's offset). */
  private static Object timeAdd(Arguments a) throws HclEvalException {
    a.count(2);
    OffsetDateTime time = timestamp(a, 0);
    long nanos = duration(a, 1);
    return time.plusNanos(nanos).format(GO_RFC3339);
  }

  /**
   * go-cty's FormatDate: runs of one letter are verbs (YYYY, MM, DD, hh (24-hour), HH (12-hour),
   * AA, mm, ss, ZZZZZ, …), 'quoted' text is literal ('' is a quote), anything else is copied.
   */
  private static Object formatDate(Arguments a) throws HclEvalException {
    String format = a.count(2).string(0);
    OffsetDateTime t = timestamp(a, 1);
    StringBuilder out = new StringBuilder();
    int i = 0;
    while (i < format.length()) {
      char c = format.charAt(i);
      int end = i + 1;
      if (c == '\'') {
        end = literalEnd(format, i);
        String token = format.substring(i, end);
        if (token.length() == 1 || !token.endsWith("'")) {
          throw a.error("unterminated literal '");
        }
        out.append(token.length() == 2 ? "'" : token.substring(1, token.length() - 1).replace("''", "'"));
      } else if (isAsciiLetter(c)) {
        while (end < format.length() && format.charAt(end) == c) {
          end++;
        }
        out.append(verb(format.substring(i, end), t, a));
      } else {
        while (end < format.length() && format.charAt(end) != '\'' && !isAsciiLetter(format.charAt(end))) {
          end++;
        }
        out.append(format, i, end);
      }
      a.check(out);
      i = end;
    }
    return out.toString();
  }

  /** Where a quoted literal starting at {@code start} ends: after its closing quote, or at the end. */
  private static int literalEnd(String format, int start) {
    if (format.startsWith("''", start)) {
      return start + 2;
    }
    for (int i = start + 1; i < format.length(); i++) {
      if (format.charAt(i) == '\'') {
        if (i + 1 < format.length() && format.charAt(i + 1) == '\'') {
          i++;
          continue;
        }
        return i + 1;
      }
    }
    return format.length();
  }

  private static boolean isAsciiLetter(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
  }

  private static String verb(String verb, OffsetDateTime t, Arguments a) throws HclEvalException {
    int hour12 = t.getHour() % 12 == 0 ? 12 : t.getHour() % 12;
    String month = t.getMonth().getDisplayName(java.time.format.TextStyle.FULL, java.util.Locale.ENGLISH);
    String day = t.getDayOfWeek().getDisplayName(java.time.format.TextStyle.FULL, java.util.Locale.ENGLISH);
    return switch (verb) {
      case "YYYY" -> String.format("%04d", t.getYear());
      case "YY" -> String.format("%02d", t.getYear() % 100);
      case "MMMM" -> month;
      case "MMM" -> month.substring(0, 3);
      case "MM" -> String.format("%02d", t.getMonthValue());
      case "M" -> String.valueOf(t.getMonthValue());
      case "DD" -> String.format("%02d", t.getDayOfMonth());
      case "D" -> String.valueOf(t.getDayOfMonth());
      case "EEEE" -> day;
      case "EEE" -> day.substring(0, 3);
      case "hh" -> String.format("%02d", t.getHour());
      case "h" -> String.valueOf(t.getHour());
      case "HH" -> String.format("%02d", hour12);
      case "H" -> String.valueOf(hour12);
      case "AA" -> t.getHour() < 12 ? "AM" : "PM";
      case "aa" -> t.getHour() < 12 ? "am" : "pm";
      case "mm" -> String.format("%02d", t.getMinute());
      case "m" -> String.valueOf(t.getMinute());
      case "ss" -> String.format("%02d", t.getSecond());
      case "s" -> String.valueOf(t.getSecond());
      case "ZZZZZ" -> offset(t, true);
      case "ZZZZ" -> offset(t, false);
      case "ZZZ" -> t.getOffset().getTotalSeconds() == 0 ? "UTC" : offset(t, false);
      case "Z" -> t.getOffset().getTotalSeconds() == 0 ? "Z" : offset(t, true);
      default -> throw a.error("invalid date format verb " + JsonEncoder.quote(verb));
    };
  }

  /** Go's "-07:00" (with the colon) or "-0700". */
  private static String offset(OffsetDateTime t, boolean colon) {
    int seconds = t.getOffset().getTotalSeconds();
    int minutes = Math.abs(seconds) / 60;
    return (seconds < 0 ? "-" : "+") + String.format("%02d", minutes / 60) + (colon ? ":" : "")
        + String.format("%02d", minutes % 60);
  }

  private static OffsetDateTime timestamp(Arguments a, int i) throws HclEvalException {
    String text = a.string(i);
    if (RFC3339.matcher(text).matches()) {
      try {
        return OffsetDateTime.parse(text);
      } catch (DateTimeParseException e) {
        // falls through to the error below: a field out of range
      }
    }
    throw a.error(i, "is not a valid RFC3339 timestamp: " + JsonEncoder.quote(text));
  }

  /** Go's time.ParseDuration: "1h30m", "-1.5h", "300ms"; "0" alone is zero. */
  private static long duration(Arguments a, int i) throws HclEvalException {
    String text = a.string(i);
    String rest = text.startsWith("-") || text.startsWith("+") ? text.substring(1) : text;
    boolean negative = text.startsWith("-");
    if (rest.equals("0")) {
      return 0;
    }
    Matcher m = DURATION_PART.matcher(rest);
    BigDecimal total = BigDecimal.ZERO;
    int at = 0;
    while (at < rest.length() && m.find(at) && m.start() == at) {
      total = total.add(new BigDecimal(m.group(1).endsWith(".") ? m.group(1) + "0" : m.group(1))
          .multiply(BigDecimal.valueOf(unitNanos(m.group(2)))));
      at = m.end();
    }
    if (rest.isEmpty() || at != rest.length() || total.compareTo(BigDecimal.valueOf(Long.MAX_VALUE)) > 0) {
      throw a.error(i, "is not a valid duration: time: invalid duration " + JsonEncoder.quote(text));
    }
    long nanos = total.longValue();
    return negative ? -nanos : nanos;
  }

  private static long unitNanos(String unit) {
    return switch (unit) {
      case "ns" -> 1L;
      case "us", "µs", "μs" -> 1_000L;
      case "ms" -> 1_000_000L;
      case "s" -> 1_000_000_000L;
      case "m" -> 60_000_000_000L;
      default -> 3_600_000_000_000L;
    };
  }

  /** A name-based UUID (RFC 4122 version 5) in a namespace: dns, url, oid, x500 or a UUID. */
  private static Object uuidV5(Arguments a) throws HclEvalException {
    a.count(2);
    String namespaceText = a.string(0);
    UUID namespace = switch (namespaceText) {
      case "dns" -> UUID.fromString("6ba7b810-9dad-11d1-80b4-00c04fd430c8");
      case "url" -> UUID.fromString("6ba7b811-9dad-11d1-80b4-00c04fd430c8");
      case "oid" -> UUID.fromString("6ba7b812-9dad-11d1-80b4-00c04fd430c8");
      case "x500" -> UUID.fromString("6ba7b814-9dad-11d1-80b4-00c04fd430c8");
      default -> parseUuid(namespaceText);
    };
    if (namespace == null) {
      throw a.error(0, "is not a namespace uuidv5() supports: " + JsonEncoder.quote(namespaceText)
          + " is neither dns, url, oid, x500 nor a UUID");
    }
    byte[] name = a.string(1).getBytes(StandardCharsets.UTF_8);
    byte[] hash;
    try {
      MessageDigest sha1 = MessageDigest.getInstance("SHA-1");
      sha1.update(ByteBuffer.allocate(16).putLong(namespace.getMostSignificantBits())
          .putLong(namespace.getLeastSignificantBits()).array());
      hash = sha1.digest(name);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-1 is part of every Java runtime", e);
    }
    hash[6] = (byte) ((hash[6] & 0x0f) | 0x50);
    hash[8] = (byte) ((hash[8] & 0x3f) | 0x80);
    String hex = HexFormat.of().formatHex(hash, 0, 16);
    return hex.substring(0, 8) + "-" + hex.substring(8, 12) + "-" + hex.substring(12, 16) + "-"
        + hex.substring(16, 20) + "-" + hex.substring(20);
  }

  /** google/uuid's Parse: the 36-character form, braced, urn:uuid: prefixed, or 32 hex digits. */
  private static UUID parseUuid(String text) {
    String core = text;
    if (core.length() == 45 && core.regionMatches(true, 0, "urn:uuid:", 0, 9)) {
      core = core.substring(9);
    } else if (core.length() == 38 && core.startsWith("{") && core.endsWith("}")) {
      core = core.substring(1, 37);
    } else if (core.length() == 32 && core.matches("[0-9a-fA-F]{32}")) {
      core = core.substring(0, 8) + "-" + core.substring(8, 12) + "-" + core.substring(12, 16) + "-"
          + core.substring(16, 20) + "-" + core.substring(20);
    }
    if (!core.matches("[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}")) {
      return null;
    }
    return UUID.fromString(core);
  }
}
