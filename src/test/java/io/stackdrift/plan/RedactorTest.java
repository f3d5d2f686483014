package io.stackdrift.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
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
}
