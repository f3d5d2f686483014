package io.stackdrift.serve;

import io.stackdrift.receiver.PushReceiver;
import io.stackdrift.report.OverallStatus;
import io.stackdrift.view.ReportFormat;
import io.stackdrift.watch.ContainerEventsHealth;
import io.stackdrift.watch.WatchLoop;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Locale;
import java.util.Map;
import java.util.function.Supplier;

/**
 * What each path answers, as a value (no sockets): the read-only views of the watch loop's last
 * completed cycle and its health. Nothing here changes anything.
 */
final class Endpoints {
  /** The format of the page at {@code /}. */
  static final ReportFormat PAGE = ReportFormat.HTML;

  static final String METRICS_TYPE = "text/plain; version=0.0.4; charset=utf-8";
  private static final String TEXT = "text/plain; charset=utf-8";
  private static final String SKIPPED = "skipped";

  /** One answer: status, content type and body. */
  record Response(int status, String contentType, byte[] body) {
    static Response text(int status, String line) {
      return new Response(status, TEXT, (line + "\n").getBytes(StandardCharsets.UTF_8));
    }
  }

  private final ServedRun run;
  private final Supplier<WatchLoop.Snapshot> loop;
  private final Clock clock;
  private final PushReceiver receiver;

  Endpoints(ServedRun run, Supplier<WatchLoop.Snapshot> loop, Clock clock) {
    this(run, loop, clock, null);
  }

  /** {@code receiver}: the push receiver whose deliveries /metrics counts; null when there is none. */
  Endpoints(ServedRun run, Supplier<WatchLoop.Snapshot> loop, Clock clock, PushReceiver receiver) {
    this.run = run;
    this.loop = loop;
    this.clock = clock;
    this.receiver = receiver;
  }

  Response get(String path) {
    return switch (path) {
      case "/" -> page();
      case "/metrics" -> new Response(200, METRICS_TYPE, metrics().getBytes(StandardCharsets.UTF_8));
      case "/healthz" -> health();
      case "/readyz" -> ready();
      case "/report.json" -> report();
      default -> Response.text(404, "not found: the endpoints are /, /metrics, /healthz, /readyz and /report.json");
    };
  }

  private Response page() {
    ServedRun.Views views = run.views();
    if (views == null) {
      return Response.text(503, "no cycle has completed yet; the page appears after the first");
    }
    return new Response(200, "text/html; charset=utf-8", bytes(views.as(PAGE)));
  }

  private Response report() {
    ServedRun.Views views = run.views();
    return views == null ? Response.text(503, "no cycle has completed yet")
        : new Response(200, "application/json", bytes(views.as(ReportFormat.JSON)));
  }

  private Response ready() {
    return loop.get().lastCompleted() == null ? Response.text(503, "not ready: no cycle has completed yet")
        : Response.text(200, "ready");
  }

  /**
   * Health is about being stuck, not about the interval: 200 while the loop runs and either its
   * running cycle is within its bound (every plan within its timeout and grace, parallel at a time:
   * a long first cycle of a big workspace is healthy) or, between cycles, a cycle completed within
   * a cycle's bound and the wait between two (so cycles skipped for a held lock turn it unhealthy in
   * time). /readyz says whether a cycle has completed.
   */
  /** Cycles in a row whose followed branch could not be fetched before /healthz says degraded. */
  static final int FETCH_FAILURES_DEGRADED = 3;

  private Response health() {
    Verdict loopHealth = loopHealth();
    ContainerEventsHealth events = loop.get().containerEvents();
    if (!loopHealth.ok()) {
      return Response.text(503, "unhealthy: " + loopHealth.why());
    }
    int fetchFailures = loop.get().fetchFailuresInARow();
    if (fetchFailures >= FETCH_FAILURES_DEGRADED) { // the cycles go on, but judge no new revision (contract §14)
      return Response.text(200, "ok (degraded): the followed branch could not be fetched in the last "
          + fetchFailures + " cycles (each is unknown; the next fetch that succeeds recovers); " + loopHealth.why());
    }
    if (!events.started() || events.followed()) {
      return Response.text(200, "ok: " + loopHealth.why());
    }
    // degraded, not failed: the interval cycles still check the containers
    return Response.text(200, "ok (degraded): container events are not followed (" + events.lost()
        + "), retried with backoff; the interval cycles go on; " + loopHealth.why());
  }

  /** Whether the loop is healthy, and why. */
  private record Verdict(boolean ok, String why) {}

  private Verdict loopHealth() {
    WatchLoop.Snapshot now = loop.get();
    if (!now.running()) {
      return new Verdict(false, "the watch loop has stopped");
    }
    if (now.cycleStarted() != null) {
      long running = seconds(now.cycleStarted());
      if (running <= now.cycleBound().toSeconds()) {
        return new Verdict(true, "a cycle is running (" + running + "s, at most " + now.cycleBound().toSeconds()
            + "s with every plan within its timeout)");
      }
      return new Verdict(false, "the running cycle has taken " + running + "s, past its bound of "
          + now.cycleBound().toSeconds() + "s (every plan within its timeout and grace): a plan or the loop is stuck");
    }
    WatchLoop.Cycle completed = now.lastCompleted();
    long age = seconds(completed == null ? now.started() : completed.finished());
    long bound = now.cycleBound().plus(now.waitBound()).toSeconds();
    if (age <= bound) {
      return new Verdict(true, completed == null ? "the first cycle is starting"
          : "the last cycle completed " + age + "s ago");
    }
    WatchLoop.Cycle last = now.last();
    String skipped = last != null && last.skipped() != null ? "; the last cycle was skipped: " + last.skipped() : "";
    return new Verdict(false, "no cycle completed for " + age + "s (more than " + bound
        + "s: a cycle's bound and the wait between two)" + skipped);
  }

  /** Seconds since {@code since}; a clock set back makes it 0, never negative. */
  private long seconds(Instant since) {
    return Math.max(0, Duration.between(since, clock.instant()).toSeconds());
  }

  /** The same series as --metrics-textfile for the last completed cycle, then the loop's own. */
  String metrics() {
    ServedRun.Views views = run.views();
    StringBuilder out = new StringBuilder();
    if (views != null) {
      out.append(views.as(ReportFormat.PROMETHEUS));
    }
    WatchLoop.Snapshot now = loop.get();
    family(out, "stackdrift_cycle_duration_seconds", "gauge", "Wall time of the detect run of the last completed "
        + "watch cycle.");
    if (views != null) {
      views.outcome().duration().ifPresent(d -> sample(out, "stackdrift_cycle_duration_seconds", "",
          seconds(d.toMillis())));
    }
    family(out, "stackdrift_last_cycle_timestamp_seconds", "gauge", "When the last completed watch cycle ended, in "
        + "seconds since the Unix epoch.");
    if (now.lastCompleted() != null) {
      sample(out, "stackdrift_last_cycle_timestamp_seconds", "", seconds(now.lastCompleted().finished()
          .toEpochMilli()));
    }
    family(out, "stackdrift_cycles_total", "counter", "Watch cycles since the watch started, by result: the "
        + "overall status, or skipped (configuration errors, the lock held by another run).");
    for (String result : results()) {
      sample(out, "stackdrift_cycles_total", "{result=\"" + result + "\"}",
          Long.toString(now.cyclesByResult().getOrDefault(result, 0L)));
    }
    containerEvents(out, now.containerEvents());
    deliveries(out);
    return out.toString();
  }

  /** The push receiver's deliveries by outcome; nothing without a receiver. */
  private void deliveries(StringBuilder out) {
    if (receiver == null) {
      return;
    }
    family(out, "stackdrift_webhook_deliveries_total", "counter", "Deliveries to POST /hooks/git since the watch "
        + "started, by outcome: cycle_requested, ignored (signed, but not a push to the judged branch), "
        + "unauthorized, too_large, malformed.");
    receiver.counts().forEach((outcome, count) -> sample(out, "stackdrift_webhook_deliveries_total",
        "{outcome=\"" + outcome.metricName() + "\"}", Long.toString(count)));
  }

  /** Whether the engine's events are followed and how many checks they caused; nothing when not started. */
  private static void containerEvents(StringBuilder out, ContainerEventsHealth events) {
    if (!events.started()) {
      return;
    }
    family(out, "stackdrift_container_events_followed", "gauge", "1 while watch follows the engine's container "
        + "events, 0 while the stream is lost and retried.");
    sample(out, "stackdrift_container_events_followed", "", events.followed() ? "1" : "0");
    family(out, "stackdrift_container_checks_total", "counter", "Container checks completed between watch cycles "
        + "on the engine's events, each for the projects the events concerned.");
    sample(out, "stackdrift_container_checks_total", "", Long.toString(events.checks()));
  }

  private static String[] results() {
    OverallStatus[] statuses = OverallStatus.values();
    String[] results = new String[statuses.length + 1];
    for (int i = 0; i < statuses.length; i++) {
      results[i] = statuses[i].json();
    }
    results[statuses.length] = SKIPPED;
    return results;
  }

  private static byte[] bytes(String text) {
    return text.getBytes(StandardCharsets.UTF_8);
  }

  private static void family(StringBuilder out, String name, String type, String help) {
    out.append("# HELP ").append(name).append(' ').append(help).append('\n');
    out.append("# TYPE ").append(name).append(' ').append(type).append('\n');
  }

  private static void sample(StringBuilder out, String name, String labels, String value) {
    out.append(name).append(labels).append(' ').append(value).append('\n');
  }

  private static String seconds(long millis) {
    return String.format(Locale.ROOT, "%d.%03d", millis / 1000, millis % 1000);
  }

}
