package io.stackdrift.watch;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.process.Cancellation;
import io.stackdrift.testing.DockerStandIn;
import io.stackdrift.testing.Poll;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.locks.ReentrantLock;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code watch} following the events of a stand-in docker (no engine runs in the fast loop): the
 * first connection checks every followed project once, a burst of events for a project is one
 * check, events of other projects and lines that are not events are ignored, and a lost engine is
 * one warning and followed again once it answers. WatchContainerEventsIT does the same against a
 * real engine.
 */
class ContainerEventsTest {
  private static final Duration LIMIT = Duration.ofSeconds(10);
  private static final String NO_ENGINE = "Cannot connect to the Docker daemon at unix:///var/run/docker.sock. "
      + "Is the docker daemon running?";

  @Test
  void aBurstOfEventsForAProjectIsOneCheckAndOtherProjectsEventsAreIgnored(@TempDir Path tmp) throws Exception {
    try (ContainerWorkspace w = ContainerWorkspace.in(tmp)) {
      ContainerRechecks rechecks = w.rechecks();
      w.cycle(rechecks);
      long shopChecks = w.docker.checksOf("shop");
      long storeChecks = w.docker.checksOf("store");
      ContainerEvents events = new ContainerEvents(rechecks, new ReentrantLock(), new Cancellation(),
          Map.of("PATH", System.getenv("PATH")), w.runLog);
      try {
        events.cycleFinished();
        assertTrue(Poll.until(LIMIT, () -> events.health().followed() && events.health().checks() == 1),
            "followed, and the first connection checks what it missed: " + events.health() + " " + w.log);
        assertEquals(shopChecks + 1, w.docker.checksOf("shop"));
        assertEquals(storeChecks + 1, w.docker.checksOf("store"));

        w.docker.web("shop", false);
        w.docker.line(DockerStandIn.eventLine("elsewhere", "die") + "\nnot an event\n"
            + DockerStandIn.eventLine("store", "create"));
        // 10 events 40 ms apart: a project is checked once it has been quiet for 300 ms, not at every event
        // (and within 2 s of its first, which this burst stays well under)
        w.docker.burst("shop", 10, Duration.ofMillis(40));
        assertTrue(Poll.until(LIMIT, () -> events.health().checks() >= 2), events.health().toString());
        assertTrue(w.lastReport().nativeFindings().stream().anyMatch(f -> f.project().equals("shop")
            && f.finding().equals("not-running")), w.lastReport().toString());

        w.docker.event("store", "start"); // after the burst: when its check is done, any the burst caused is too
        long afterBurst = events.health().checks();
        assertTrue(Poll.until(LIMIT, () -> events.health().checks() == afterBurst + 1), events.health().toString());
        assertAll(
            () -> assertEquals(shopChecks + 2, w.docker.checksOf("shop"), "10 events for shop, one check"),
            () -> assertEquals(storeChecks + 2, w.docker.checksOf("store"), "a create event is none we follow"),
            () -> assertEquals(0, w.docker.checksOf("elsewhere"), "no stack owns it"),
            () -> assertNull(events.health().lost()),
            () -> assertTrue(events.health().started()));
      } finally {
        events.close();
      }
      assertTrue(Poll.until(LIMIT, () -> !Poll.processAlive(w.docker.marker())), "docker events ends with the watch");
      assertFalse(events.health().followed());
    }
  }

  @Test
  void aLostEngineIsOneWarningAndFollowedAgainOnceItAnswers(@TempDir Path tmp) throws Exception {
    try (ContainerWorkspace w = ContainerWorkspace.in(tmp)) {
      ContainerRechecks rechecks = w.rechecks();
      w.cycle(rechecks);
      w.docker.down(NO_ENGINE);
      ContainerEvents events = new ContainerEvents(rechecks, new ReentrantLock(), new Cancellation(),
          Map.of("PATH", System.getenv("PATH")), w.runLog);
      try {
        events.cycleFinished();
        assertTrue(Poll.until(LIMIT, () -> NO_ENGINE.equals(events.health().lost())), events.health().toString());
        assertFalse(events.health().followed());
        assertEquals(List.of("warning: container events are not followed: " + NO_ENGINE
            + "; retried with backoff (at most every 30s); the interval checks go on"), warnings(w.log));

        w.docker.down(null);
        assertTrue(Poll.until(LIMIT, () -> events.health().followed() && events.health().checks() == 1),
            "followed again after the first wait, and caught up: " + events.health() + " " + w.log);
        assertAll(
            () -> assertNull(events.health().lost()),
            () -> assertTrue(w.log.contains("container events are followed again; every followed project is "
                + "checked once"), w.log.toString()),
            () -> assertEquals(1, warnings(w.log).size(), w.log.toString()));
      } finally {
        events.close();
      }
    }
  }

  private static List<String> warnings(List<String> log) {
    return log.stream().filter(l -> l.contains("not followed")).toList();
  }
}
