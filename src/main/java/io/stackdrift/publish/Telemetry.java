package io.stackdrift.publish;

import io.stackdrift.config.RunLog;
import io.stackdrift.discovery.HostName;
import io.stackdrift.events.OtlpSettings;
import io.stackdrift.events.OtlpTelemetry;
import io.stackdrift.report.DriftReport;
import io.stackdrift.report.StackEntry;
import io.stackdrift.report.Version;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;

/** Feeds a run to OpenTelemetry when an endpoint is configured; costs nothing otherwise. */
public final class Telemetry implements DetectListener {
  private final OtlpTelemetry otlp;
  private final Duration flushLimit;
  private final String runId;

  private Telemetry(OtlpTelemetry otlp, Duration flushLimit, String runId) {
    this.otlp = otlp;
    this.flushLimit = flushLimit;
    this.runId = runId;
  }

  /**
   * Null when no endpoint is configured (the SDK is then never loaded), or when the SDK refuses the
   * settings (a certificate it cannot use): one warning, and the run goes on without telemetry. Spans
   * carry {@code runId}. With {@code debug} the SDK's own messages, cleared of header values, are
   * notices of {@code log}.
   */
  public static Telemetry start(OtlpSettings settings, String runId, boolean debug, RunLog log) {
    return start(settings, runId, null, debug, log);
  }

  /**
   * The same for a run that judges {@code revision} (null: none known), which the SDK's resource
   * carries as {@code vcs.ref.head.revision} (OpenTelemetry's VCS convention; contract §14).
   */
  public static Telemetry start(OtlpSettings settings, String runId, String revision, boolean debug, RunLog log) {
    if (settings == null) {
      return null;
    }
    try {
      Map<String, String> resource = revision == null ? Map.of() : Map.of("vcs.ref.head.revision", revision);
      return new Telemetry(OtlpTelemetry.start(settings, Version.current(), HostName.get(), resource, debug,
          log::notice),
          settings.exportLimit(), runId);
    } catch (IllegalArgumentException e) {
      log.warn("cannot export telemetry to " + settings.shownEndpoint() + ": " + e.getMessage()
          + "; no telemetry is exported this run");
      return null;
    }
  }

  @Override
  public void stackCompleted(StackEntry entry, int done, int total) {
    Instant end = Instant.now();
    Map<String, String> attributes = EventAttributes.of(entry);
    attributes.put("runId", runId);
    otlp.stack(attributes, entry.status().json(), end.minusMillis(entry.durationMs()), end);
  }

  /** A stack's event with attributes of its own (a container check between cycles), from start to end. */
  public void stack(Map<String, String> attributes, String status, Instant start, Instant end) {
    otlp.stack(attributes, status, start, end);
  }

  /** Ends the run and exports it within the exporter's timeout; a failure is one warning, never an error. */
  public void finish(DriftReport report, RunLog log) {
    otlp.finish(report.status().json(), runId);
    String problem = otlp.close(flushLimit);
    if (problem != null) {
      log.warn(problem);
    }
  }
}
