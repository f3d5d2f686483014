package io.stackdrift.report;

import io.stackdrift.tofu.ToolErrors;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.process.BoundedCapture;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** What must never leave the process in details and events (contract §9). */
class RedactorTest {
  private static final Redactor NO_ENV = Redactor.fromEnvironment(Map.of());

  @ParameterizedTest
  @ValueSource(strings = {"GITHUB_TOKEN", "AWS_SECRET_ACCESS_KEY", "DB_PASSWORD", "SMTP_PASSWD", "API_KEY",
      "GOOGLE_CREDENTIALS", "tf_token_app_terraform_io", "My_Secret"})
  void valueOfASecretNamedVariableIsMasked(String name) {
    Redactor redactor = Redactor.fromEnvironment(Map.of(name, "s3cr3t-value"));

    assertEquals("auth failed for [REDACTED] (again: [REDACTED])",
        redactor.redact("auth failed for s3cr3t-value (again: s3cr3t-value)"));
  }

  @Test
  void theEndOfAKeyWhoseBeginningWasCutOffIsMasked() {
    String cut = "MIIEowIBAAKCAQEA\nabcdef\n-----END RSA PRIVATE KEY-----\nexit status 1";
    String redacted = NO_ENV.redact(cut);
    assertFalse(redacted.contains("MIIEow") || redacted.contains("abcdef"), redacted);
    assertTrue(redacted.endsWith("exit status 1"), redacted);
  }

  @Test
  void aLongKeyIsMaskedBeforeTheDetailIsCut() {
    BoundedCapture stderr = new BoundedCapture();
    StringBuilder key = new StringBuilder("Error: bad key\n-----BEGIN RSA PRIVATE KEY-----\n");
    for (int i = 0; i < 60; i++) {
      key.append("MIIEowIBAAKCAQEAsecretsecretsecretsecretsecretsecretsecretsecret").append(i).append('\n');
    }
    key.append("-----END RSA PRIVATE KEY-----\n");
    byte[] bytes = key.toString().getBytes(java.nio.charset.StandardCharsets.UTF_8);
    stderr.write(bytes, 0, bytes.length);
    String detail = ToolErrors.tail(stderr, NO_ENV);
    assertFalse(detail.contains("secretsecret"), detail);
    assertFalse(detail.contains("END RSA PRIVATE KEY"), detail);
  }

  @Test
  void aKeyWhoseBeginningFellInTheDroppedMiddleIsMaskedInTheKeptTail() {
    BoundedCapture stderr = new BoundedCapture(256);
    StringBuilder out = new StringBuilder("Error: bad key\n" + "x".repeat(300) + "\n-----BEGIN RSA PRIVATE KEY-----\n");
    for (int i = 0; i < 40; i++) {
      out.append("MIIEowIBAAKCAQEAsecretsecret").append(i).append('\n');
    }
    out.append("-----END RSA PRIVATE KEY-----\nexit status 1\n");
    byte[] bytes = out.toString().getBytes(java.nio.charset.StandardCharsets.UTF_8);
    stderr.write(bytes, 0, bytes.length);

    String text = stderr.text(NO_ENV::redact);
    assertTrue(text.contains("bytes omitted"), text);
    assertFalse(text.contains("secretsecret"), text);
    assertTrue(text.strip().endsWith("exit status 1"), text);
  }

  @Test
  void bearerInsideAWordIsNotAToken() {
    assertEquals("the forbearer of news", NO_ENV.redact("the forbearer of news"));
  }

  @Test
  void aFourCharacterSecretIsMasked() {
    Redactor redactor = Redactor.fromEnvironment(Map.of("PIN_PASSWORD", "1234"));

    assertEquals("pin [REDACTED]", redactor.redact("pin 1234"));
  }

  @ParameterizedTest
  @ValueSource(strings = {"", "a", "ab", "abc"})
  void shortSecretValuesAreNotMasked(String value) {
    // Masking "on" or "1" would shred every message while protecting nothing.
    Redactor redactor = Redactor.fromEnvironment(Map.of("FEATURE_TOKEN", value));

    assertEquals("value abc here", redactor.redact("value abc here"));
  }

  @Test
  void valuesOfOtherVariablesAreNotMasked() {
    Redactor redactor = Redactor.fromEnvironment(Map.of(
        "HOME", "/home/runner",
        "TF_WORKSPACE_NAME", "production",
        "USER", "runner"));

    String text = "runner planned production from /home/runner";
    assertEquals(text, redactor.redact(text));
  }

  /** Issue 45: header values are credentials whatever the variable is called, and the run's redactor knows them. */
  @ParameterizedTest
  @ValueSource(strings = {"OTEL_EXPORTER_OTLP_HEADERS", "OTEL_EXPORTER_OTLP_TRACES_HEADERS",
      "OTEL_EXPORTER_OTLP_METRICS_HEADERS", "OTEL_EXPORTER_OTLP_LOGS_HEADERS"})
  void otlpHeaderValuesAreMaskedAsWrittenAsDecodedAndInPieces(String variable) {
    Redactor redactor = Redactor.fromEnvironment(Map.of(variable,
        "x-api-key=key1%0d%0aInjected: yes, x-team=plain%20zero0, x-bad=half%zzway, tail"));

    assertEquals("[REDACTED]", redactor.redact("key1%0d%0aInjected: yes"));
    assertEquals("[REDACTED]", redactor.redact("key1\r\nInjected: yes"));
    assertEquals("cut at [REDACTED], then [REDACTED].", redactor.redact("cut at key1, then Injected: yes."));
    assertEquals("sent [REDACTED]", redactor.redact("sent plain zero0"));
    assertEquals("[REDACTED]", redactor.redact("half%zzway"));
    assertEquals("after a comma: [REDACTED]", redactor.redact("after a comma: tail"));
    assertEquals("x-api-key and x-team", redactor.redact("x-api-key and x-team"), "keys stay");
  }

  @Test
  void aKnownSecretIsMaskedWholeAndByItsVisibleRuns() {
    Redactor redactor = NO_ENV.knowing(java.util.List.of("abc\u0000defgh\u00e9ijkl mnop", "xyz"));

    assertEquals("[REDACTED] [REDACTED] [REDACTED] xyz",
        redactor.redact("abc\u0000defgh\u00e9ijkl mnop defgh ijkl mnop xyz"));
  }

  @Test
  void aLongerSecretIsMaskedWholeEvenWhenAShorterOneIsInsideIt() {
    // Replacing the short one first would leave the rest of the long one readable.
    Redactor redactor = Redactor.fromEnvironment(Map.of(
        "SHORT_TOKEN", "abcd",
        "LONG_TOKEN", "abcd-efgh-ijkl"));

    String out = redactor.redact("token abcd-efgh-ijkl and abcd");

    assertEquals("token [REDACTED] and [REDACTED]", out);
  }

  @Test
  void accessKeyIdsAreMasked() {
    String out = NO_ENV.redact("key AKIAIOSFODNN7EXAMPLE and session ASIAY34FZKBOKMUTVV7A used");

    assertEquals("key [REDACTED] and session [REDACTED] used", out);
  }

  @Test
  void somethingShapedAlmostLikeAnAccessKeyIdIsKept() {
    // 15 characters after AKIA, and one embedded in a longer word: not key ids.
    String text = "AKIAIOSFODNN7EXAMPL XAKIAIOSFODNN7EXAMPLE";

    assertEquals(text, NO_ENV.redact(text));
  }

  @ParameterizedTest
  @ValueSource(strings = {"PRIVATE KEY", "RSA PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY",
      "ENCRYPTED PRIVATE KEY"})
  void privateKeyBlocksAreMasked(String kind) {
    String text = "key_pem = <<EOT\n-----BEGIN " + kind + "-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC\n"
        + "b3BlbnNzaC1rZXktdjEAAAAABG5vbmU=\n-----END " + kind + "-----\nEOT";

    String out = NO_ENV.redact(text);

    assertEquals("key_pem = <<EOT\n[REDACTED]\nEOT", out);
  }

  @Test
  void aPrivateKeyBlockCutOffBeforeItsEndIsMaskedToTheEnd() {
    // Output capture may drop the END line; the key material must still go.
    String out = NO_ENV.redact("x -----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEA\nqw3r");

    assertEquals("x [REDACTED]", out);
  }

  @Test
  void aPublicKeyIsKept() {
    String text = "-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE\n-----END PUBLIC KEY-----";

    assertEquals(text, NO_ENV.redact(text));
  }

  @ParameterizedTest
  @ValueSource(strings = {"Bearer xyz", "bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln",
      "BEARER   abc-def_ghi~jkl+mno/pqr="})
  void bearerTokensAreMasked(String bearer) {
    String out = NO_ENV.redact("Authorization: " + bearer + " rejected");

    assertEquals("Authorization: [REDACTED] rejected", out);
  }

  @Test
  void envSecretsAndCredentialShapesAreMaskedTogether() {
    Redactor redactor = Redactor.fromEnvironment(Map.of("VAULT_TOKEN", "hvs.CAESIJ"));

    String out = redactor.redact("vault hvs.CAESIJ aws AKIAIOSFODNN7EXAMPLE http Bearer xyz");

    assertEquals("vault [REDACTED] aws [REDACTED] http [REDACTED]", out);
    assertFalse(out.contains("hvs.CAESIJ"));
  }

  @Test
  void plainTextIsUnchanged() {
    String text = "Plan: 1 to add, 0 to change, 0 to destroy.\nError: Invalid reference (main.tf:1)";

    assertEquals(text, NO_ENV.redact(text));
  }

  @Test
  void nullAndEmptyPassThrough() {
    Redactor redactor = Redactor.fromEnvironment(Map.of("API_KEY", "abcdef"));

    assertNull(redactor.redact(null));
    assertTrue(redactor.redact("").isEmpty());
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
      "password=hunter2pw | password=[REDACTED]",
      "db_password = hunter2pw rejected | db_password = [REDACTED] rejected",
      "passwd: hunter2pw | passwd: [REDACTED]",
      "PASSWORD:hunter2pw | PASSWORD:[REDACTED]",
      "secret=s3cr3tvalue&user=bob | secret=[REDACTED]&user=bob",
      "client_secret='s3cr3t value' | client_secret='[REDACTED]'",
      "token=tokvalue123 | token=[REDACTED]",
      "auth_token: \"tok value\" | auth_token: \"[REDACTED]\"",
      "`{\"password\": \"hunter2pw\", \"user\": \"bob\"}` | `{\"password\": \"[REDACTED]\", \"user\": \"bob\"}`",
      "aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY | aws_secret_access_key = [REDACTED]",
      "aws_secret_access_key: \"wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\" | aws_secret_access_key: \"[REDACTED]\"",
      "`{\"aws_secret_access_key\":\"wJalrXUtnFEMI/K7MDENG\"}` | `{\"aws_secret_access_key\":\"[REDACTED]\"}`",
      "AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG | AWS_SECRET_ACCESS_KEY=[REDACTED]",
      "Authorization: Basic dXNlcjpwYXNz | Authorization: Basic [REDACTED]",
      "jdbc:postgresql://db/app?user=bob&password=hunter2pw | jdbc:postgresql://db/app?user=bob&password=[REDACTED]",
  })
  void namedValuesAreMaskedAndTheirNamesKept(String text, String expected) {
    assertEquals(expected, NO_ENV.redact(text));
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "postgres://dbuser:pgpass99@db.example:5432/app | postgres://dbuser:[REDACTED]@db.example:5432/app",
      "git clone https://oauth2:abc123@gitlab.example/x.git | git clone https://oauth2:[REDACTED]@gitlab.example/x.git",
      "mysql://root:p@ss:w0rd@10.0.0.1/db | mysql://root:[REDACTED]@10.0.0.1/db",
      "redis://:onlyapass@cache:6379 | redis://:[REDACTED]@cache:6379",
  })
  void passwordsInUrlsAreMaskedAndUserAndHostKept(String text, String expected) {
    assertEquals(expected, NO_ENV.redact(text));
  }

  @ParameterizedTest
  @ValueSource(strings = {
      "ghp_R8x2kLmQ9wErTy7UiOp3AsDfGhJkLz0XcVbN",
      "gho_16C7e42F292c6912E7710c838347Ae178B4a",
      "ghs_16C7e42F292c6912E7710c838347Ae178B4a",
      "github_pat_11ABCDEFG0123456789abc_defghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456",
      "glpat-xYz12AbCdEfGhIjKlMnO",
      "xoxb-123456789012-1234567890123-AbCdEfGhIjKlMnOpQrStUvWx",
      "xoxp-123456789012-abcdefghij",
      "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c",
      "eyJhbGciOiJub25lIn0.eyJzdWIiOiJib2IifQ.",
  })
  void serviceTokensAndJwtsAreMasked(String token) {
    assertEquals("push with [REDACTED] failed", NO_ENV.redact("push with " + token + " failed"));
  }

  @ParameterizedTest
  @ValueSource(strings = {
      "Plan: 1 to add, 0 to change, 0 to destroy.",
      "Error: Unsupported argument; An argument named \"token\" is not expected here.",
      "password = (sensitive value)",
      "see https://registry.opentofu.org/hashicorp/aws and http://host:8080/path",
      "the ghp_ prefix and glpat- and xoxb- alone are not tokens",
      "eyJ is how base64 JSON begins",
      "Error: Invalid reference (main.tf:12)",
  })
  void textWithoutCredentialsIsUnchanged(String text) {
    assertEquals(text, NO_ENV.redact(text));
  }

  @Test
  void aMaskedTokenIsNotMaskedAgainAsAValue() {
    assertEquals("token=[REDACTED] ok", NO_ENV.redact("token=ghp_R8x2kLmQ9wErTy7UiOp3AsDfGhJkLz0XcVbN ok"));
  }

  @Test
  void aQuotedValueCutBeforeItsClosingQuoteIsMaskedToTheLineEnd() {
    assertEquals("x\npassword = \"[REDACTED]\nnext", NO_ENV.redact("x\npassword = \"hunter2 and more\nnext"));
  }

  /** Lines built to make a backtracking pattern try every start against the rest of the line. */
  @ParameterizedTest
  @ValueSource(strings = {"a", "token", "password=", "Authorization: basic ", "aws_secret_access_key\"", "://",
      "http://u:", "u:p@", "eyJa.", "ghp_", "xoxb-", "bearer ", "-----BEGIN RSA PRIVATE KEY-----",
      "-----END PRIVATE KEY-----"})
  void aQuarterMegabyteAdversarialLineIsRedactedQuickly(String unit) {
    String line = unit.repeat(256 * 1024 / unit.length() + 1) + " " + unit;
    Redactor redactor = Redactor.fromEnvironment(Map.of("DB_PASSWORD", "hunter2pw"));

    // A generous bound: quadratic backtracking on 256 Ki characters takes minutes, a linear scan milliseconds.
    String out = assertTimeoutPreemptively(Duration.ofSeconds(10), () -> redactor.redact(line));
    assertFalse(out.isEmpty());
  }
  @Test
  void valuesItIsToldToHideAreMaskedWhateverTheirNames() {
    Redactor redactor = NO_ENV.hiding(List.of("eu-west-1-private", "a\r\nb\u00e9c", "abc"));

    assertEquals("region [REDACTED], tail [REDACTED]; abc stays (3 characters)",
        redactor.redact("region eu-west-1-private, tail a\r\nb\u00e9c; abc stays (3 characters)"));
  }

  @Test
  void overlappingValuesAreMaskedAsOneStretchLeavingNoPartOfEither() {
    Redactor redactor = NO_ENV.hiding(List.of("abcde", "cdefgh"));

    assertEquals("x [REDACTED] y", redactor.redact("x abcdefgh y"));
  }

  @Test
  void tenThousandValuesAreFoundInOnePassOverAMegabyte() {
    List<String> values = java.util.stream.IntStream.range(0, 10_000).mapToObj(i -> "stack-value-" + i).toList();
    Redactor redactor = NO_ENV.hiding(values);
    String text = "x".repeat(1 << 20) + " stack-value-9999 ";

    String out = assertTimeoutPreemptively(Duration.ofSeconds(10), () -> redactor.redact(text));
    assertTrue(out.endsWith(" [REDACTED] "), out.substring(out.length() - 40));
  }
}
