package io.stackdrift.report;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.regex.MatchResult;
import java.util.regex.Pattern;

/**
 * Removes secrets from text that leaves the process in details and events (contract §9): values of
 * environment variables whose names say they are secret, and strings shaped like credentials.
 *
 * <p>Tool output is untrusted and may be one megabyte on a line, so every pattern starts where a
 * token can start (a literal prefix, or a look-behind that fails inside a word) and its repeats are
 * possessive or bounded: no input makes a pattern try each start against the rest of the text.
 */
public final class Redactor {
  public static final String MASK = "[REDACTED]";
  private static final List<String> SECRET_NAMES =
      List.of("TOKEN", "SECRET", "PASSWORD", "PASSWD", "KEY", "CREDENTIAL");

  /** Masked whole: the match is the secret. */
  private static final Pattern CREDENTIALS = Pattern.compile(
      "-----BEGIN [A-Z0-9 ]{0,64}PRIVATE KEY-----.*?(-----END [A-Z0-9 ]{0,64}PRIVATE KEY-----|\\z)"
          + "|\\b(?:AKIA|ASIA)[0-9A-Z]{16}\\b"
          + "|\\b(?i:bearer)[ \\t]{1,16}+[A-Za-z0-9._~+/=-]++"
          // GitHub (classic and fine-grained), GitLab, Slack tokens and JWTs
          + "|(?<![A-Za-z0-9_])gh[pousr]_[A-Za-z0-9]{20,}+"
          + "|(?<![A-Za-z0-9_])github_pat_[A-Za-z0-9_]{20,}+"
          + "|(?<![A-Za-z0-9_-])glpat-[A-Za-z0-9_-]{16,}+"
          + "|(?<![A-Za-z0-9_-])xox[a-z]-[A-Za-z0-9-]{10,}+"
          + "|(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{4,}+\\.[A-Za-z0-9_-]{4,}+\\.[A-Za-z0-9_-]*+",
      Pattern.DOTALL);

  private static final Pattern KEY_END = Pattern.compile("-----END [A-Z0-9 ]{0,64}PRIVATE KEY-----");
  private static final String KEY_BEGIN = "-----BEGIN ";

  /** {@code scheme://user:password@host}: the password goes, the user and host stay for the reader. */
  private static final Pattern URL_PASSWORD = Pattern.compile(
      "(?<![A-Za-z0-9+.-])([A-Za-z][A-Za-z0-9+.-]{0,31}://[^\\s/?#@:]{0,256}+:)[^\\s/?#]{1,1024}@");

  /**
   * {@code password=…}, {@code passwd: …}, {@code "client_secret": "…"}, {@code aws_secret_access_key = …},
   * {@code Authorization: Basic …}: the value goes, the name stays. A value may be quoted; an unquoted
   * one ends at white space or a delimiter of the forms around it (URL query, JSON, shell).
   */
  private static final Pattern NAMED_VALUE = Pattern.compile(
      "(?<![A-Za-z0-9_.-])("
          + "[A-Za-z0-9_.-]{0,64}?(?i:password|passwd|passphrase|secret|token|api[_-]?key|authorization)"
          + "[A-Za-z0-9_.-]{0,64}+[\"']?[ \\t]{0,8}+[:=][ \\t]{0,8}+"
          + "(?:(?i:basic|bearer|token|digest)[ \\t]{1,8}+)?)"
          // a quoted value may lack its closing quote when the text was cut
          + "(?:(\")[^\"\\n]++(\"?)|(')[^'\\n]++('?)|[^\\s\"',;&()<>{}\\[\\]]++)");

  private final KnownValues values;

  private Redactor(KnownValues values) {
    this.values = values;
  }

  public static Redactor fromEnvironment(Map<String, String> env) {
    List<String> secrets = new ArrayList<>();
    env.forEach((name, value) -> {
      String upper = name.toUpperCase(Locale.ROOT);
      if (value != null && SECRET_NAMES.stream().anyMatch(upper::contains)) {
        secrets.add(value);
      }
      if (value != null && upper.startsWith("OTEL_") && upper.endsWith("HEADERS")) {
        secrets.addAll(headerValues(value));
      }
    });
    return knowingOnly(secrets);
  }

  /**
   * The credential shapes and {@code secrets}, without the environment's: for text the run's redactor
   * does not see, such as a library's messages about values the run gave it.
   */
  public static Redactor knowingOnly(Collection<String> secrets) {
    return new Redactor(KnownValues.NONE).knowing(secrets);
  }

  /**
   * This redactor, also hiding {@code secrets}: each longer than 3 characters, and of one holding a
   * control or non-ASCII character also each visible run of it longer than 3, as a printer may cut or
   * escape the value there.
   */
  public Redactor knowing(Collection<String> secrets) {
    Set<String> all = new LinkedHashSet<>();
    for (String secret : secrets) {
      addWithRuns(all, secret);
    }
    return hiding(all);
  }

  private static void addWithRuns(Set<String> into, String secret) {
    if (secret == null || secret.length() <= 3) {
      return;
    }
    into.add(secret);
    for (String run : secret.split("[^\\x20-\\x7E]+")) {
      if (run.length() < secret.length()) {
        for (String piece : List.of(run, run.strip())) {
          if (piece.length() > 3) {
            into.add(piece);
          }
        }
      }
    }
  }

  /**
   * {@code key1=value1,key2=value2} read leniently (a bad escape stays as written): the text, every
   * value as written and decoded, and an entry without {@code =} whole (a value's part after a comma).
   */
  private static List<String> headerValues(String text) {
    List<String> out = new ArrayList<>(List.of(text));
    for (String entry : text.split(",")) {
      String value = entry.substring(entry.indexOf('=') + 1).strip();
      out.add(value);
      out.add(percentDecoded(value));
    }
    return out;
  }

  /** {@code %XX} as the byte it stands for, read as UTF-8; anything else as it is. */
  private static String percentDecoded(String text) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream(text.length());
    int literal = 0;
    for (int i = 0; i < text.length(); i++) {
      if (text.charAt(i) == '%' && i + 2 < text.length() && hex(text.charAt(i + 1)) >= 0
          && hex(text.charAt(i + 2)) >= 0) {
        bytes.writeBytes(text.substring(literal, i).getBytes(StandardCharsets.UTF_8));
        bytes.write(hex(text.charAt(i + 1)) * 16 + hex(text.charAt(i + 2)));
        i += 2;
        literal = i + 1;
      }
    }
    bytes.writeBytes(text.substring(literal).getBytes(StandardCharsets.UTF_8));
    return bytes.toString(StandardCharsets.UTF_8);
  }

  private static int hex(char c) {
    return Character.digit(c, 16);
  }

  /**
   * The same, also hiding each of {@code more} (those longer than 3 characters, as for secret
   * variables): values whose names do not say they are secret, but that no output may show either
   * (a stack's run environment, contract §13).
   */
  public Redactor hiding(Collection<String> more) {
    return more.isEmpty() ? this : new Redactor(values.and(more));
  }

  public String redact(String text) {
    if (text == null || text.isEmpty()) {
      return text;
    }
    String out = values.mask(text, MASK);
    out = withoutCutKeyStart(CREDENTIALS.matcher(out).replaceAll(MASK));
    out = replace(URL_PASSWORD, out, m -> m.group(1) + MASK + "@");
    return replace(NAMED_VALUE, out, Redactor::maskedValue);
  }

  /**
   * The end of a key whose beginning was cut off (a kept tail of a long output): masked from where
   * the text starts, unless a BEGIN comes before the first END (then the block rule had it).
   */
  private static String withoutCutKeyStart(String text) {
    java.util.regex.Matcher end = KEY_END.matcher(text);
    if (!end.find()) {
      return text;
    }
    int begin = text.indexOf(KEY_BEGIN);
    return begin >= 0 && begin < end.start() ? text : MASK + text.substring(end.end());
  }

  /** The name and separator as they were, the value masked inside the quotes it had. */
  private static String maskedValue(MatchResult m) {
    String open = m.group(2) != null ? m.group(2) : m.group(4) != null ? m.group(4) : "";
    String close = m.group(2) != null ? m.group(3) : m.group(4) != null ? m.group(5) : "";
    return m.group(1) + open + MASK + close;
  }

  private static String replace(Pattern pattern, String text, Function<MatchResult, String> replacement) {
    return pattern.matcher(text).replaceAll(m -> java.util.regex.Matcher.quoteReplacement(replacement.apply(m)));
  }
}
