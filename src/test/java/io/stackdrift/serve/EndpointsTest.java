package io.stackdrift.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.detect.DetectCycle;
import io.stackdrift.report.DriftReport;
import io.stackdrift.report.Json;
import io.stackdrift.report.RunOutcome;
import io.stackdrift.watch.ContainerEventsHealth;
import io.stackdrift.watch.WatchLoop;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/** What each path answers, from the loop's state alone (no sockets, no clock of its own). */
class EndpointsTest {
  private static final Instant START = Instant.parse("2026-12-01T03:00:00Z");
  /** The wait between two cycles: a 15 min interval, 1 min of jitter, slack. */
  private static final Duration WAIT = Duration.ofMinutes(17);
  /** A cycle's bound: 20 stacks, 2 at a time, each within 14 min 10 s, and slack. */
  private static final Duration CYCLE = Duration.ofMinutes(142);

  static final String REPORT = """
      {"schemaVersion":"stackkit.drift-report/v1","mode":"advanced","generationTarget":"terramate",
       "hasDrift":false,"planHash":"sha256:0","runtime":{"projectRef":"","status":"none","serviceCount":0,
       "probeCount":0},"subjects":[],"stackId":"ws","detectedAt":"2026-12-01T03:01:00Z","status":"drifted",
       "stacks":[{"stackId":"app","role":"workload","moduleRef":"app","siteRef":"lab","nodeRef":"n1",
       "runtimeRoot":"stacks/app","status":"drifted","planExitCode":2,"summary":{"add":0,"change":1,"destroy":0},
       "durationMs":812}],"reconcileTargets":["app"]}
      """;

  private final ServedRun run = new ServedRun(false);
  private final AtomicReference<WatchLoop.Snapshot> loop = new AtomicReference<>(
      new WatchLoop.Snapshot(START, true, null, null, Map.of(), START, CYCLE, WAIT));

  private Endpoints at(Instant now) {
    return new Endpoints(run, loop::get, Clock.fixed(now, ZoneOffset.UTC));
  }

  private static String body(Endpoints.Response r) {
    return new String(r.body(), StandardCharsets.UTF_8);
  }

  private WatchLoop.Cycle completeOneCycle(Instant finished) throws Exception {
    DriftReport report = Json.MAPPER.readValue(REPORT, DriftReport.class);
    RunOutcome outcome = RunOutcome.of(report, finished.minusSeconds(60), finished, List.of(), Optional.of(List.of()));
    run.publish(outcome);
    WatchLoop.Cycle cycle = new WatchLoop.Cycle(1, finished, new DetectCycle.Result(outcome, true, null, null), null);
    loop.set(new WatchLoop.Snapshot(START, true, cycle, cycle, Map.of("drifted", 1L), null, CYCLE, WAIT));
    return cycle;
  }

  @Test
  void beforeTheFirstCycleOnlyHealthAndTheLoopMetricsAnswer() {
    Endpoints endpoints = at(START.plusSeconds(10));

    assertEquals(200, endpoints.get("/healthz").status(), body(endpoints.get("/healthz")));
    assertEquals(503, endpoints.get("/readyz").status());
    assertEquals(503, endpoints.get("/report.json").status());
    assertEquals(503, endpoints.get("/").status());
    String metrics = body(endpoints.get("/metrics"));
    assertTrue(metrics.contains("stackdrift_cycles_total{result=\"clean\"} 0\n"), metrics);
    assertTrue(metrics.contains("# TYPE stackdrift_last_cycle_timestamp_seconds gauge\n"), metrics);
    assertTrue(!metrics.contains("stackdrift_stack_status"), metrics);
  }

  @Test
  void afterACycleEveryViewIsThatCycles() throws Exception {
    completeOneCycle(START.plusSeconds(120));
    Endpoints endpoints = at(START.plusSeconds(130));

    assertEquals(200, endpoints.get("/readyz").status());
    assertEquals("app", Json.MAPPER.readTree(body(endpoints.get("/report.json"))).at("/reconcileTargets/0").asText());
    String metrics = body(endpoints.get("/metrics"));
    assertTrue(metrics.contains("stackdrift_stack_status{stack_id=\"app\",stack_path=\"stacks/app\",module_ref=\"app\","
        + "role=\"workload\",site_ref=\"lab\",node_ref=\"n1\",status=\"drifted\",drift_cause=\"\"} 1\n"), metrics);
    assertTrue(metrics.contains("stackdrift_cycle_duration_seconds 60.000\n"), metrics);
    assertTrue(metrics.contains("stackdrift_last_cycle_timestamp_seconds 1796094120.000\n"), metrics);
    assertTrue(metrics.contains("stackdrift_cycles_total{result=\"drifted\"} 1\n"), metrics);
    assertTrue(body(endpoints.get("/")).contains("app"));
  }

  @Test
  void aLongFirstCycleIsHealthyWhileItsPlansAreWithinTheirTimeouts() {
    // Far longer than three 15 min intervals: a big workspace's first cycle, not a stuck one.
    Endpoints.Response long1 = at(START.plus(CYCLE)).get("/healthz");
    assertEquals(200, long1.status(), body(long1));
    assertTrue(body(long1).startsWith("ok: a cycle is running (8520s, at most 8520s"), body(long1));
    Endpoints.Response stuck = at(START.plus(CYCLE).plusSeconds(1)).get("/healthz");
    assertEquals(503, stuck.status());
    assertTrue(body(stuck).contains("past its bound of 8520s"), body(stuck));
  }

  @Test
  void healthFailsWhenNoCycleCompletesWithinACyclesBoundAndTheWaitAndSaysWhy() throws Exception {
    WatchLoop.Cycle done = completeOneCycle(START.plusSeconds(120));
    WatchLoop.Cycle skipped = new WatchLoop.Cycle(2, START.plusSeconds(3000), null, "the lock is held by pid 42");
    loop.set(new WatchLoop.Snapshot(START, true, skipped, done, Map.of("drifted", 1L, "skipped", 1L), null, CYCLE,
        WAIT));

    assertEquals(200, at(START.plusSeconds(120).plus(CYCLE).plus(WAIT)).get("/healthz").status());
    Endpoints.Response late = at(START.plusSeconds(121).plus(CYCLE).plus(WAIT)).get("/healthz");
    assertEquals(503, late.status());
    assertTrue(body(late).contains("no cycle completed for 9541s")
        && body(late).contains("skipped: the lock is held by pid 42"), body(late));
  }

  @Test
  void aClockSetBackIsNeverANegativeAge() throws Exception {
    completeOneCycle(START.plusSeconds(120));
    Endpoints.Response r = at(START).get("/healthz");
    assertEquals("ok: the last cycle completed 0s ago\n", body(r));
  }

  @Test
  void healthFailsOnceTheLoopHasStopped() {
    loop.set(new WatchLoop.Snapshot(START, false, null, null, Map.of(), null, CYCLE, WAIT));

    Endpoints.Response r = at(START).get("/healthz");
    assertEquals(503, r.status());
    assertEquals("unhealthy: the watch loop has stopped\n", body(r));
  }

  @Test
  void aLostEventStreamIsDegradedNotFailedAndTheMetricsSayIt() throws Exception {
    WatchLoop.Cycle cycle = completeOneCycle(START.plusSeconds(120));
    loop.set(new WatchLoop.Snapshot(START, true, cycle, cycle, Map.of("drifted", 1L), null, CYCLE, WAIT,
        new ContainerEventsHealth(true, false, "Cannot connect to the Docker daemon", 3)));

    Endpoints.Response r = at(START.plusSeconds(130)).get("/healthz");
    assertEquals(200, r.status());
    assertEquals("ok (degraded): container events are not followed (Cannot connect to the Docker daemon), retried "
        + "with backoff; the interval cycles go on; the last cycle completed 10s ago\n", body(r));
    String metrics = body(at(START.plusSeconds(130)).get("/metrics"));
    assertTrue(metrics.contains("\nstackdrift_container_events_followed 0\n"), metrics);
    assertTrue(metrics.contains("\nstackdrift_container_checks_total 3\n"), metrics);
  }

  @Test
  void aFollowedStreamLeavesHealthAsItWasAndAStuckLoopStaysUnhealthy() throws Exception {
    WatchLoop.Cycle cycle = completeOneCycle(START.plusSeconds(120));
    loop.set(new WatchLoop.Snapshot(START, true, cycle, cycle, Map.of("drifted", 1L), null, CYCLE, WAIT,
        new ContainerEventsHealth(true, true, null, 0)));
    assertEquals("ok: the last cycle completed 10s ago\n", body(at(START.plusSeconds(130)).get("/healthz")));
    assertTrue(body(at(START.plusSeconds(130)).get("/metrics")).contains("\nstackdrift_container_events_followed 1\n"));

    loop.set(new WatchLoop.Snapshot(START, false, cycle, cycle, Map.of(), null, CYCLE, WAIT,
        new ContainerEventsHealth(true, false, "gone", 0)));
    assertEquals(503, at(START.plusSeconds(130)).get("/healthz").status());
  }

  @Test
  void threeFailedFetchesOfTheFollowedBranchInARowAreDegradedAndTheNextGoodOneRecovers() throws Exception {
    WatchLoop.Cycle cycle = completeOneCycle(START.plusSeconds(120));
    loop.set(new WatchLoop.Snapshot(START, true, cycle, cycle, Map.of("unknown", 2L), null, CYCLE, WAIT,
        ContainerEventsHealth.OFF, 2));
    assertEquals("ok: the last cycle completed 10s ago\n", body(at(START.plusSeconds(130)).get("/healthz")));
    loop.set(new WatchLoop.Snapshot(START, true, cycle, cycle, Map.of("unknown", 3L), null, CYCLE, WAIT,
        ContainerEventsHealth.OFF, 3));
    Endpoints.Response degraded = at(START.plusSeconds(130)).get("/healthz");
    assertEquals(200, degraded.status());
    assertEquals("ok (degraded): the followed branch could not be fetched in the last 3 cycles (each is unknown; "
        + "the next fetch that succeeds recovers); the last cycle completed 10s ago\n", body(degraded));
    loop.set(new WatchLoop.Snapshot(START, true, cycle, cycle, Map.of("clean", 1L), null, CYCLE, WAIT,
        ContainerEventsHealth.OFF, 0));
    assertEquals("ok: the last cycle completed 10s ago\n", body(at(START.plusSeconds(130)).get("/healthz")));
  }

  @Test
  void withoutContainerEventsTheirSeriesAreNotShown() {
    assertTrue(!body(at(START).get("/metrics")).contains("stackdrift_container_events_followed"));
  }

  @Test
  void anyOtherPathIsNotFound() {
    for (String path : List.of("/metrics/", "/admin", "/report.json/../", "/pause", "/index.html")) {
      assertEquals(404, at(START).get(path).status(), path);
    }
  }
}
