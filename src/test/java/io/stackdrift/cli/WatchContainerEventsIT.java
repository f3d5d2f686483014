package io.stackdrift.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static io.stackdrift.testing.ServedWatch.baseUrl;
import static io.stackdrift.testing.ServedWatch.body;
import static io.stackdrift.testing.ServedWatch.read;
import static io.stackdrift.testing.ServedWatch.status;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.stackdrift.testing.CliProcess;
import io.stackdrift.testing.OtlpReceiver;
import io.stackdrift.testing.Poll;
import io.stackdrift.testing.PrivateEngine;
import io.stackdrift.testing.ServedWatch;
import io.stackdrift.testing.TofuWorkspace;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code watch} following a real engine's container events between cycles of 10 minutes: a stopped
 * container is reported within 5 s with no plan, a burst of 20 stops is a few checks, and a
 * restart of the engine is survived and caught up. The engine is the test's own, so that it can
 * be stopped and started again.
 */
class WatchContainerEventsIT {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final Pattern CHECKS = Pattern.compile("(?m)^stackdrift_container_checks_total (\\d+)$");
  private static final String PROJECT = "sdevents";
  private static final int WORKERS = 20;

  private static PrivateEngine engine;

  @BeforeAll
  static void startEngine() throws Exception {
    engine = PrivateEngine.start();
  }

  @AfterAll
  static void stopEngine() throws Exception {
    if (engine != null) {
      engine.close();
    }
  }

  @Test
  void aStoppedContainerIsReportedWithinSecondsWithoutAPlanAndTheEngineMayRestart(@TempDir Path tmp)
      throws Exception {
    Path root = workspace(tmp);
    engine.compose(PROJECT, "web", 1, "--restart", "always");
    for (int i = 1; i <= WORKERS; i++) {
      engine.compose(PROJECT, "worker", i);
    }
    Path plans = tmp.resolve("plans.log");
    Path tool = TofuWorkspace.standIn(tmp, "tofu-counting", "[ \"$1\" = plan ] && echo plan >> " + plans
        + "\nexec " + TofuWorkspace.tool() + " \"$@\"");
    Path events = tmp.resolve("events.jsonl");
    Process watch = watch(tmp, root, tool, events);
    try {
      String base = baseUrl(tmp.resolve("watch.err"));
      assertTrue(Poll.until(Duration.ofSeconds(60), () -> status(base + "/readyz") == 200
          && body(base + "/metrics").contains("stackdrift_container_events_followed 1")), "followed after a cycle");
      assertTrue(Poll.until(Duration.ofSeconds(10), () -> checks(base) >= 1), "the first connection catches up");
      assertEquals("clean", report(base).get("status").asText());
      long planned = lines(plans);
      assertEquals(1, planned, "the first cycle planned the stack");

      long stopped = System.nanoTime();
      engine.ok("stop", "-t", "0", PROJECT + "-web-1");
      assertTrue(Poll.until(Duration.ofSeconds(5), () -> findings(report(base)).contains("not-running:web")),
          "reported within 5 s: " + report(base));
      assertTrue(Poll.until(Duration.ofSeconds(5), () -> changeEvents(events).stream()
          .anyMatch(e -> e.path("attributes").path("containers").asText().equals("drifted"))), "the stack's event");
      long latencyMillis = (System.nanoTime() - stopped) / 1_000_000;
      assertTrue(body(base + "/metrics").contains("stackdrift_native_findings{project=\"" + PROJECT
          + "\",finding=\"not-running\"} 1"), body(base + "/metrics"));
      assertEquals("drifted", report(base).get("status").asText());
      JsonNode event = changeEvents(events).get(0);
      assertEquals("app", event.path("attributes").path("stackId").asText());
      assertEquals("container-event", event.path("attributes").path("trigger").asText());
      System.err.println("docker stop to the event line: " + latencyMillis + " ms");

      long before = checks(base);
      List<String> burst = new ArrayList<>(List.of("stop", "-t", "0"));
      for (int i = 1; i <= WORKERS; i++) {
        burst.add(PROJECT + "-worker-" + i);
      }
      engine.ok(burst.toArray(String[]::new));
      assertTrue(Poll.until(Duration.ofSeconds(10), () -> findings(report(base)).stream()
          .filter(f -> f.equals("not-running:worker")).count() == WORKERS), "every stopped worker is reported");
      long burstChecks = checks(base) - before;
      assertTrue(burstChecks >= 1 && burstChecks <= 4, "a burst of " + WORKERS + " stops: " + burstChecks + " checks");

      engine.ok("start", PROJECT + "-web-1");
      assertTrue(Poll.until(Duration.ofSeconds(5), () -> !findings(report(base)).contains("not-running:web")),
          "a started container is in sync again");
      engine.stop();
      assertTrue(Poll.until(Duration.ofSeconds(10), () -> body(base + "/healthz")
          .startsWith("ok (degraded): container events are not followed")), body(base + "/healthz"));
      assertEquals(200, status(base + "/healthz"), "degraded, not failed");
      long beforeRestart = checks(base);
      engine.startAgain(); // web restarts with the engine (restart always), perhaps before the stream is back
      assertTrue(Poll.until(Duration.ofSeconds(40), () -> body(base + "/metrics")
          .contains("stackdrift_container_events_followed 1") && checks(base) > beforeRestart),
          "followed again, and caught up: " + body(base + "/healthz"));
      assertTrue(Poll.until(Duration.ofSeconds(10), () -> !findings(report(base)).contains("not-running:web")
          && findings(report(base)).contains("not-running:worker")), "the report is current: " + report(base));
      assertTrue(body(base + "/healthz").startsWith("ok: "), body(base + "/healthz"));
      String err = Files.readString(tmp.resolve("watch.err"));
      assertEquals(1, count(err, "container events are not followed"), "one warning for the loss: " + err);

      assertEquals(planned, lines(plans), "container events never start a plan");
      watch.toHandle().destroy();
      assertTrue(watch.waitFor(60, TimeUnit.SECONDS), "watch exits after SIGTERM");
      assertEquals(143, watch.exitValue());
      assertTrue(Poll.until(Duration.ofSeconds(10), () -> !eventsProcessAlive()), "docker events ends with watch");
    } finally {
      watch.destroyForcibly();
      engine.run("rm", "-f", PROJECT + "-web-1");
    }
  }

  @Test
  void selfHealStartsAStoppedContainerOnceAndItsOwnEventsHealNothingMore(@TempDir Path tmp) throws Exception {
    String project = "sdheal";
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    Path applies = tmp.resolve("applies.log");
    // the resource that "runs" the containers: replacing it starts the stopped one again
    ws.stack("app", "app", List.of("role/workload"), "resource \"terraform_data\" \"svc_up\" {\n"
        + "  provisioner \"local-exec\" {\n    command = \"echo apply >> " + applies + " && docker start "
        + project + "-web-1 >/dev/null\"\n  }\n}\n");
    engine.compose(project, "web", 1);
    TofuWorkspace.run(ws.dir("app"), java.util.Map.of("DOCKER_HOST", engine.host()), TofuWorkspace.tool().toString(),
        "apply", "-auto-approve", "-input=false", "-no-color");
    Files.writeString(ws.dir("app").resolve("compose.yaml"), "name: " + project + "\nservices:\n  web:\n"
        + "    image: busybox\n");
    Files.delete(applies);
    Path events = tmp.resolve("events.jsonl");
    OtlpReceiver otlp = new OtlpReceiver();
    Process watch = watch(tmp, ws.root(), TofuWorkspace.tool(), events, "--self-heal", "--otlp-endpoint",
        otlp.endpoint());
    try {
      String base = baseUrl(tmp.resolve("watch.err"));
      assertTrue(Poll.until(Duration.ofSeconds(60), () -> status(base + "/readyz") == 200
          && body(base + "/metrics").contains("stackdrift_container_events_followed 1")), "followed after a cycle");
      engine.ok("stop", "-t", "0", project + "-web-1");
      assertTrue(Poll.until(Duration.ofSeconds(60), () -> lines(applies) == 1 && changeEvents(events).stream()
          .anyMatch(e -> e.path("attributes").path("containers").asText().equals("in-sync"))),
          "healed, and its check shows it: " + read(tmp.resolve("watch.err")));
      assertEquals(List.of(), findings(report(base)));
      assertTrue(read(tmp.resolve("watch.err")).contains("self-heal: app succeeded"), read(tmp.resolve("watch.err")));
      assertTrue(Poll.until(Duration.ofSeconds(10), () -> spans(otlp).stream().anyMatch(a ->
          "container-event".equals(a.get("trigger")) && "drifted".equals(a.get("containers")))),
          "the check's stack span goes to OpenTelemetry: " + spans(otlp));

      engine.ok("stop", "-t", "0", project + "-web-1"); // again before the next cycle: reported, not healed again
      assertTrue(Poll.until(Duration.ofSeconds(5), () -> findings(report(base)).contains("not-running:web")),
          "reported");
      long checks = checks(base);
      assertTrue(Poll.until(Duration.ofSeconds(5), () -> checks(base) == checks), "quiet");
      assertEquals(1, lines(applies), "one heal between two cycles");
    } finally {
      watch.toHandle().destroy();
      watch.waitFor(60, TimeUnit.SECONDS);
      watch.destroyForcibly();
      otlp.close();
      engine.run("rm", "-f", project + "-web-1");
    }
  }

  /** One stack owning a Compose project of a web and 20 workers, applied. */
  private static Path workspace(Path tmp) throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    ws.stack("app", "app", List.of("role/workload"), TofuWorkspace.dataResource("v1"));
    ws.apply("app");
    Files.writeString(ws.dir("app").resolve("compose.yaml"), "name: " + PROJECT + "\nservices:\n  web:\n"
        + "    image: busybox\n  worker:\n    image: busybox\n    deploy:\n      replicas: " + WORKERS + "\n");
    return ws.root();
  }

  private static Process watch(Path tmp, Path root, Path tool, Path events, String... more) throws IOException {
    List<String> args = new ArrayList<>(List.of("watch", "-C", root.toString(), "--state-dir",
        tmp.resolve("state").toString(), "--interval", "10m", "--jitter", "0s", "--tofu", tool.toString(),
        "--listen", "127.0.0.1:0", "--progress-jsonl", events.toString()));
    args.addAll(List.of(more));
    ProcessBuilder b = new ProcessBuilder(CliProcess.argv(args.toArray(String[]::new)))
        .redirectOutput(tmp.resolve("watch.out").toFile()).redirectError(tmp.resolve("watch.err").toFile());
    b.environment().put("DOCKER_HOST", engine.host());
    return b.start();
  }

  /** Whether a docker events process of this engine still runs. */
  private static boolean eventsProcessAlive() {
    return ProcessHandle.allProcesses().anyMatch(p -> p.isAlive() && p.info().arguments()
        .map(a -> a.length > 0 && List.of(a).contains("events")).orElse(false) && environ(p).contains(engine.host()));
  }

  private static String environ(ProcessHandle p) {
    try {
      return new String(Files.readAllBytes(Path.of("/proc", Long.toString(p.pid()), "environ")),
          StandardCharsets.UTF_8);
    } catch (IOException e) {
      return "";
    }
  }

  private static List<JsonNode> changeEvents(Path events) {
    List<JsonNode> out = new ArrayList<>();
    for (String line : read(events).split("\n")) {
      try {
        JsonNode e = line.isBlank() ? null : JSON.readTree(line);
        if (e != null && e.path("phase").asText().equals("advanced.drift.stack")
            && e.path("attributes").path("trigger").asText().equals("container-event")) {
          out.add(e);
        }
      } catch (IOException ex) {
        // a line being written
      }
    }
    return out;
  }

  /** The attributes of every advanced.drift.stack span received. */
  private static List<java.util.Map<String, String>> spans(OtlpReceiver otlp) {
    List<java.util.Map<String, String>> out = new ArrayList<>();
    otlp.traces.forEach(req -> req.getResourceSpansList().forEach(rs -> rs.getScopeSpansList().forEach(ss ->
        ss.getSpansList().stream().filter(sp -> sp.getName().equals("advanced.drift.stack")).forEach(sp -> {
          java.util.Map<String, String> a = new java.util.HashMap<>();
          sp.getAttributesList().forEach(kv -> a.put(kv.getKey(), kv.getValue().getStringValue()));
          out.add(a);
        }))));
    return out;
  }

  private static List<String> findings(JsonNode report) {
    List<String> out = new ArrayList<>();
    report.path("native").forEach(f -> out.add(f.path("finding").asText() + ":" + f.path("service").asText()));
    return out;
  }

  private static JsonNode report(String base) {
    try {
      return JSON.readTree(body(base + "/report.json"));
    } catch (IOException e) {
      return JSON.createObjectNode();
    }
  }

  private static long checks(String base) {
    Matcher m = CHECKS.matcher(body(base + "/metrics"));
    return m.find() ? Long.parseLong(m.group(1)) : -1;
  }

  private static long lines(Path file) {
    return read(file).lines().count();
  }

  private static int count(String text, String what) {
    int n = 0;
    for (int i = text.indexOf(what); i >= 0; i = text.indexOf(what, i + 1)) {
      n++;
    }
    return n;
  }

}
