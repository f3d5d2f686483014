package io.stackdrift.serve;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Does serving many clients slow the watch cycles down? Reads the cycle durations a running
 * `watch --listen` reports on /metrics: CYCLES cycles with no other client, then CYCLES cycles while
 * CLIENTS threads request /metrics, /, /report.json and /healthz in a loop.
 * Run by scripts/bench/listen-load.sh. Usage: ListenLoad BASE_URL CYCLES CLIENTS
 */
public class ListenLoad {
  private static final Pattern DURATION = Pattern.compile("(?m)^stackdrift_cycle_duration_seconds (\\S+)$");
  private static final Pattern LAST = Pattern.compile("(?m)^stackdrift_last_cycle_timestamp_seconds (\\S+)$");
  private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

  public static void main(String[] args) throws Exception {
    String base = args[0];
    int cycles = Integer.parseInt(args[1]);
    int clients = Integer.parseInt(args[2]);
    waitForCycle(base, null); // the first cycle pays the JVM's warm-up
    List<Double> idle = observe(base, cycles);
    AtomicBoolean stop = new AtomicBoolean();
    AtomicLong served = new AtomicLong();
    AtomicLong failed = new AtomicLong();
    List<Long> latencies = Collections.synchronizedList(new ArrayList<>());
    Map<String, Integer> reasons = new ConcurrentHashMap<>();
    List<Thread> threads = new ArrayList<>();
    String[] paths = {"/metrics", "/", "/report.json", "/healthz"};
    for (int i = 0; i < clients; i++) {
      int n = i;
      Thread t = new Thread(() -> {
        for (int k = n; !stop.get(); k++) {
          long start = System.nanoTime();
          try {
            HttpResponse<byte[]> r = HTTP.send(HttpRequest.newBuilder(URI.create(base + paths[k % paths.length]))
                .timeout(Duration.ofSeconds(30)).build(), HttpResponse.BodyHandlers.ofByteArray());
            if (r.statusCode() == 200) {
              served.incrementAndGet();
            } else {
              failed.incrementAndGet();
              reasons.merge("HTTP " + r.statusCode(), 1, Integer::sum);
            }
          } catch (Exception e) {
            failed.incrementAndGet();
            reasons.merge(e.getClass().getSimpleName() + ": " + e.getMessage(), 1, Integer::sum);
          }
          long took = System.nanoTime() - start;
          latencies.add(took);
          try {
            Thread.sleep(Math.max(0, 1000 - took / 1_000_000));
          } catch (InterruptedException e) {
            return;
          }
        }
      });
      t.setDaemon(true);
      t.start();
      threads.add(t);
    }
    List<Double> loaded = observe(base, cycles);
    stop.set(true);
    for (Thread t : threads) {
      t.join(60_000);
    }
    List<Long> sorted = new ArrayList<>(latencies);
    Collections.sort(sorted);
    System.out.printf("cycle seconds, no clients:    %s (median %.3f)%n", idle, median(idle));
    System.out.printf("cycle seconds, %d clients:   %s (median %.3f)%n", clients, loaded, median(loaded));
    System.out.printf("ratio loaded/idle: %.2f%n", median(loaded) / median(idle));
    System.out.printf("requests answered 200: %d, failed: %d, latency median %.1f ms, p99 %.1f ms%n", served.get(),
        failed.get(), sorted.get(sorted.size() / 2) / 1e6, sorted.get((int) (sorted.size() * 0.99)) / 1e6);
    reasons.forEach((why, n) -> System.out.printf("  failed: %d x %s%n", n, why));
  }

  private static List<Double> observe(String base, int cycles) throws Exception {
    List<Double> durations = new ArrayList<>();
    String last = value(LAST, metrics(base));
    for (int i = 0; i < cycles; i++) {
      last = waitForCycle(base, last);
      durations.add(Double.parseDouble(value(DURATION, metrics(base))));
    }
    return durations;
  }

  private static String waitForCycle(String base, String after) throws Exception {
    long deadline = System.nanoTime() + Duration.ofMinutes(10).toNanos();
    while (System.nanoTime() < deadline) {
      String now = value(LAST, metrics(base));
      if (now != null && !now.equals(after)) {
        return now;
      }
      Thread.sleep(100);
    }
    throw new IllegalStateException("no cycle completed within 10 minutes");
  }

  private static String metrics(String base) throws Exception {
    return HTTP.send(HttpRequest.newBuilder(URI.create(base + "/metrics")).build(),
        HttpResponse.BodyHandlers.ofString()).body();
  }

  private static String value(Pattern p, String text) {
    Matcher m = p.matcher(text);
    return m.find() ? m.group(1) : null;
  }

  private static double median(List<Double> values) {
    List<Double> sorted = new ArrayList<>(values);
    Collections.sort(sorted);
    return sorted.get(sorted.size() / 2);
  }
}
