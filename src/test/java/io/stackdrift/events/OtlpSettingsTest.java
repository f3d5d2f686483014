package io.stackdrift.events;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.events.OtlpSettings.Protocol;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The endpoint forms, protocols and variables of docs/observability.md, as the specification reads them. */
class OtlpSettingsTest {

  @Test
  void nothingConfiguredExportsNothing() {
    assertNull(OtlpSettings.from(null, Map.of()));
    assertNull(OtlpSettings.from(" ", Map.of("OTEL_EXPORTER_OTLP_PROTOCOL", "grpc")));
  }

  @Test
  void hostAndPortWithoutASchemeIsPlaintextGrpc() {
    OtlpSettings s = OtlpSettings.from("localhost:4317", Map.of());
    assertEquals(Protocol.GRPC, s.traces().protocol());
    assertEquals("http://localhost:4317", s.traces().endpoint());
    assertEquals("http://localhost:4317", s.metrics().endpoint());
    assertEquals("http://[::1]:4317", OtlpSettings.from("[::1]:4317", Map.of()).traces().endpoint());
    assertEquals(Protocol.GRPC, OtlpSettings.from(null, Map.of("OTEL_EXPORTER_OTLP_ENDPOINT", "collector:4317"))
        .metrics().protocol());
  }

  @Test
  void aUrlFollowsTheProtocolVariableWithHttpProtobufByDefault() {
    OtlpSettings http = OtlpSettings.from("http://collector:4318/", Map.of());
    assertEquals(Protocol.HTTP_PROTOBUF, http.traces().protocol());
    assertEquals("http://collector:4318/v1/traces", http.traces().endpoint());
    assertEquals("http://collector:4318/v1/metrics", http.metrics().endpoint());
    OtlpSettings grpc = OtlpSettings.from("https://collector:4317", Map.of("OTEL_EXPORTER_OTLP_PROTOCOL", "grpc"));
    assertEquals(Protocol.GRPC, grpc.traces().protocol());
    assertEquals("https://collector:4317", grpc.traces().endpoint(), "gRPC takes no signal path");
  }

  @Test
  void perSignalVariablesWinAndTheirEndpointIsTheWholeUrl() {
    OtlpSettings s = OtlpSettings.from(null, Map.of(
        "OTEL_EXPORTER_OTLP_ENDPOINT", "http://general:4318",
        "OTEL_EXPORTER_OTLP_TRACES_ENDPOINT", "http://traces:4318/custom/path",
        "OTEL_EXPORTER_OTLP_METRICS_PROTOCOL", "grpc",
        "OTEL_EXPORTER_OTLP_HEADERS", "a=1",
        "OTEL_EXPORTER_OTLP_METRICS_HEADERS", "b=2",
        "OTEL_EXPORTER_OTLP_METRICS_TIMEOUT", "8000"));
    assertEquals("http://traces:4318/custom/path", s.traces().endpoint());
    assertEquals(Protocol.HTTP_PROTOBUF, s.traces().protocol());
    assertEquals("http://general:4318", s.metrics().endpoint());
    assertEquals(Protocol.GRPC, s.metrics().protocol());
    assertEquals(Map.of("a", "1"), s.traces().headers());
    assertEquals(Map.of("b", "2"), s.metrics().headers());
    assertEquals(OtlpSettings.DEFAULT_TIMEOUT, s.traces().timeout());
    assertEquals(Duration.ofSeconds(8), s.exportLimit(), "the run waits for the longer of the two");
  }

  @Test
  void onlyTheSignalWithAnEndpointIsExported() {
    OtlpSettings s = OtlpSettings.from(null, Map.of("OTEL_EXPORTER_OTLP_TRACES_ENDPOINT", "http://t:4318/v1/traces"));
    assertNull(s.metrics());
    assertEquals("http://t:4318/v1/traces (http/protobuf)", s.shownEndpoint());
  }

  @Test
  void theFlagWinsOverEveryEndpointVariable() {
    OtlpSettings s = OtlpSettings.from("localhost:4317", Map.of("OTEL_EXPORTER_OTLP_ENDPOINT", "http://env:4318",
        "OTEL_EXPORTER_OTLP_TRACES_ENDPOINT", "http://env:4318/v1/traces"));
    assertEquals("http://localhost:4317", s.traces().endpoint());
    assertEquals("http://localhost:4317 (grpc)", s.shownEndpoint());
  }

  @Test
  void timeoutAndCompressionAreRead() {
    OtlpSettings s = OtlpSettings.from("localhost:4317", Map.of("OTEL_EXPORTER_OTLP_TIMEOUT", "1500",
        "OTEL_EXPORTER_OTLP_COMPRESSION", "gzip"));
    assertEquals(Duration.ofMillis(1500), s.traces().timeout());
    assertTrue(s.metrics().gzip());
    assertFalse(OtlpSettings.from("localhost:4317", Map.of()).traces().gzip());
  }

  @Test
  void certificatesAreReadFromTheNamedFiles(@TempDir Path tmp) throws Exception {
    Path ca = Files.writeString(tmp.resolve("ca.pem"), "-----BEGIN CERTIFICATE-----\nAA==\n-----END CERTIFICATE-----\n");
    Path key = Files.writeString(tmp.resolve("key.pem"), "-----BEGIN PRIVATE KEY-----\nAA==\n-----END PRIVATE KEY-----\n");
    OtlpSettings s = OtlpSettings.from("https://c:4317", Map.of("OTEL_EXPORTER_OTLP_PROTOCOL", "grpc",
        "OTEL_EXPORTER_OTLP_CERTIFICATE", ca.toString(), "OTEL_EXPORTER_OTLP_CLIENT_KEY", key.toString(),
        "OTEL_EXPORTER_OTLP_METRICS_CLIENT_CERTIFICATE", ca.toString(),
        "OTEL_EXPORTER_OTLP_TRACES_CLIENT_CERTIFICATE", ca.toString()));
    assertEquals(Files.readString(ca), new String(s.traces().trustedCertificates()));
    assertEquals(Files.readString(key), new String(s.metrics().clientKey()));
  }

  @Test
  void whatCannotBeUsedIsOneLineNamingTheVariable(@TempDir Path tmp) throws Exception {
    assertMessage("OTEL_EXPORTER_OTLP_PROTOCOL=http/json is not supported", "http://c:4318",
        Map.of("OTEL_EXPORTER_OTLP_PROTOCOL", "http/json"));
    assertMessage("OTEL_EXPORTER_OTLP_TRACES_PROTOCOL is 'thrift'", "http://c:4318",
        Map.of("OTEL_EXPORTER_OTLP_TRACES_PROTOCOL", "thrift"));
    assertMessage("has no scheme, which means OTLP over gRPC, but OTEL_EXPORTER_OTLP_PROTOCOL is 'http/protobuf'",
        "c:4317", Map.of("OTEL_EXPORTER_OTLP_PROTOCOL", "http/protobuf"));
    assertMessage("--otlp-endpoint 'localhost' is neither HOST:PORT", "localhost", Map.of());
    assertMessage("--otlp-endpoint 'ftp://c:21' is not an http or https URL", "ftp://c:21", Map.of());
    assertMessage("OTEL_EXPORTER_OTLP_TIMEOUT is '5s'; give milliseconds", "c:4317",
        Map.of("OTEL_EXPORTER_OTLP_TIMEOUT", "5s"));
    assertMessage("OTEL_EXPORTER_OTLP_COMPRESSION is 'zstd'; use gzip or none", "c:4317",
        Map.of("OTEL_EXPORTER_OTLP_COMPRESSION", "zstd"));
    assertMessage("mutual TLS needs both", "c:4317", Map.of("OTEL_EXPORTER_OTLP_CLIENT_KEY", "/k"));
    Path notPem = Files.writeString(tmp.resolve("x.pem"), "not a certificate");
    assertMessage("which holds no PEM block", "c:4317", Map.of("OTEL_EXPORTER_OTLP_CERTIFICATE", notPem.toString()));
    assertMessage("which cannot be read", "c:4317", Map.of("OTEL_EXPORTER_OTLP_CERTIFICATE",
        tmp.resolve("missing.pem").toString()));
    assertMessage("which cannot be read: not a regular file", "c:4317", Map.of("OTEL_EXPORTER_OTLP_CERTIFICATE",
        "/dev/zero"));
  }

  @Test
  void credentialsInAnEndpointAreNeverShown() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> OtlpSettings.from("user:s3cret@c", Map.of()));
    assertFalse(e.getMessage().contains("s3cret"), e.getMessage());
    OtlpSettings s = OtlpSettings.from("https://user:s3cret@c:4318", Map.of());
    assertFalse(s.shownEndpoint().contains("s3cret"), s.shownEndpoint());
  }

  @Test
  void headersAndResourceAttributesAreUrlDecodedPairs() {
    assertEquals(Map.of("authorization", "Bearer t", "x", "a+b"),
        OtlpPairs.headers("OTEL_EXPORTER_OTLP_HEADERS", "authorization=Bearer%20t, x=a+b"));
  }

  /** Finding of issue 45: the SDK quoted a header value it could not send; it is refused where it is read. */
  @ParameterizedTest
  @ValueSource(strings = {"ghp_SeCrEt1234567890abcdefXY%0d%0aInjected: yes", "SeCrEt%00tail", "SeCrEt%C3%A9",
      "SeCrÉt-literal", "%20SeCrEt", "SeCrEt%09", "SeCrEt%0a", "SeCrEt%7F"})
  void aHeaderValueHttpCannotCarryIsOneLineNamingTheVariableAndKeyNeverTheValue(String value) {
    for (String variable : List.of("OTEL_EXPORTER_OTLP_HEADERS", "OTEL_EXPORTER_OTLP_TRACES_HEADERS",
        "OTEL_EXPORTER_OTLP_METRICS_HEADERS")) {
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> OtlpSettings.from(
          "http://c:4318", Map.of(variable, "a=1,x-api-key=" + value)));
      assertEquals(variable + ": the value of header 'x-api-key' holds a character HTTP does not allow (a control "
          + "character, a line break, a non-ASCII character, or a space at either end); give visible ASCII only",
          e.getMessage());
      assertFalse(e.getMessage().contains("SeCr"), e.getMessage());
    }
  }

  @Test
  void visibleAsciiWithSpacesInsideIsAHeaderValue() {
    OtlpSettings s = OtlpSettings.from("c:4317", Map.of("OTEL_EXPORTER_OTLP_HEADERS",
        "authorization=Bearer%20t0ken,x-tab=a%09b,empty=,x-sym=!~%22%25"));
    assertEquals(Map.of("authorization", "Bearer t0ken", "x-tab", "a\tb", "empty", "", "x-sym", "!~\"%"),
        s.traces().headers());
    assertEquals(List.of("Bearer t0ken", "a\tb", "", "!~\"%"), s.headerValues().subList(0, 4));
  }

  @Test
  void aHeaderKeyThatIsNotATokenIsNamedByItsPlaceOnly() {
    for (String key : List.of("x%20api", ":authority", "Authorization: Bearer SeCrEt", "x%0d%0aY", "kéy")) {
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> OtlpSettings.from(
          "c:4317", Map.of("OTEL_EXPORTER_OTLP_HEADERS", "a=1, " + key + "=v")));
      assertTrue(e.getMessage().startsWith("OTEL_EXPORTER_OTLP_HEADERS: the key of entry 2 is not an HTTP header "
          + "name"), e.getMessage());
      assertFalse(e.getMessage().contains("SeCrEt") || e.getMessage().contains(key), e.getMessage());
    }
  }

  /** Finding of issue 45 ("Poor"): a bad escape was URLDecoder's line, naming no variable and quoting the text. */
  @Test
  void aBadPercentEscapeNamesItsVariableAndKeyAndSaysWhatToDo() {
    assertMessage("OTEL_EXPORTER_OTLP_HEADERS: the value of header 'x-api-key' has a '%' that is not followed by "
        + "two hex digits; write a literal % as %25", "c:4317",
        Map.of("OTEL_EXPORTER_OTLP_HEADERS", "x-api-key=SeCrEt%zz"));
    assertMessage("OTEL_EXPORTER_OTLP_METRICS_HEADERS: the value of header 'auth' has a '%'", "c:4317",
        Map.of("OTEL_EXPORTER_OTLP_METRICS_HEADERS", "auth=SeCrEt%2"));
    assertMessage("OTEL_RESOURCE_ATTRIBUTES: the value of key 'team' has a '%' that is not followed by two hex "
        + "digits; write a literal % as %25", "c:4317", Map.of("OTEL_RESOURCE_ATTRIBUTES", "a=b,team=SeCrEt%"));
    assertMessage("OTEL_RESOURCE_ATTRIBUTES: the key of entry 1 has a '%'", "c:4317",
        Map.of("OTEL_RESOURCE_ATTRIBUTES", "SeCrEt%g1=b"));
    for (String variable : List.of("OTEL_EXPORTER_OTLP_HEADERS", "OTEL_RESOURCE_ATTRIBUTES")) {
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
          () -> OtlpSettings.from("c:4317", Map.of(variable, "k=SeCrEt%%")));
      assertFalse(e.getMessage().contains("SeCrEt") || e.getMessage().contains("URLDecoder"), e.getMessage());
    }
  }

  @Test
  void anEntryWithoutAnEqualsSignIsNamedByItsPlaceNotDropped() {
    assertMessage("OTEL_EXPORTER_OTLP_HEADERS: entry 2 has no '='; write KEY=VALUE pairs separated by commas, "
        + "with a comma in a value as %2C", "c:4317", Map.of("OTEL_EXPORTER_OTLP_HEADERS", "a=SeCrEt,tail"));
    assertMessage("OTEL_RESOURCE_ATTRIBUTES: entry 1 has no key", "c:4317",
        Map.of("OTEL_RESOURCE_ATTRIBUTES", "=v"));
    assertEquals(Map.of("a", "1"), OtlpSettings.from("c:4317", Map.of("OTEL_RESOURCE_ATTRIBUTES", "a=1,, "))
        .resourceAttributes(), "an empty entry is no entry");
  }

  @Test
  void aSignalsTextNeverShowsItsHeaderValues() {
    OtlpSettings s = OtlpSettings.from("c:4317", Map.of("OTEL_EXPORTER_OTLP_HEADERS", "x-api-key=SeCrEt"));
    assertFalse(s.toString().contains("SeCrEt"), s.toString());
    assertTrue(s.toString().contains("x-api-key"), s.toString());
  }

  private static void assertMessage(String expected, String flag, Map<String, String> env) {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> OtlpSettings.from(flag, env));
    assertTrue(e.getMessage().contains(expected), e.getMessage());
    assertEquals(1, e.getMessage().lines().count(), e.getMessage());
  }
}
