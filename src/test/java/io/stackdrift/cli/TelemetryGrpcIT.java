package io.stackdrift.cli;

import static io.stackdrift.testing.TofuWorkspace.dataResource;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opentelemetry.proto.common.v1.KeyValue;
import io.opentelemetry.proto.trace.v1.Span;
import io.stackdrift.testing.CliProcess;
import io.stackdrift.testing.GrpcReceiver;
import io.stackdrift.testing.TestCertificates;
import io.stackdrift.testing.TofuWorkspace;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * OTLP over gRPC to a real gRPC collector (grpc-java with opentelemetry-proto's services) that decodes
 * what it receives: seed 000's {@code --otlp-endpoint=localhost:4317} form in plaintext, the
 * OTEL_EXPORTER_OTLP_* variables over TLS and mutual TLS, and a collector that is not there.
 */
class TelemetryGrpcIT {

  @Test
  void hostAndPortWithoutASchemeExportsOverPlaintextGrpc(@TempDir Path tmp) throws Exception {
    Path ws = workspace(tmp);
    try (GrpcReceiver collector = GrpcReceiver.plaintext()) {
      CliRun run = CliRun.of("detect", "-C", ws.toString(), "--otlp-endpoint=localhost:" + collector.port(),
          "--no-native", "--json", "--state-dir", tmp.resolve(".state").toString());
      assertEquals(0, run.code(), run.err());
      assertTrue(!run.err().contains("warning:"), run.err());
      assertSpansAndMetrics(collector);
    }
  }

  @Test
  void theVariablesConfigureGrpcOverTlsWithHeadersAndGzip(@TempDir Path tmp) throws Exception {
    Path ws = workspace(tmp);
    TestCertificates.Pair server = TestCertificates.selfSigned(tmp.resolve("tls"), "collector");
    try (GrpcReceiver collector = GrpcReceiver.tls(server, null)) {
      Result run = runWith(tmp, ws, Map.of(
          "OTEL_EXPORTER_OTLP_ENDPOINT", "https://localhost:" + collector.port(),
          "OTEL_EXPORTER_OTLP_PROTOCOL", "grpc",
          "OTEL_EXPORTER_OTLP_CERTIFICATE", server.certificate().toString(),
          "OTEL_EXPORTER_OTLP_HEADERS", "authorization=Bearer%20t0ken",
          "OTEL_EXPORTER_OTLP_COMPRESSION", "gzip"));
      assertEquals(0, run.code(), run.output());
      assertTrue(!run.output().contains("warning:"), run.output());
      assertSpansAndMetrics(collector);
      assertTrue(collector.authorizations.contains("Bearer t0ken"), collector.authorizations.toString());
    }
  }

  @Test
  void mutualTlsSendsTheClientCertificateAndWithoutItTheExportIsOneWarning(@TempDir Path tmp) throws Exception {
    Path ws = workspace(tmp);
    TestCertificates.Pair server = TestCertificates.selfSigned(tmp.resolve("tls"), "collector");
    TestCertificates.Pair client = TestCertificates.selfSigned(tmp.resolve("tls"), "stackdrift");
    try (GrpcReceiver collector = GrpcReceiver.tls(server, client)) {
      Map<String, String> env = new HashMap<>(Map.of(
          "OTEL_EXPORTER_OTLP_TRACES_ENDPOINT", "https://localhost:" + collector.port(),
          "OTEL_EXPORTER_OTLP_METRICS_ENDPOINT", "https://localhost:" + collector.port(),
          "OTEL_EXPORTER_OTLP_PROTOCOL", "grpc",
          "OTEL_EXPORTER_OTLP_CERTIFICATE", server.certificate().toString(),
          "OTEL_EXPORTER_OTLP_TIMEOUT", "3000"));
      Result refused = runWith(tmp, ws, env);
      assertEquals(0, refused.code(), refused.output());
      assertEquals(1, refused.output().lines().filter(l -> l.contains("warning: could not export telemetry")).count(),
          refused.output());
      assertTrue(collector.traces.isEmpty(), "no client certificate, no export");

      env.put("OTEL_EXPORTER_OTLP_CLIENT_KEY", client.key().toString());
      env.put("OTEL_EXPORTER_OTLP_CLIENT_CERTIFICATE", client.certificate().toString());
      Result run = runWith(tmp, ws, env);
      assertEquals(0, run.code(), run.output());
      assertTrue(!run.output().contains("warning:"), run.output());
      assertSpansAndMetrics(collector);
    }
  }

  @Test
  void aGrpcPortWithNoCollectorCostsOneWarningWithinTheTimeout(@TempDir Path tmp) throws Exception {
    Path ws = workspace(tmp);
    int port;
    try (ServerSocket s = new ServerSocket(0)) {
      port = s.getLocalPort();
    }
    long start = System.nanoTime();
    CliRun run = CliRun.of("detect", "-C", ws.toString(), "--otlp-endpoint", "127.0.0.1:" + port, "--no-native",
        "--detailed-exitcode");
    long seconds = (System.nanoTime() - start) / 1_000_000_000L;
    assertEquals(0, run.code(), run.err());
    assertTrue(seconds < 15, "bounded wait, took " + seconds + "s");
    assertEquals(1, run.err().lines().filter(l -> l.contains("warning: could not export telemetry")).count(),
        run.err());
    assertTrue(run.err().contains("127.0.0.1:" + port) && run.err().contains("grpc"), run.err());
  }

  private static Path workspace(Path tmp) throws Exception {
    Path root = java.nio.file.Files.createDirectories(tmp.resolve("ws"));
    TofuWorkspace ws = new TofuWorkspace(root);
    ws.stack("app", "app", List.of("role/core"), dataResource("v1"));
    ws.apply("app");
    return root;
  }

  private static void assertSpansAndMetrics(GrpcReceiver collector) {
    List<Span> spans = new ArrayList<>();
    collector.traces.forEach(r -> r.getResourceSpansList().forEach(rs -> rs.getScopeSpansList()
        .forEach(ss -> spans.addAll(ss.getSpansList()))));
    Span stack = spans.stream().filter(s -> s.getName().equals("advanced.drift.stack")).findFirst().orElseThrow(
        () -> new AssertionError("no stack span among " + spans.size() + " spans"));
    Map<String, String> attributes = new HashMap<>();
    for (KeyValue kv : stack.getAttributesList()) {
      attributes.put(kv.getKey(), kv.getValue().getStringValue());
    }
    assertEquals("app", attributes.get("stackId"), attributes.toString());
    assertEquals("converged", attributes.get("status"), attributes.toString());
    assertEquals("core", attributes.get("role"), attributes.toString());
    List<String> metricNames = new ArrayList<>();
    collector.metrics.forEach(r -> r.getResourceMetricsList().forEach(rm -> rm.getScopeMetricsList()
        .forEach(sm -> sm.getMetricsList().forEach(m -> metricNames.add(m.getName())))));
    assertTrue(metricNames.containsAll(List.of("stackdrift.stack.status", "stackdrift.plan.duration",
        "stackdrift.runs")), metricNames.toString());
  }

  private record Result(int code, String output) {}

  /** A run in a JVM of its own, for the variables: the in-process runs read this JVM's environment. */
  private static Result runWith(Path tmp, Path ws, Map<String, String> env) throws Exception {
    ProcessBuilder pb = new ProcessBuilder(CliProcess.argv("detect", "-C", ws.toString(), "--no-native", "--json",
        "--state-dir", tmp.resolve(".state").toString())).redirectErrorStream(true);
    pb.environment().keySet().removeIf(k -> k.startsWith("OTEL_"));
    pb.environment().putAll(env);
    Process p = pb.start();
    String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    if (!p.waitFor(60, TimeUnit.SECONDS)) {
      p.destroyForcibly();
      throw new AssertionError("the run did not end within 60 s: " + output);
    }
    return new Result(p.exitValue(), output);
  }
}
