package io.stackdrift.container;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The §5 rules on recorded {@code docker inspect} output (no engine needed). */
class NativeAnalysisTest {
  private static final ComposeProject APP = new ComposeProject("app", null, "stack-app");
  private static final List<DesiredService> DESIRED = List.of(
      new DesiredService("web", "nginx:1.27", 1, true, ""),
      new DesiredService("worker", "busybox", 1, false, ""),
      new DesiredService("db", "postgres:16", 1, true, ""));

  @Test
  void inspectDocumentsBecomeContainers() throws Exception {
    List<LiveContainer> live = recorded();
    assertEquals(4, live.size());
    LiveContainer web = live.get(0);
    assertEquals("app-web-1", web.name());
    assertEquals("web", web.service());
    assertEquals("healthy", web.health());
    assertEquals("2.29.1", web.composeVersion());
    assertTrue(live.get(2).oneOff());
    assertEquals("", live.get(1).health(), "no health check");
  }

  @Test
  void configHashIsComparedOnlyWhenThePluginVersionMatchesTheContainers() throws Exception {
    NativeAnalysis.ComposeHashes hashes = new NativeAnalysis.ComposeHashes("2.29.1",
        Map.of("web", "hash-web-new", "worker", "hash-worker-new", "db", "hash-db"));
    List<Finding> findings = NativeAnalysis.findings(APP, DESIRED, recorded(), hashes);
    List<String> configDrift = findings.stream().filter(f -> f.kind() == FindingKind.CONFIG_DRIFTED)
        .map(Finding::service).toList();
    assertEquals(List.of("web"), configDrift, "worker was created by compose 2.20.0: its hash is not comparable");
  }

  @Test
  void noPluginMeansNoConfigDrift() throws Exception {
    assertTrue(NativeAnalysis.findings(APP, DESIRED, recorded(), null).stream()
        .noneMatch(f -> f.kind() == FindingKind.CONFIG_DRIFTED));
  }

  @Test
  void findingsFollowTheContractOrderAndCarryTheOwner() throws Exception {
    List<Finding> findings = NativeAnalysis.findings(APP, DESIRED, recorded(), null);
    List<String> kinds = findings.stream().map(f -> f.kind().json() + ":" + f.service()).toList();
    assertEquals(List.of("not-running:db", "replicas:db", "unhealthy:db"), kinds,
        "one-off containers are ignored; a stopped single replica is also one running too few");
    assertTrue(findings.stream().allMatch(f -> f.stack().equals("stack-app")));
    assertEquals("runtime-service-set-changed", findings.get(0).kind().code());
    assertEquals("runtime-health-changed", findings.get(2).kind().code());
  }

  @Test
  void missingReplicasImageAndOrphans() throws Exception {
    List<DesiredService> desired = List.of(
        new DesiredService("web", "nginx:1.28", 1, false, ""),
        new DesiredService("worker", "busybox:latest", 3, false, ""),
        new DesiredService("cache", "redis:7", 1, false, ""));
    List<Finding> findings = NativeAnalysis.findings(APP, desired, recorded(), null);
    List<String> kinds = findings.stream().map(f -> f.kind().json() + ":" + f.service()).toList();
    assertEquals(List.of("live-missing:cache", "replicas:worker", "image-drifted:web", "orphan:db"), kinds,
        "an orphan is reported once, not also for its state");
    Finding image = findings.get(2);
    assertEquals("nginx:1.28", image.expected());
    assertEquals("nginx:1.27", image.actual());
  }

  @Test
  void imageNamesCompareAsReferences() {
    assertTrue(NativeAnalysis.sameImage("busybox", "docker.io/library/busybox:latest"));
    assertTrue(NativeAnalysis.sameImage("library/busybox:latest", "busybox"));
    assertTrue(NativeAnalysis.sameImage("registry.local:5000/app", "registry.local:5000/app:latest"));
    assertFalse(NativeAnalysis.sameImage("busybox:1.36", "busybox"));
    assertFalse(NativeAnalysis.sameImage("nginx", "busybox"));
  }

  @Test
  void withoutAComposeFileOnlyStateAndHealthAreChecked() throws Exception {
    List<Finding> findings = NativeAnalysis.findings(APP, null, recorded(), null);
    List<String> kinds = findings.stream().map(f -> f.kind().json() + ":" + f.service()).toList();
    assertEquals(List.of("not-running:db", "replicas:db", "unhealthy:db"), kinds);
  }

  @Test
  void theCountsAreOfTheDesiredServicesElseOfTheLiveOnes() throws Exception {
    ProjectResult desired = NativeAnalysis.result(APP, DESIRED, recorded(), null);
    assertEquals(3, desired.serviceCount());
    assertEquals(2, desired.probeCount());
    ProjectResult nameOnly = NativeAnalysis.result(APP, null, recorded(), null);
    assertEquals(3, nameOnly.serviceCount(), "web, worker and db; the one-off is none");
    assertEquals(0, nameOnly.probeCount(), "no compose file says which have a health check");
  }

  @Test
  void replicasCountRunningContainers() {
    LiveContainer up = new LiveContainer("1", "w-1", "w", "busybox", "running", "", "", "", false);
    LiveContainer down = new LiveContainer("2", "w-2", "w", "busybox", "exited", "", "", "", false);
    List<DesiredService> two = List.of(new DesiredService("w", "busybox", 2, false, ""));
    List<DesiredService> one = List.of(new DesiredService("w", "busybox", 1, false, ""));
    assertEquals(List.of("not-running", "replicas"), kinds(NativeAnalysis.findings(APP, two, List.of(up, down), null)),
        "two desired, one of two running");
    assertEquals(List.of("not-running", "replicas"), kinds(NativeAnalysis.findings(APP, one, List.of(up, up, down),
        null)).subList(0, 2), "one desired, two running");
    assertEquals(List.of(), kinds(NativeAnalysis.findings(APP, one, List.of(up), null)));
  }

  private static List<String> kinds(List<Finding> findings) {
    return findings.stream().map(f -> f.kind().json()).toList();
  }

  private static List<LiveContainer> recorded() throws Exception {
    List<JsonNode> docs = new ArrayList<>();
    ObjectMapper json = new ObjectMapper();
    try (BufferedReader in = new BufferedReader(new InputStreamReader(
        NativeAnalysisTest.class.getResourceAsStream("/docker/inspect-app.jsonl"), StandardCharsets.UTF_8))) {
      for (String line = in.readLine(); line != null; line = in.readLine()) {
        docs.add(json.readTree(line));
      }
    }
    return InspectParser.parse(docs);
  }
}
