package io.stackdrift.serve;

import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * Slowloris against a running `watch --listen` on loopback: HOLD connections that send part of a
 * request head and a byte of it every second, never finishing, for SECONDS seconds, while /healthz
 * is probed every 200 ms with a 1 s timeout (a kubelet's default). Bounded in connections and time;
 * loopback only. Prints how many probes were answered 200 and their latency, the first (which
 * loads the classes of a request on both sides) apart; exits 1 when a probe was not answered 200.
 * Run by scripts/bench/slowloris.sh. Usage: Slowloris PORT HOLD SECONDS
 */
public class Slowloris {
  public static void main(String[] args) throws Exception {
    int port = Integer.parseInt(args[0]);
    int hold = Math.min(Integer.parseInt(args[1]), 2000);
    long seconds = Math.min(Long.parseLong(args[2]), 300);
    InetAddress loopback = InetAddress.getLoopbackAddress();
    List<Socket> open = new ArrayList<>();
    long end = System.nanoTime() + seconds * 1_000_000_000L;
    HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(1)).build();
    URI health = URI.create("http://127.0.0.1:" + port + "/healthz");
    int probes = 0;
    int ok = 0;
    long worstMs = 0;
    long firstMs = 0;
    long lastTrickle = 0;
    while (System.nanoTime() < end) {
      while (open.size() < hold) { // keep HOLD half-open connections, replacing those the server closed
        try {
          Socket s = new Socket(loopback, port);
          s.getOutputStream().write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n".getBytes(StandardCharsets.US_ASCII));
          open.add(s);
        } catch (Exception e) {
          break;
        }
      }
      if (System.nanoTime() - lastTrickle > 1_000_000_000L) {
        lastTrickle = System.nanoTime();
        open.removeIf(s -> !trickle(s));
      }
      long start = System.nanoTime();
      probes++;
      try {
        HttpResponse<String> r = http.send(HttpRequest.newBuilder(health).timeout(Duration.ofSeconds(1)).build(),
            HttpResponse.BodyHandlers.ofString());
        if (r.statusCode() == 200) {
          ok++;
        }
      } catch (Exception e) {
        // a probe that timed out
      }
      long tookMs = (System.nanoTime() - start) / 1_000_000;
      if (probes == 1) {
        firstMs = tookMs;
      } else {
        worstMs = Math.max(worstMs, tookMs);
      }
      Thread.sleep(200);
    }
    for (Socket s : open) {
      s.close();
    }
    System.out.printf("half-open connections held: %d, probes: %d, answered 200: %d, first probe: %d ms, "
        + "slowest after it: %d ms%n", hold, probes, ok, firstMs, worstMs);
    if (ok < probes || probes == 0) {
      System.out.println("FAILED: a probe was not answered 200 within its 1 s timeout");
      System.exit(1);
    }
  }

  private static boolean trickle(Socket s) {
    try {
      OutputStream out = s.getOutputStream();
      out.write('X');
      out.flush();
      return true;
    } catch (Exception e) {
      try {
        s.close();
      } catch (Exception ignored) {
        // closed
      }
      return false;
    }
  }
}
