package io.stackdrift.testing;

import com.sun.net.httpserver.HttpServer;
import io.opentelemetry.proto.collector.metrics.v1.ExportMetricsServiceRequest;
import io.opentelemetry.proto.collector.metrics.v1.ExportMetricsServiceResponse;
import io.opentelemetry.proto.collector.trace.v1.ExportTraceServiceRequest;
import io.opentelemetry.proto.collector.trace.v1.ExportTraceServiceResponse;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** A real OTLP/HTTP receiver on loopback that decodes the protobuf export requests it is sent. */
public final class OtlpReceiver implements AutoCloseable {
  public final List<ExportTraceServiceRequest> traces = new CopyOnWriteArrayList<>();
  public final List<ExportMetricsServiceRequest> metrics = new CopyOnWriteArrayList<>();
  private final HttpServer server;

  public OtlpReceiver() throws IOException {
    server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
    server.createContext("/v1/traces", exchange -> {
      try (InputStream body = exchange.getRequestBody()) {
        traces.add(ExportTraceServiceRequest.parseFrom(body.readAllBytes()));
      }
      byte[] reply = ExportTraceServiceResponse.getDefaultInstance().toByteArray();
      exchange.getResponseHeaders().add("Content-Type", "application/x-protobuf");
      exchange.sendResponseHeaders(200, reply.length == 0 ? -1 : reply.length);
      exchange.getResponseBody().write(reply);
      exchange.close();
    });
    server.createContext("/v1/metrics", exchange -> {
      try (InputStream body = exchange.getRequestBody()) {
        metrics.add(ExportMetricsServiceRequest.parseFrom(body.readAllBytes()));
      }
      byte[] reply = ExportMetricsServiceResponse.getDefaultInstance().toByteArray();
      exchange.getResponseHeaders().add("Content-Type", "application/x-protobuf");
      exchange.sendResponseHeaders(200, reply.length == 0 ? -1 : reply.length);
      exchange.getResponseBody().write(reply);
      exchange.close();
    });
    server.start();
  }

  public String endpoint() {
    return "http://127.0.0.1:" + server.getAddress().getPort();
  }

  @Override
  public void close() {
    server.stop(0);
  }
}
