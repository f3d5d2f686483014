package io.stackdrift.events;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The OpenTelemetry environment format {@code key1=value1,key2=value2} (values URL-encoded), as
 * {@code OTEL_RESOURCE_ATTRIBUTES} and the {@code OTEL_EXPORTER_OTLP_*HEADERS} variables write it.
 * A header holds a credential more often than not, so what cannot be used is told by the variable's
 * name and the entry's key (or its place, when the key itself is unusable), never by the value: one
 * line, and the caller exports nothing.
 */
final class OtlpPairs {
  /** RFC 9110 {@code tchar}: besides letters and digits, what a header name may hold. */
  private static final String TOKEN_SYMBOLS = "!#$%&'*+-.^_`|~";

  private OtlpPairs() {}

  /** The pairs of {@code variable}'s {@code text}; empty when it is blank. */
  static Map<String, String> attributes(String variable, String text) {
    return pairs(variable, text, false);
  }

  /**
   * Header pairs: keys RFC 9110 tokens, values visible ASCII with spaces and tabs only inside (RFC
   * 9110 field values), which is all an HTTP library sends without complaint. Checked here, where the
   * variable is read, because the SDK's own complaint quotes the value.
   */
  static Map<String, String> headers(String variable, String text) {
    return pairs(variable, text, true);
  }

  private static Map<String, String> pairs(String variable, String text, boolean headers) {
    Map<String, String> out = new LinkedHashMap<>();
    if (text == null || text.isBlank()) {
      return out;
    }
    String[] entries = text.split(",", -1);
    for (int i = 0; i < entries.length; i++) {
      String entry = entries[i].strip();
      if (entry.isEmpty()) {
        continue; // a trailing or doubled comma
      }
      String place = "entry " + (i + 1);
      int eq = entry.indexOf('=');
      if (eq < 0) {
        throw new IllegalArgumentException(variable + ": " + place + " has no '='; write KEY=VALUE pairs "
            + "separated by commas, with a comma in a value as %2C");
      }
      String key = decode(entry.substring(0, eq).strip(), variable, "the key of " + place);
      if (key.isEmpty()) {
        throw new IllegalArgumentException(variable + ": " + place + " has no key before '='; write KEY=VALUE");
      }
      if (headers && !isToken(key)) {
        throw new IllegalArgumentException(variable + ": the key of " + place + " is not an HTTP header name "
            + "(letters, digits and " + TOKEN_SYMBOLS + " only); fix that key");
      }
      String named = (headers ? "header " : "key ") + shownKey(key, place);
      String value = decode(entry.substring(eq + 1).strip(), variable, "the value of " + named);
      if (headers && !isFieldValue(value)) {
        throw new IllegalArgumentException(variable + ": the value of " + named + " holds a character HTTP "
            + "does not allow (a control character, a line break, a non-ASCII character, or a space at either "
            + "end); give visible ASCII only");
      }
      out.put(key, value);
    }
    return out;
  }

  static boolean isToken(String name) {
    if (name.isEmpty()) {
      return false;
    }
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      boolean alphanumeric = c < 0x80 && Character.isLetterOrDigit(c);
      if (!alphanumeric && TOKEN_SYMBOLS.indexOf(c) < 0) {
        return false;
      }
    }
    return true;
  }

  /** {@code field-vchar [ 1*( SP / HTAB / field-vchar ) field-vchar ]}, without obs-text; empty is allowed. */
  static boolean isFieldValue(String value) {
    for (int i = 0; i < value.length(); i++) {
      char c = value.charAt(i);
      boolean inside = i > 0 && i < value.length() - 1;
      if (!visible(c) && !(inside && (c == ' ' || c == '\t'))) {
        return false;
      }
    }
    return true;
  }

  private static boolean visible(char c) {
    return c >= 0x21 && c <= 0x7E;
  }

  /** A key that is a header name may be shown; any other is named by its place, as it may hold anything. */
  private static String shownKey(String key, String place) {
    return isToken(key) && key.length() <= 100 ? "'" + key + "'" : place;
  }

  /** {@code +} is a plus, as the specification reads it; a bad escape is told without the text around it. */
  private static String decode(String text, String variable, String what) {
    try {
      return URLDecoder.decode(text.replace("+", "%2B"), StandardCharsets.UTF_8);
    } catch (IllegalArgumentException e) { // its message quotes the text
      throw new IllegalArgumentException(variable + ": " + what + " has a '%' that is not followed by two hex "
          + "digits; write a literal % as %25");
    }
  }
}
