package io.stackdrift.publish;

import io.stackdrift.config.RunLog;
import io.stackdrift.discovery.HostName;
import io.stackdrift.events.OtlpSettings;
import io.stackdrift.events.OtlpTelemetry;
import io.stackdrift.report.DriftReport;
import io.stackdrift.report.StackEntry;
import io.stackdrift.workspace.Version;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;

/** Feeds a run to OpenTelemetry when an endpoint is configured; costs nothing otherwise. */
public final class Telemetry implements DetectListener {
  static final Duration FLUSH_LIMIT = Duration.ofSeconds(5);

  private final OtlpTelemetry otlp;
  private final String runId;

  private Telemetry(OtlpTelemetry otlp, String runId) {
    this.otlp = otlp;
    this.runId = runId;
  }

  /** Null when no endpoint is configured (the SDK is then never loaded); spans carry {@code runId}. */
  public static Telemetry start(OtlpSettings settings, String runId, boolean debug) {
    return settings == null ? null : new Telemetry(OtlpTelemetry.start(settings, Version.current(), HostName.get(),
        debug), runId);
  }

  @Override
  public void stackCompleted(StackEntry entry, int done, int total) {
    Instant end = Instant.now();
    Map<String, String> attributes = EventAttributes.of(entry);
    attributes.put("runId", runId);
    otlp.stack(attributes, entry.status().json(), end.minusMillis(entry.durationMs()), end);
  }

  /** Ends the run and exports it within the flush limit; a failure is one warning, never an error. */
  public void finish(DriftReport report, RunLog log) {
    otlp.finish(report.status().json(), runId);
    String problem = otlp.close(FLUSH_LIMIT);
    if (problem != null) {
      log.warn(problem);
    }
  }
}
