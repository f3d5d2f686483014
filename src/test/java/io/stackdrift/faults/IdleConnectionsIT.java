package io.stackdrift.faults;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.serve.DriftServer;
import io.stackdrift.testing.ListenServer;
import java.net.InetAddress;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * 2,000 connections opened and left idle for 8 s (contract §9) never block a {@code /healthz}
 * probe, each with a kubelet's 1 s timeout, sent one after another for the whole 8 s.
 */
class IdleConnectionsIT {
  private static final int IDLE = 2000;
  private static final Duration HELD = Duration.ofSeconds(8);

  @Test
  void twoThousandIdleConnectionsNeverBlockAProbe() throws Exception {
    HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(1)).build();
    List<Socket> idle = new ArrayList<>();
    try (DriftServer server = ListenServer.start(null)) {
      int port = server.address().getPort();
      for (int i = 0; i < IDLE; i++) {
        idle.add(new Socket(InetAddress.getLoopbackAddress(), port));
      }
      URI health = URI.create("http://127.0.0.1:" + port + "/healthz");
      long end = System.nanoTime() + HELD.toNanos();
      int probes = 0;
      long slowestMs = 0;
      while (System.nanoTime() < end) {
        long start = System.nanoTime();
        HttpResponse<String> r = http.send(HttpRequest.newBuilder(health).timeout(Duration.ofSeconds(1)).build(),
            HttpResponse.BodyHandlers.ofString());
        assertEquals(200, r.statusCode(), r.body());
        slowestMs = Math.max(slowestMs, (System.nanoTime() - start) / 1_000_000);
        probes++;
      }
      assertTrue(probes >= 20, probes + " probes in " + HELD.toSeconds() + " s");
      System.out.printf("%d idle connections, %d probes answered 200, slowest %d ms%n", IDLE, probes, slowestMs);
    } finally {
      for (Socket s : idle) {
        s.close();
      }
    }
  }
}
