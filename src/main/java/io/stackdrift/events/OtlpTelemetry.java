package io.stackdrift.events;

import io.opentelemetry.api.common.AttributeKey;
import io.opentelemetry.api.common.Attributes;
import io.opentelemetry.api.common.AttributesBuilder;
import io.opentelemetry.api.metrics.DoubleHistogram;
import io.opentelemetry.api.metrics.LongCounter;
import io.opentelemetry.api.metrics.LongGauge;
import io.opentelemetry.api.metrics.Meter;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.StatusCode;
import io.opentelemetry.api.trace.Tracer;
import io.opentelemetry.context.Context;
import io.opentelemetry.exporter.otlp.http.metrics.OtlpHttpMetricExporter;
import io.opentelemetry.exporter.otlp.metrics.OtlpGrpcMetricExporter;
import io.opentelemetry.exporter.otlp.trace.OtlpGrpcSpanExporter;
import io.opentelemetry.exporter.otlp.http.trace.OtlpHttpSpanExporter;
import io.opentelemetry.sdk.common.CompletableResultCode;
import io.opentelemetry.sdk.metrics.SdkMeterProvider;
import io.opentelemetry.sdk.metrics.export.MetricExporter;
import io.opentelemetry.sdk.metrics.export.PeriodicMetricReader;
import io.opentelemetry.sdk.resources.Resource;
import io.opentelemetry.sdk.trace.SdkTracerProvider;
import io.opentelemetry.sdk.trace.export.BatchSpanProcessor;
import io.opentelemetry.sdk.trace.export.SpanExporter;
import io.stackdrift.report.Redactor;
import io.stackdrift.threads.DaemonThreads;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.BiConsumer;
import java.util.function.Consumer;

/**
 * One run as OpenTelemetry data: a trace with span {@code stackdrift.detect} and a child span
 * {@code advanced.drift.stack} per stack, and the metrics {@code stackdrift.stack.status},
 * {@code stackdrift.plan.duration} and {@code stackdrift.runs}. Exported once at the end, with a
 * bounded wait: a collector that is down or slow never hangs or fails the run.
 */
public final class OtlpTelemetry {
  public static final String RUN_SPAN = "stackdrift.detect";
  private static final List<String> STATUSES = List.of("converged", "drifted", "failed", "pending_root");

  private final OtlpSettings settings;
  /**
   * The SDK logs each failed export with a stack trace; the run reports one warning instead, and the
   * SDK's lines, cleared of header values, only with --debug.
   */
  private final SdkLog.Listener sdkLog;
  private final SdkTracerProvider tracing;
  private final SdkMeterProvider metering;
  private final Tracer tracer;
  private final Span run;
  private final LongGauge stackStatus;
  private final DoubleHistogram planDuration;
  private final LongCounter runs;

  private OtlpTelemetry(OtlpSettings settings, SdkTracerProvider tracing, SdkMeterProvider metering,
      SdkLog.Listener sdkLog) {
    this.settings = settings;
    this.sdkLog = sdkLog;
    this.tracing = tracing;
    this.metering = metering;
    this.tracer = tracing.get("io.stackdrift");
    this.run = tracer.spanBuilder(RUN_SPAN).startSpan();
    Meter meter = metering.get("io.stackdrift");
    this.stackStatus = meter.gaugeBuilder("stackdrift.stack.status").ofLongs()
        .setDescription("1 for the stack's current status, 0 for the others").build();
    this.planDuration = meter.histogramBuilder("stackdrift.plan.duration").setUnit("ms")
        .setDescription("Time to plan one stack").build();
    this.runs = meter.counterBuilder("stackdrift.runs").setDescription("Detect runs by overall status").build();
  }

  /**
   * Starts the SDK for one run. Its own messages, cleared of the header values, go to {@code sdkLines}
   * when {@code debug}, and nowhere else.
   *
   * @throws IllegalArgumentException the SDK refused the settings, in a message cleared of the header
   *     values
   */
  public static OtlpTelemetry start(OtlpSettings settings, String version, String hostName, boolean debug,
      Consumer<String> sdkLines) {
    return start(settings, version, hostName, Map.of(), debug, sdkLines);
  }

  /** The same with resource attributes of the run ({@code vcs.ref.head.revision}); the operator's win. */
  public static OtlpTelemetry start(OtlpSettings settings, String version, String hostName,
      Map<String, String> runResource, boolean debug, Consumer<String> sdkLines) {
    Redactor redactor = Redactor.knowingOnly(settings.headerValues());
    SdkLog.Listener sdkLog = SdkLog.listen(settings.headerValues(), debug, sdkLines); // before the SDK logs
    try {
      return start(settings, version, hostName, runResource, sdkLog);
    } catch (RuntimeException e) {
      sdkLog.close();
      throw new IllegalArgumentException(e.getMessage() == null ? e.getClass().getSimpleName()
          : redactor.redact(e.getMessage()));
    }
  }

  private static OtlpTelemetry start(OtlpSettings settings, String version, String hostName,
      Map<String, String> runResource, SdkLog.Listener sdkLog) {
    AttributesBuilder resource = Attributes.builder()
        .put("service.name", settings.serviceName())
        .put("service.version", version)
        .put("host.name", hostName);
    runResource.forEach(resource::put);
    settings.resourceAttributes().forEach((k, v) -> {
      if (!k.equals("service.name")) {
        resource.put(k, v);
      }
    });
    Resource res = Resource.getDefault().merge(Resource.create(resource.build()));
    var tracingBuilder = SdkTracerProvider.builder().setResource(res);
    if (settings.traces() != null) {
      tracingBuilder.addSpanProcessor(BatchSpanProcessor.builder(spanExporter(settings.traces())).build());
    }
    var meteringBuilder = SdkMeterProvider.builder().setResource(res);
    if (settings.metrics() != null) {
      meteringBuilder.registerMetricReader(PeriodicMetricReader.builder(metricExporter(settings.metrics()))
          .setInterval(Duration.ofDays(1)).build());
    }
    SdkTracerProvider tracing = tracingBuilder.build();
    SdkMeterProvider metering = meteringBuilder.build();
    return new OtlpTelemetry(settings, tracing, metering, sdkLog);
  }

  /** One finished stack: a child span from its start to its end, and its metrics. */
  public synchronized void stack(Map<String, String> attributes, String status, Instant start, Instant end) {
    AttributesBuilder attrs = Attributes.builder();
    attributes.forEach(attrs::put);
    attrs.put("status", status);
    Span span = tracer.spanBuilder(StackEvent.DETECT_PHASE).setParent(Context.root().with(run))
        .setStartTimestamp(start).setAllAttributes(attrs.build()).startSpan();
    if (status.equals("failed")) {
      span.setStatus(StatusCode.ERROR, "stack " + attributes.get("stackId") + " failed");
    }
    span.end(end);
    String stackId = attributes.getOrDefault("stackId", "");
    for (String s : STATUSES) {
      stackStatus.set(s.equals(status) ? 1 : 0, Attributes.of(AttributeKey.stringKey("stackId"), stackId,
          AttributeKey.stringKey("status"), s));
    }
    planDuration.record(Math.max(0, Duration.between(start, end).toMillis()), // a clock stepped back
        Attributes.of(AttributeKey.stringKey("stackId"), stackId));
  }

  /** Ends the run span and counts the run. */
  public synchronized void finish(String overallStatus, String runId) {
    run.setAttribute("status", overallStatus);
    run.setAttribute("runId", runId);
    if (overallStatus.equals("unknown")) {
      run.setStatus(StatusCode.ERROR, "the drift status is unknown");
    }
    run.end();
    runs.add(1, Attributes.of(AttributeKey.stringKey("status"), overallStatus));
  }

  /**
   * Exports everything and shuts the SDK down, waiting at most {@code limit}. Returns an error
   * message when the export did not succeed in time, else null.
   */
  public String close(Duration limit) {
    // Some SDK shutdown steps export synchronously; a daemon thread keeps the bound strict.
    CompletableResultCode flushed = new CompletableResultCode();
    DaemonThreads.start("stackdrift-otlp-export", () -> {
      try {
        CompletableResultCode flush = CompletableResultCode.ofAll(List.of(tracing.forceFlush(),
            metering.forceFlush()));
        flush.join(limit.toMillis(), TimeUnit.MILLISECONDS);
        if (flush.isSuccess()) {
          flushed.succeed();
        } else {
          flushed.fail();
        }
        CompletableResultCode.ofAll(List.of(tracing.shutdown(), metering.shutdown()))
            .join(limit.toMillis(), TimeUnit.MILLISECONDS);
      } finally {
        sdkLog.close();
      }
    });
    flushed.join(limit.toMillis(), TimeUnit.MILLISECONDS);
    if (flushed.isSuccess()) {
      return null;
    }
    return "could not export telemetry to " + settings.shownEndpoint() + " (" + why(flushed.isDone(), limit) + ")";
  }

  private String why(boolean answered, Duration limit) {
    String failure = sdkLog.exporterFailure();
    if (failure != null) {
      return "the exporter failed with " + failure + " before the collector answered, so this is not the "
          + "collector's doing; --debug shows the SDK's message";
    }
    return answered ? "the collector refused it or is unreachable" : "not confirmed within the exporter timeout of "
        + limit.toMillis() + " ms: the collector is unreachable, refuses or is slow";
  }

  /** The SDK's own exporter for the signal's protocol. */
  private static SpanExporter spanExporter(OtlpSettings.Signal s) {
    if (s.protocol() == OtlpSettings.Protocol.GRPC) {
      var b = OtlpGrpcSpanExporter.builder();
      configure(s, new Setters(b::setEndpoint, b::setTimeout, b::setCompression, b::addHeader,
          b::setTrustedCertificates, b::setClientTls));
      return b.build();
    }
    var b = OtlpHttpSpanExporter.builder();
    configure(s, new Setters(b::setEndpoint, b::setTimeout, b::setCompression, b::addHeader,
        b::setTrustedCertificates, b::setClientTls));
    return b.build();
  }

  private static MetricExporter metricExporter(OtlpSettings.Signal s) {
    if (s.protocol() == OtlpSettings.Protocol.GRPC) {
      var b = OtlpGrpcMetricExporter.builder();
      configure(s, new Setters(b::setEndpoint, b::setTimeout, b::setCompression, b::addHeader,
          b::setTrustedCertificates, b::setClientTls));
      return b.build();
    }
    var b = OtlpHttpMetricExporter.builder();
    configure(s, new Setters(b::setEndpoint, b::setTimeout, b::setCompression, b::addHeader,
        b::setTrustedCertificates, b::setClientTls));
    return b.build();
  }

  /** The setters that the four exporter builders have in common, though no common type. */
  private record Setters(Consumer<String> endpoint, Consumer<Duration> timeout, Consumer<String> compression,
      BiConsumer<String, String> header, Consumer<byte[]> trust, BiConsumer<byte[], byte[]> clientTls) {}

  private static void configure(OtlpSettings.Signal s, Setters b) {
    b.endpoint().accept(s.endpoint());
    b.timeout().accept(s.timeout());
    b.compression().accept(s.gzip() ? "gzip" : "none");
    s.headers().forEach(b.header());
    if (s.trustedCertificates() != null) {
      b.trust().accept(s.trustedCertificates());
    }
    if (s.clientKey() != null) {
      b.clientTls().accept(s.clientKey(), s.clientCertificate());
    }
  }
}
