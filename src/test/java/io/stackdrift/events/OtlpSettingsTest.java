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
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

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
        OtlpSettings.pairs("authorization=Bearer%20t, x=a+b"));
  }

  private static void assertMessage(String expected, String flag, Map<String, String> env) {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> OtlpSettings.from(flag, env));
    assertTrue(e.getMessage().contains(expected), e.getMessage());
    assertEquals(1, e.getMessage().lines().count(), e.getMessage());
  }
}
