package io.stackdrift.testing;

import io.grpc.Server;
import io.grpc.ServerCredentials;
import io.grpc.TlsServerCredentials;
import io.grpc.netty.shaded.io.grpc.netty.NettyServerBuilder;
import io.grpc.stub.StreamObserver;
import io.opentelemetry.proto.collector.metrics.v1.ExportMetricsServiceRequest;
import io.opentelemetry.proto.collector.metrics.v1.ExportMetricsServiceResponse;
import io.opentelemetry.proto.collector.metrics.v1.MetricsServiceGrpc;
import io.opentelemetry.proto.collector.trace.v1.ExportTraceServiceRequest;
import io.opentelemetry.proto.collector.trace.v1.ExportTraceServiceResponse;
import io.opentelemetry.proto.collector.trace.v1.TraceServiceGrpc;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;

/**
 * A real OTLP/gRPC collector on loopback: grpc-java serving the collector services of
 * opentelemetry-proto, keeping the decoded export requests. Plaintext, TLS, or TLS that requires a
 * client certificate.
 */
public final class GrpcReceiver implements AutoCloseable {
  public final List<ExportTraceServiceRequest> traces = new CopyOnWriteArrayList<>();
  public final List<ExportMetricsServiceRequest> metrics = new CopyOnWriteArrayList<>();
  /** The headers of each export call, as the server read them. */
  public final List<String> authorizations = new CopyOnWriteArrayList<>();
  private final Server server;

  private GrpcReceiver(ServerCredentials credentials) throws IOException {
    NettyServerBuilder builder = credentials == null
        ? NettyServerBuilder.forAddress(new InetSocketAddress("127.0.0.1", 0))
        : NettyServerBuilder.forAddress(new InetSocketAddress("127.0.0.1", 0), credentials);
    server = builder
        .addService(io.grpc.ServerInterceptors.intercept(new Traces(), new HeaderRecorder(authorizations)))
        .addService(new Metrics())
        .build()
        .start();
  }

  public static GrpcReceiver plaintext() throws IOException {
    return new GrpcReceiver(null);
  }

  /** TLS with the server's certificate; with {@code clientCa} it also requires a client certificate it signed. */
  public static GrpcReceiver tls(TestCertificates.Pair serverPair, TestCertificates.Pair clientCa) throws IOException {
    TlsServerCredentials.Builder tls = TlsServerCredentials.newBuilder()
        .keyManager(serverPair.certificate().toFile(), serverPair.key().toFile());
    if (clientCa != null) {
      tls.trustManager(clientCa.certificate().toFile()).clientAuth(TlsServerCredentials.ClientAuth.REQUIRE);
    }
    return new GrpcReceiver(tls.build());
  }

  public int port() {
    return server.getPort();
  }

  @Override
  public void close() throws InterruptedException {
    server.shutdownNow().awaitTermination(5, TimeUnit.SECONDS);
  }

  private final class Traces extends TraceServiceGrpc.TraceServiceImplBase {
    @Override
    public void export(ExportTraceServiceRequest request, StreamObserver<ExportTraceServiceResponse> reply) {
      traces.add(request);
      reply.onNext(ExportTraceServiceResponse.getDefaultInstance());
      reply.onCompleted();
    }
  }

  private final class Metrics extends MetricsServiceGrpc.MetricsServiceImplBase {
    @Override
    public void export(ExportMetricsServiceRequest request, StreamObserver<ExportMetricsServiceResponse> reply) {
      metrics.add(request);
      reply.onNext(ExportMetricsServiceResponse.getDefaultInstance());
      reply.onCompleted();
    }
  }

  /** Keeps the {@code authorization} header of each call (OTEL_EXPORTER_OTLP_HEADERS reach the collector). */
  private record HeaderRecorder(List<String> seen) implements io.grpc.ServerInterceptor {
    private static final io.grpc.Metadata.Key<String> AUTHORIZATION =
        io.grpc.Metadata.Key.of("authorization", io.grpc.Metadata.ASCII_STRING_MARSHALLER);

    @Override
    public <Q, R> io.grpc.ServerCall.Listener<Q> interceptCall(io.grpc.ServerCall<Q, R> call, io.grpc.Metadata headers,
        io.grpc.ServerCallHandler<Q, R> next) {
      String value = headers.get(AUTHORIZATION);
      seen.add(value == null ? "" : value);
      return next.startCall(call, headers);
    }
  }
}
