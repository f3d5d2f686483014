package io.stackdrift.cli;

import static io.stackdrift.testing.TofuWorkspace.dataResource;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opentelemetry.proto.common.v1.KeyValue;
import io.opentelemetry.proto.metrics.v1.Metric;
import io.opentelemetry.proto.trace.v1.Span;
import io.opentelemetry.proto.trace.v1.Status;
import io.stackdrift.testing.OtlpReceiver;
import io.stackdrift.testing.TofuWorkspace;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** OpenTelemetry export to a real OTLP/HTTP receiver, and to a closed port. */
class TelemetryIT {

  @Test
  void traceSpansAndMetricsReachTheCollector(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = new TofuWorkspace(tmp);
    ws.stack("good", "good", List.of("role/core", "module/base"), dataResource("v1"));
    ws.stack("bad", "bad", List.of("role/workload"), "output \"x\" {\n  value = nope.nope\n}\n");
    ws.apply("good");
    try (OtlpReceiver receiver = new OtlpReceiver()) {
      CliRun run = CliRun.of("detect", "-C", tmp.toString(), "--otlp-endpoint", receiver.endpoint(), "--no-native",
          "--json", "--state-dir", tmp.resolve(".state").toString());
      assertEquals(0, run.code(), run.err());
      assertTrue(!run.err().contains("warning: could not export"), run.err());

      List<Span> spans = new ArrayList<>();
      Map<String, String> resource = new HashMap<>();
      receiver.traces.forEach(req -> req.getResourceSpansList().forEach(rs -> {
        rs.getResource().getAttributesList().forEach(kv -> resource.put(kv.getKey(), kv.getValue().getStringValue()));
        rs.getScopeSpansList().forEach(ss -> spans.addAll(ss.getSpansList()));
      }));
      assertEquals("stackdrift", resource.get("service.name"));
      assertTrue(resource.containsKey("service.version") && resource.containsKey("host.name"), resource.toString());

      Span root = spans.stream().filter(s -> s.getName().equals("stackdrift.detect")).findFirst().orElseThrow();
      List<Span> stacks = spans.stream().filter(s -> s.getName().equals("advanced.drift.stack")).toList();
      assertEquals(2, stacks.size());
      for (Span s : stacks) {
        assertEquals(root.getTraceId(), s.getTraceId());
        assertEquals(root.getSpanId(), s.getParentSpanId());
      }
      Map<String, String> good = attributes(find(stacks, "good"));
      assertEquals("converged", good.get("status"));
      assertEquals("base", good.get("moduleRef"));
      assertEquals("core", good.get("role"));
      assertEquals("0", good.get("planExitCode"));
      assertTrue(good.containsKey("durationMs") && !good.containsKey("detail"), good.toString());
      String runId = new com.fasterxml.jackson.databind.ObjectMapper().readTree(run.out()).get("runId").asText();
      assertEquals(runId, good.get("runId"), "spans carry the report's run id");
      assertEquals(runId, attributes(root).get("runId"));
      Span bad = find(stacks, "bad");
      assertEquals("failed", attributes(bad).get("status"));
      assertEquals(Status.StatusCode.STATUS_CODE_ERROR, bad.getStatus().getCode());

      List<String> metricNames = new ArrayList<>();
      receiver.metrics.forEach(req -> req.getResourceMetricsList().forEach(rm -> rm.getScopeMetricsList()
          .forEach(sm -> sm.getMetricsList().forEach(m -> metricNames.add(m.getName())))));
      assertTrue(metricNames.containsAll(List.of("stackdrift.stack.status", "stackdrift.plan.duration",
          "stackdrift.runs")), metricNames.toString());
      Metric status = receiver.metrics.get(0).getResourceMetrics(0).getScopeMetrics(0).getMetricsList().stream()
          .filter(m -> m.getName().equals("stackdrift.stack.status")).findFirst().orElseThrow();
      long ones = status.getGauge().getDataPointsList().stream().filter(p -> p.getAsInt() == 1).count();
      assertEquals(2, ones, "one current status per stack");
      Metric runs = receiver.metrics.get(0).getResourceMetrics(0).getScopeMetrics(0).getMetricsList().stream()
          .filter(m -> m.getName().equals("stackdrift.runs")).findFirst().orElseThrow();
      assertEquals("unknown", runs.getSum().getDataPoints(0).getAttributes(0).getValue().getStringValue());
    }
  }

  @Test
  void aClosedPortCostsOneWarningAndTheSameExitCode(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = new TofuWorkspace(tmp);
    ws.stack("good", "good", List.of(), dataResource("v1"));
    ws.apply("good");
    int port;
    try (ServerSocket s = new ServerSocket(0)) {
      port = s.getLocalPort();
    }
    long start = System.nanoTime();
    CliRun run = CliRun.of("detect", "-C", tmp.toString(), "--otlp-endpoint", "http://127.0.0.1:" + port,
        "--no-native", "--detailed-exitcode");
    long seconds = (System.nanoTime() - start) / 1_000_000_000L;
    assertEquals(0, run.code(), run.err());
    assertTrue(seconds < 15, "bounded wait, took " + seconds + "s");
    assertEquals(1, run.err().lines().filter(l -> l.contains("warning: could not export telemetry")).count(),
        run.err());
  }

  private static Span find(List<Span> spans, String stackId) {
    return spans.stream().filter(s -> stackId.equals(attributes(s).get("stackId"))).findFirst().orElseThrow();
  }

  private static Map<String, String> attributes(Span span) {
    Map<String, String> out = new HashMap<>();
    for (KeyValue kv : span.getAttributesList()) {
      out.put(kv.getKey(), kv.getValue().getStringValue());
    }
    return out;
  }

  @Test
  void oneSenderCarriesBothProtocols() {
    List<String> http = ServiceLoader.load(io.opentelemetry.sdk.common.export.HttpSenderProvider.class).stream()
        .map(provider -> provider.type().getSimpleName()).toList();
    List<String> grpc = ServiceLoader.load(io.opentelemetry.sdk.common.export.GrpcSenderProvider.class).stream()
        .map(provider -> provider.type().getSimpleName()).toList();
    assertEquals(List.of("OkHttpHttpSenderProvider"), http, "one HTTP sender, so the SDK never has to choose");
    assertEquals(List.of("OkHttpGrpcSenderProvider"), grpc);
  }
}
