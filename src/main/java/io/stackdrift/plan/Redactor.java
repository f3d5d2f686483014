package io.stackdrift.plan;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Removes secrets from text that leaves the process in details and events (contract §9): values of
 * environment variables whose names say they are secret, and strings shaped like credentials.
 */
public final class Redactor {
  public static final String MASK = "[REDACTED]";
  private static final List<String> SECRET_NAMES =
      List.of("TOKEN", "SECRET", "PASSWORD", "PASSWD", "KEY", "CREDENTIAL");
  private static final Pattern CREDENTIALS = Pattern.compile(
      "-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----.*?(-----END [A-Z0-9 ]*PRIVATE KEY-----|\\z)"
          // the end of a key whose beginning was cut off: mask from where the text starts
          + "|\\A(?:(?!-----BEGIN ).)*?-----END [A-Z0-9 ]*PRIVATE KEY-----"
          + "|\\b(AKIA|ASIA)[0-9A-Z]{16}\\b"
          + "|\\b(?i:bearer)\\s+[A-Za-z0-9._~+/=-]+",
      Pattern.DOTALL);

  private final List<String> values;

  private Redactor(List<String> values) {
    this.values = values;
  }

  public static Redactor fromEnvironment(Map<String, String> env) {
    List<String> secrets = new ArrayList<>();
    env.forEach((name, value) -> {
      String upper = name.toUpperCase(Locale.ROOT);
      if (value != null && value.length() > 3 && SECRET_NAMES.stream().anyMatch(upper::contains)) {
        secrets.add(value);
      }
    });
    secrets.sort(Comparator.comparingInt(String::length).reversed());
    return new Redactor(List.copyOf(secrets));
  }

  public String redact(String text) {
    if (text == null || text.isEmpty()) {
      return text;
    }
    String out = text;
    for (String secret : values) {
      out = out.replace(secret, MASK);
    }
    return CREDENTIALS.matcher(out).replaceAll(MASK);
  }
}
