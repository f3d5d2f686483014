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
import io.opentelemetry.exporter.otlp.http.trace.OtlpHttpSpanExporter;
import io.opentelemetry.sdk.common.CompletableResultCode;
import io.opentelemetry.sdk.metrics.SdkMeterProvider;
import io.opentelemetry.sdk.metrics.export.MetricExporter;
import io.opentelemetry.sdk.metrics.export.PeriodicMetricReader;
import io.opentelemetry.sdk.resources.Resource;
import io.opentelemetry.sdk.trace.SdkTracerProvider;
import io.opentelemetry.sdk.trace.export.BatchSpanProcessor;
import io.opentelemetry.sdk.trace.export.SpanExporter;
import io.stackdrift.process.DaemonThreads;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * One run as OpenTelemetry data: a trace with span {@code stackdrift.detect} and a child span
 * {@code advanced.drift.stack} per stack, and the metrics {@code stackdrift.stack.status},
 * {@code stackdrift.plan.duration} and {@code stackdrift.runs}. Exported once at the end, with a
 * bounded wait: a collector that is down or slow never hangs or fails the run.
 */
public final class OtlpTelemetry {
  public static final String RUN_SPAN = "stackdrift.detect";
  private static final Duration EXPORT_TIMEOUT = Duration.ofSeconds(5);
  private static final List<String> STATUSES = List.of("converged", "drifted", "failed", "pending_root");
  /** The SDK logs each failed export with a stack trace; the run reports one warning instead. */
  private static final Logger SDK_LOG = Logger.getLogger("io.opentelemetry");

  private final OtlpSettings settings;
  private final SdkTracerProvider tracing;
  private final SdkMeterProvider metering;
  private final Tracer tracer;
  private final Span run;
  private final LongGauge stackStatus;
  private final DoubleHistogram planDuration;
  private final LongCounter runs;

  private OtlpTelemetry(OtlpSettings settings, SdkTracerProvider tracing, SdkMeterProvider metering) {
    this.settings = settings;
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

  public static OtlpTelemetry start(OtlpSettings settings, String version, String hostName, boolean debug) {
    SDK_LOG.setLevel(debug ? Level.INFO : Level.OFF);
    AttributesBuilder resource = Attributes.builder()
        .put("service.name", settings.serviceName())
        .put("service.version", version)
        .put("host.name", hostName);
    settings.resourceAttributes().forEach((k, v) -> {
      if (!k.equals("service.name")) {
        resource.put(k, v);
      }
    });
    Resource res = Resource.getDefault().merge(Resource.create(resource.build()));
    SdkTracerProvider tracing = SdkTracerProvider.builder().setResource(res)
        .addSpanProcessor(BatchSpanProcessor.builder(spanExporter(settings)).build()).build();
    SdkMeterProvider metering = SdkMeterProvider.builder().setResource(res)
        .registerMetricReader(PeriodicMetricReader.builder(metricExporter(settings))
            .setInterval(Duration.ofDays(1)).build())
        .build();
    return new OtlpTelemetry(settings, tracing, metering);
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
      CompletableResultCode flush = CompletableResultCode.ofAll(List.of(tracing.forceFlush(), metering.forceFlush()));
      flush.join(limit.toMillis(), TimeUnit.MILLISECONDS);
      if (flush.isSuccess()) {
        flushed.succeed();
      } else {
        flushed.fail();
      }
      CompletableResultCode.ofAll(List.of(tracing.shutdown(), metering.shutdown()))
          .join(limit.toMillis(), TimeUnit.MILLISECONDS);
    });
    flushed.join(limit.toMillis(), TimeUnit.MILLISECONDS);
    if (flushed.isSuccess()) {
      return null;
    }
    return "could not export telemetry to " + settings.shownEndpoint() + " ("
        + (flushed.isDone() ? "the collector refused it or is unreachable" : "no answer within " + limit.toSeconds()
        + "s") + ")";
  }

  private static SpanExporter spanExporter(OtlpSettings s) {
    var b = OtlpHttpSpanExporter.builder().setEndpoint(s.signalUrl("traces")).setTimeout(EXPORT_TIMEOUT);
    s.headers().forEach(b::addHeader);
    return b.build();
  }

  private static MetricExporter metricExporter(OtlpSettings s) {
    var b = OtlpHttpMetricExporter.builder().setEndpoint(s.signalUrl("metrics")).setTimeout(EXPORT_TIMEOUT);
    s.headers().forEach(b::addHeader);
    return b.build();
  }
}
