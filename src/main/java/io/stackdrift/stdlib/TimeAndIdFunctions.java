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
 * Timestamps and identifiers: tm_timecmp, tm_timeadd and tm_uuidv5, which are pure, and the impure
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
