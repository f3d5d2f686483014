package io.stackdrift.cli;

import static io.stackdrift.testing.TofuWorkspace.dataResource;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static io.stackdrift.testing.ServedWatch.baseUrl;
import static io.stackdrift.testing.ServedWatch.get;
import static io.stackdrift.testing.ServedWatch.read;
import static io.stackdrift.testing.ServedWatch.status;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.stackdrift.fs.StateDirectory;
import io.stackdrift.state.WorkspaceLock;
import io.stackdrift.testing.Chromium;
import io.stackdrift.testing.CliProcess;
import io.stackdrift.testing.Executables;
import io.stackdrift.testing.HtmlPage;
import io.stackdrift.testing.Poll;
import io.stackdrift.testing.ServedWatch;
import io.stackdrift.testing.TofuWorkspace;
import java.io.IOException;
import java.io.OutputStream;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code watch --listen} as a real stackdrift process, scraped by a real Prometheus server. */
class WatchListenIT {
  private static final ObjectMapper JSON = new ObjectMapper();

  @Test
  void prometheusScrapesTheLastCycleAndEveryEndpointAnswers(@TempDir Path tmp) throws Exception {
    Path root = driftedWorkspace(tmp);
    Process watch = watch(tmp, root, "--interval", "2s", "--listen", "127.0.0.1:0");
    try {
      String base = baseUrl(tmp.resolve("watch.err"));
      assertTrue(Poll.until(Duration.ofSeconds(90), () -> status(base + "/readyz") == 200), "ready after a cycle");

      HttpResponse<String> metrics = get(base + "/metrics");
      assertEquals("text/plain; version=0.0.4; charset=utf-8", metrics.headers().firstValue("Content-Type")
          .orElse(""));
      assertTrue(Pattern.compile("(?m)^stackdrift_stack_status\\{stack_id=\"app\",stack_path=\"app\",module_ref=\"app\","
          + "role=\"workload\",[^}]*status=\"drifted\",drift_cause=\"config\"} 1$").matcher(metrics.body()).find(),
          metrics.body());
      promtoolAccepts(metrics.body(), tmp);
      JsonNode report = JSON.readTree(get(base + "/report.json").body());
      assertEquals("drifted", report.get("status").asText());
      HttpResponse<String> page = get(base + "/");
      assertEquals("text/html; charset=utf-8", page.headers().firstValue("Content-Type").orElse(""));
      assertTrue(page.headers().firstValue("Content-Security-Policy").orElse("").startsWith("default-src 'none'"));
      HtmlPage.parse(page.body()).assertOnlyOwnMarkup();
      String dom = Chromium.require(tmp).dumpDom(base + "/");
      assertTrue(dom.contains("app") && dom.contains("drifted"), dom);
      assertEquals(200, status(base + "/healthz"));
      assertEquals(404, status(base + "/admin"));
      HttpResponse<String> post = ServedWatch.HTTP.send(HttpRequest.newBuilder(URI.create(base + "/metrics"))
          .POST(HttpRequest.BodyPublishers.ofString("x")).build(), HttpResponse.BodyHandlers.ofString());
      assertEquals(405, post.statusCode());

      scrapedByPrometheus(base, tmp);

      watch.toHandle().destroy(); // SIGTERM: the loop and the server stop together
      assertTrue(watch.waitFor(60, TimeUnit.SECONDS), "watch exits after SIGTERM");
      assertEquals(143, watch.exitValue());
      assertEquals(-1, status(base + "/healthz"), "nothing listens after the exit");
    } finally {
      watch.destroyForcibly();
    }
  }

  @Test
  void aPlanLongerThanTheIntervalIsHealthyFromTheFirstSecond(@TempDir Path tmp) throws Exception {
    Path root = driftedWorkspace(tmp);
    // A 9 s plan under a 2 s interval: three intervals pass during the first cycle.
    Path slow = TofuWorkspace.standIn(tmp, "tofu-slow", "[ \"$1\" = plan ] && sleep 9\nexec "
        + TofuWorkspace.tool() + " \"$@\"");
    Process watch = watchWith(tmp, root, slow, "--interval", "2s", "--listen", "127.0.0.1:0");
    try {
      String base = baseUrl(tmp.resolve("watch.err"));
      List<Integer> answers = new ArrayList<>();
      assertTrue(Poll.until(Duration.ofSeconds(90), () -> {
        answers.add(status(base + "/healthz"));
        return status(base + "/readyz") == 200;
      }), "the first cycle completes");
      assertTrue(answers.size() > 3 && answers.stream().allMatch(s -> s == 200), "healthz answered " + answers);
    } finally {
      watch.toHandle().destroy();
      watch.waitFor(60, TimeUnit.SECONDS);
      watch.destroyForcibly();
    }
  }

  @Test
  void healthTurnsUnhealthyWhileAnotherRunHoldsTheLockAndRecovers(@TempDir Path tmp) throws Exception {
    Path root = driftedWorkspace(tmp);
    // A cycle's bound here: its plans' 2 s timeout and 1 s grace, and slack; the wait: 1 s and slack
    // (5 s instead of 30 s, so the bound passes in 14 s rather than 64 s).
    Files.writeString(root.resolve("stackdrift.toml"), "[detect]\ntimeout = \"2s\"\nkill_grace = \"1s\"\n");
    Process watch = watch(tmp, root, "--interval", "1s", "--listen", "127.0.0.1:0", "--health-slack", "5s");
    try {
      String base = baseUrl(tmp.resolve("watch.err"));
      assertTrue(Poll.until(Duration.ofSeconds(90), () -> status(base + "/readyz") == 200), "ready after a cycle");
      assertEquals(200, status(base + "/healthz"));
      try (WorkspaceLock held = WorkspaceLock.acquire(StateDirectory.open(tmp.resolve("state")),
          Duration.ofSeconds(60))) {
        assertTrue(Poll.until(Duration.ofSeconds(150), () -> status(base + "/healthz") == 503),
            "unhealthy once no cycle completed within a cycle's bound and the wait");
        String why = get(base + "/healthz").body();
        assertTrue(why.startsWith("unhealthy: no cycle completed for ") && why.contains("skipped: "), why);
        assertEquals(200, status(base + "/readyz"), "still ready: the last report is served");
      }
      assertTrue(Poll.until(Duration.ofSeconds(60), () -> status(base + "/healthz") == 200), "healthy again");
    } finally {
      watch.toHandle().destroy();
      watch.waitFor(60, TimeUnit.SECONDS);
      watch.destroyForcibly();
    }
  }

  @Test
  void anAddressOffLoopbackNeedsATokenAndTheTokenIsChecked(@TempDir Path tmp) throws Exception {
    Path root = driftedWorkspace(tmp);
    CliRun refused = CliRun.of("watch", "-C", root.toString(), "--state-dir", tmp.resolve("state").toString(),
        "--listen", "0.0.0.0:0", "--max-cycles", "1");
    assertEquals(1, refused.code());
    assertTrue(refused.err().contains("--listen 0.0.0.0:0 is reachable from other machines: pass "
        + "--listen-token-file FILE"), refused.err());

    Path token = tmp.resolve("token");
    Files.writeString(token, "s3cr3t-token-0123456789\n");
    Files.setPosixFilePermissions(token, java.nio.file.attribute.PosixFilePermissions.fromString("rw-------"));
    Process watch = watch(tmp, root, "--interval", "1h", "--listen", "0.0.0.0:0", "--listen-token-file",
        token.toString());
    try {
      String port = baseUrl(tmp.resolve("watch.err")).replaceAll(".*:", "");
      String base = "http://127.0.0.1:" + port;
      assertTrue(Poll.until(Duration.ofSeconds(30), () -> status(base + "/healthz") == 401), "a token is needed");
      HttpResponse<String> wrong = ServedWatch.HTTP.send(HttpRequest.newBuilder(URI.create(base + "/healthz"))
          .header("Authorization", "Bearer s3cr3t-token-0123456788").build(), HttpResponse.BodyHandlers.ofString());
      assertEquals(401, wrong.statusCode());
      HttpResponse<String> right = ServedWatch.HTTP.send(HttpRequest.newBuilder(URI.create(base + "/healthz"))
          .header("Authorization", "Bearer s3cr3t-token-0123456789").build(), HttpResponse.BodyHandlers.ofString());
      assertEquals(200, right.statusCode(), right.body());
      assertFalse(Files.readString(tmp.resolve("watch.err")).contains("s3cr3t"), "the token is never printed");
    } finally {
      watch.toHandle().destroy();
      watch.waitFor(60, TimeUnit.SECONDS);
      watch.destroyForcibly();
    }
  }

  /** Two stacks applied, one of them changed since: each cycle finds it drifted. */
  private static Path driftedWorkspace(Path tmp) throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    ws.stack("app", "app", List.of("role/workload"), dataResource("v1"));
    ws.stack("core", "core", List.of("role/core"), dataResource("v1"));
    ws.apply("app");
    ws.apply("core");
    ws.write("app", "main.tf", dataResource("v2"));
    return ws.root();
  }

  private static Process watch(Path tmp, Path root, String... more) throws IOException {
    return watchWith(tmp, root, TofuWorkspace.tool(), more);
  }

  private static Process watchWith(Path tmp, Path root, Path tool, String... more) throws IOException {
    List<String> args = new ArrayList<>(List.of("watch", "-C", root.toString(), "--state-dir",
        tmp.resolve("state").toString(), "--jitter", "0s", "--no-native", "--tofu", tool.toString()));
    args.addAll(List.of(more));
    return new ProcessBuilder(CliProcess.argv(args.toArray(String[]::new)))
        .redirectOutput(tmp.resolve("watch.out").toFile()).redirectError(tmp.resolve("watch.err").toFile()).start();
  }

  private static void scrapedByPrometheus(String base, Path tmp) throws Exception {
    Path prometheus = Executables.require("prometheus", "prometheus");
    int port = freePort();
    Path config = tmp.resolve("prometheus.yml");
    Files.writeString(config, "global:\n  scrape_interval: 1s\nscrape_configs:\n  - job_name: stackdrift\n"
        + "    static_configs:\n      - targets: ['" + URI.create(base).getAuthority() + "']\n");
    Process server = new ProcessBuilder(prometheus.toString(), "--config.file=" + config,
        "--storage.tsdb.path=" + tmp.resolve("tsdb"), "--web.listen-address=127.0.0.1:" + port)
        .redirectErrorStream(true).redirectOutput(tmp.resolve("prometheus.log").toFile()).start();
    try {
      String query = "http://127.0.0.1:" + port + "/api/v1/query?query="
          + java.net.URLEncoder.encode("stackdrift_stack_status{status=\"drifted\"} == 1", StandardCharsets.UTF_8);
      assertTrue(Poll.until(Duration.ofSeconds(60), () -> series(query).size() == 1),
          "Prometheus has the drifted series: " + read(tmp.resolve("prometheus.log")));
      JsonNode labels = series(query).get(0).get("metric");
      assertEquals("app", labels.get("stack_id").asText());
      assertEquals("workload", labels.get("role").asText());
      assertEquals("config", labels.get("drift_cause").asText());
      assertEquals("stackdrift", labels.get("job").asText());
    } finally {
      server.destroy();
      if (!server.waitFor(30, TimeUnit.SECONDS)) {
        server.destroyForcibly();
      }
    }
  }

  private static List<JsonNode> series(String query) {
    try {
      JsonNode result = JSON.readTree(get(query).body()).path("data").path("result");
      List<JsonNode> out = new ArrayList<>();
      result.forEach(out::add);
      return out;
    } catch (IOException | InterruptedException | RuntimeException e) {
      return List.of();
    }
  }

  private static void promtoolAccepts(String metrics, Path tmp) throws Exception {
    Path promtool = Executables.require("promtool", "prometheus");
    Process p = new ProcessBuilder(promtool.toString(), "check", "metrics").redirectErrorStream(true)
        .redirectOutput(tmp.resolve("promtool.out").toFile()).start();
    try (OutputStream in = p.getOutputStream()) {
      in.write(metrics.getBytes(StandardCharsets.UTF_8));
    }
    assertTrue(p.waitFor(60, TimeUnit.SECONDS), "promtool finishes");
    assertEquals(0, p.exitValue(), read(tmp.resolve("promtool.out")));
    assertEquals("", read(tmp.resolve("promtool.out")).strip());
  }

  private static int freePort() throws IOException {
    try (ServerSocket s = new ServerSocket(0)) {
      return s.getLocalPort();
    }
  }

}
