package io.stackdrift.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.events.OtlpSettings;
import io.stackdrift.publish.Telemetry;
import io.stackdrift.report.DriftReport;
import io.stackdrift.report.OverallStatus;
import io.stackdrift.report.Redactor;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.ServerSocket;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.BeforeContainer;

/**
 * Issue 45: whatever an {@code OTEL_EXPORTER_OTLP_*HEADERS} variable holds (NUL, CR, LF, non-ASCII,
 * long values, good and bad {@code %} escapes), the secret in a header value never shows: not in the
 * warning the command prints when it reads the variable, not in what the SDK says with or without
 * {@code --debug} (even given a value the settings would have refused), and not in a report the run's
 * redactor has been over.
 */
class OtlpHeaderSecretsPropertiesTest {
  private static final List<String> JUNK = List.of("\u0000", "\r", "\n", "\r\n", "%0d%0a", "%0D%0AInjected: yes",
      "%00", "%", "%zz", "%2", "%C3%A9", "%E4%B8%AD", "%F0%9F%98%80", "é", "中", "\uD83D\uDE00", "\t", " ", "%20",
      "%09", "+", "=", "%25", "%2C", "a", "Bearer ", "x".repeat(3000), "Injected: yes", "\u007f", "\u0085");
  private static final List<String> KEYS = List.of("x-api-key", "authorization", "X-Token", "bad key", ":authority",
      "k%0d%0a", "kéy", "");
  private static final List<String> VARIABLES = List.of("OTEL_EXPORTER_OTLP_HEADERS",
      "OTEL_EXPORTER_OTLP_TRACES_HEADERS", "OTEL_EXPORTER_OTLP_METRICS_HEADERS");
  private static String endpoint;

  /** A port nothing listens on: what could be sent goes nowhere, and is refused at once. */
  @BeforeContainer
  static void closedPort() throws IOException {
    try (ServerSocket s = new ServerSocket(0)) {
      endpoint = "http://127.0.0.1:" + s.getLocalPort();
    }
  }

  record Case(String variable, String text, String value, String secret, String protocol) {
    Map<String, String> env() {
      Map<String, String> env = new HashMap<>(Map.of("OTEL_EXPORTER_OTLP_ENDPOINT", endpoint,
          "OTEL_EXPORTER_OTLP_PROTOCOL", protocol, "OTEL_EXPORTER_OTLP_TIMEOUT", "100"));
      env.put(variable, text);
      return env;
    }
  }

  @Property
  void theWarningAndTheRedactedReportNeverShowTheSecret(@ForAll("cases") Case c) {
    StringWriter err = new StringWriter();
    OtlpSettings settings = new DetectOptions().otlpSettings(new PrintWriter(err, true), c.env());

    if (settings == null) {
      List<String> lines = err.toString().lines().toList();
      assertEquals(1, lines.size(), err.toString());
      assertTrue(lines.get(0).startsWith("stackdrift: warning: " + c.variable() + ": "), lines.get(0));
      assertTrue(lines.get(0).endsWith("; no telemetry is exported this run"), lines.get(0));
    } else {
      assertEquals("", err.toString());
      settings.headerValues().forEach(v -> assertTrue(v.matches("([\\x21-\\x7E]([\\x21-\\x7E \\t]*[\\x21-\\x7E])?)?"),
          "only visible ASCII is sent, spaces and tabs inside: " + v));
    }
    assertFalse(err.toString().contains(c.secret()), err.toString());

    Redactor redactor = Redactor.fromEnvironment(c.env());
    for (String shown : printedForms(c.text())) {
      String report = redactor.redact("detail: " + shown);
      assertFalse(report.contains(c.secret()), report);
    }
  }

  @Property(tries = 40)
  void theSdkNeverShowsTheSecretWithOrWithoutDebug(@ForAll("cases") Case c, @ForAll boolean debug) {
    StringWriter err = new StringWriter();
    PrintWriter errWriter = new PrintWriter(err, true);
    OtlpSettings settings = new DetectOptions().otlpSettings(errWriter, c.env());
    if (settings == null) {
      settings = pastTheCheck(c);
    }
    CliLog log = new CliLog(errWriter);
    Telemetry telemetry = Telemetry.start(settings, "run-1", debug, log);
    if (telemetry != null) {
      Instant now = Instant.now();
      telemetry.stack(Map.of("stackId", "s1"), "converged", now.minusMillis(3), now);
      telemetry.finish(report(), log);
    }
    assertFalse(err.toString().contains(c.secret()), err.toString());
  }

  /** The settings as they would be had the check let the value through: a header the SDK cannot send. */
  private static OtlpSettings pastTheCheck(Case c) {
    OtlpSettings.Protocol protocol = c.protocol().equals("grpc") ? OtlpSettings.Protocol.GRPC
        : OtlpSettings.Protocol.HTTP_PROTOBUF;
    Map<String, String> headers = Map.of("x-api-key", leniently(c.value()));
    Duration timeout = Duration.ofMillis(100);
    boolean grpc = protocol == OtlpSettings.Protocol.GRPC;
    return new OtlpSettings(
        new OtlpSettings.Signal(grpc ? endpoint : endpoint + "/v1/traces", protocol, headers, timeout, false, null,
            null, null),
        new OtlpSettings.Signal(grpc ? endpoint : endpoint + "/v1/metrics", protocol, headers, timeout, false,
            null, null, null),
        Map.of(), "stackdrift");
  }

  /** The variable's text, and each entry's value decoded where it decodes: what a message could quote. */
  private static List<String> printedForms(String text) {
    List<String> forms = new ArrayList<>(List.of(text));
    for (String entry : text.split(",")) {
      String value = entry.substring(entry.indexOf('=') + 1).strip();
      forms.add(value);
      forms.add(leniently(value));
    }
    return forms;
  }

  private static String leniently(String value) {
    try {
      return URLDecoder.decode(value.replace("+", "%2B"), StandardCharsets.UTF_8);
    } catch (IllegalArgumentException e) {
      return value;
    }
  }

  private static DriftReport report() {
    return DriftReport.builder().planHash("sha256:x").runtime(DriftReport.Runtime.NONE).subjects(List.of())
        .stackId("ws").detectedAt("2026-12-02T03:00:00Z").status(OverallStatus.CLEAN).stacks(List.of())
        .reconcileTargets(List.of()).build();
  }

  @Provide
  Arbitrary<Case> cases() {
    Arbitrary<String> junk = Arbitraries.of(JUNK).list().ofMaxSize(6).map(l -> String.join("", l));
    Arbitrary<String> secret = Arbitraries.strings().alpha().numeric().ofLength(16).map(s -> "Mk" + s);
    Arbitrary<String> others = Arbitraries.of("a=1", "b=Bearer%20x", "", "c=%20").list().ofMaxSize(2)
        .map(l -> String.join(",", l));
    return Combinators.combine(Arbitraries.of(VARIABLES), Arbitraries.of(KEYS), junk, secret, junk, others,
        Arbitraries.of("grpc", "http/protobuf"))
        .as((variable, key, before, s, after, rest, protocol) -> new Case(variable,
            (rest.isEmpty() ? "" : rest + ",") + key + "=" + before + s + after, before + s + after, s, protocol));
  }
}
