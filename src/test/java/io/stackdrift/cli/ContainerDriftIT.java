package io.stackdrift.cli;

import static io.stackdrift.testing.DockerEngine.IMAGE;
import static io.stackdrift.testing.DockerEngine.compose;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.stackdrift.testing.DockerEngine;
import io.stackdrift.testing.Poll;
import io.stackdrift.testing.TofuWorkspace;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Container drift against the real Docker engine, with containers labelled as Compose labels them. */
class ContainerDriftIT {
  private static final ObjectMapper JSON = new ObjectMapper();

  @TempDir Path root;
  private String project;

  @BeforeEach
  void engine() throws Exception {
    DockerEngine.require();
    project = "sdtest" + ThreadLocalRandom.current().nextInt(1_000_000, 9_999_999);
    new TofuWorkspace(root);
  }

  @AfterEach
  void removeContainers() throws Exception {
    if (project != null) {
      DockerEngine.removeProject(project);
    }
  }

  @Test
  void allServicesRunningIsInSync() throws Exception {
    configure("web", "worker");
    hostStack();
    compose(project, "web", 1, IMAGE);
    compose(project, "worker", 1, IMAGE);
    compose(project, "worker", 99, IMAGE, "--label", "com.docker.compose.oneoff=True"); // a one-off: ignored
    JsonNode report = detect();
    assertEquals("clean", report.get("status").asText(), report.toString());
    assertFalse(report.get("hasDrift").asBoolean());
    JsonNode runtime = report.get("runtime");
    assertEquals(project, runtime.get("projectRef").asText());
    assertEquals("ready", runtime.get("status").asText());
    assertEquals(2, runtime.get("serviceCount").asInt());
    assertEquals(1, runtime.get("probeCount").asInt());
    assertEquals("in-sync", report.get("subjects").get(0).get("status").asText());
    assertEquals(0, report.get("native").size());
  }

  @Test
  void stoppedRemovedOtherImageAndExtraServices() throws Exception {
    configure("web", "worker", "api", "cache");
    String web = compose(project, "web", 1, IMAGE);
    compose(project, "worker", 1, IMAGE);
    String other = project + "-other:1";
    DockerEngine.ok("tag", IMAGE, other);
    compose(project, "api", 1, other);
    compose(project, "extra", 1, IMAGE);
    DockerEngine.ok("stop", "-t", "0", web);
    try {
      JsonNode report = detect();
      assertEquals("drifted", report.get("status").asText());
      assertTrue(report.get("hasDrift").asBoolean());
      assertEquals("drifted", report.get("runtime").get("status").asText());
      assertEquals(List.of("live-missing:cache", "not-running:web", "replicas:web", "image-drifted:api",
          "orphan:extra"), findings(report), "the stopped web is also one running replica too few");
      assertEquals("runtime-service-set-changed", report.get("subjects").get(0).get("code").asText());
      JsonNode image = report.get("native").get(3);
      assertEquals(IMAGE, image.get("expected").asText());
      assertEquals(other, image.get("actual").asText());
    } finally {
      DockerEngine.removeProject(project);
      DockerEngine.ok("rmi", other);
    }
  }

  @Test
  void failingHealthCheckIsUnhealthy() throws Exception {
    configure("web");
    String web = compose(project, "web", 1, IMAGE, "--health-cmd", "false", "--health-interval", "1s",
        "--health-retries", "1", "--health-start-period", "0s");
    assertTrue(Poll.until(Duration.ofSeconds(60), () -> health(web).equals("unhealthy")), "never unhealthy");
    JsonNode report = detect();
    assertEquals(List.of("unhealthy:web"), findings(report));
    assertEquals("runtime-health-changed", report.get("subjects").get(0).get("code").asText());
  }

  @Test
  void fewerReplicasThanDesired() throws Exception {
    Files.writeString(root.resolve("compose.yaml"), "services:\n  worker:\n    image: " + IMAGE
        + "\n    deploy:\n      replicas: 2\n");
    configureFile();
    compose(project, "worker", 1, IMAGE);
    JsonNode report = detect();
    assertEquals(List.of("replicas:worker"), findings(report));
  }

  @Test
  void aProjectOwnedByAStackMakesThatStackATarget() throws Exception {
    TofuWorkspace ws = new TofuWorkspace(root);
    ws.stack("core", "core", List.of("role/core"), TofuWorkspace.dataResource("v1"));
    ws.stack("app", "app", List.of("role/workload"), TofuWorkspace.dataResource("v1"));
    ws.apply("core");
    ws.apply("app");
    Files.writeString(ws.dir("app").resolve("compose.yaml"), "name: " + project + "\nservices:\n  web:\n    image: "
        + IMAGE + "\n");
    JsonNode report = detect();
    assertEquals(List.of("live-missing:web"), findings(report));
    assertEquals("app", report.get("native").get(0).get("stack").asText());
    assertEquals(List.of("app"), targets(report), "only the owning stack");
  }

  @Test
  void reconcileReappliesAContainerOnlyTargetWithReplace() throws Exception {
    TofuWorkspace ws = new TofuWorkspace(root);
    ws.stack("app", "app", List.of("role/workload"), TofuWorkspace.dataResource("v1"));
    ws.apply("app");
    Files.writeString(ws.dir("app").resolve("compose.yaml"), "name: " + project + "\nservices:\n  web:\n    image: "
        + IMAGE + "\n");
    String before = JSON.readTree(ws.dir("app").resolve("terraform.tfstate").toFile()).toString();
    CliRun run = CliRun.of("reconcile", "-C", root.toString(), "--state-dir", root.resolve(".state").toString(),
        "--yes", "--json");
    JsonNode result = JSON.readTree(run.out());
    assertEquals(List.of("app"), texts(result.get("reconciled")), run.err());
    String after = JSON.readTree(ws.dir("app").resolve("terraform.tfstate").toFile()).toString();
    assertFalse(before.equals(after), "the terraform_data resource was replaced");
    assertEquals(2, run.code(), "terraform_data starts no container: the project is still drifted");
  }

  private static List<String> texts(JsonNode array) {
    List<String> out = new ArrayList<>();
    array.forEach(n -> out.add(n.asText()));
    return out;
  }

  @Test
  void unownedDriftTargetsEveryCoreAndWorkloadStackThatIsNotPending() throws Exception {
    TofuWorkspace ws = new TofuWorkspace(root);
    ws.stack("core", "core", List.of("role/core"), TofuWorkspace.dataResource("v1"));
    ws.stack("app", "app", List.of("role/workload"), TofuWorkspace.dataResource("v1"));
    ws.stack("edge", "edge", List.of("role/edge"), TofuWorkspace.dataResource("v1"));
    ws.stack("later", "later", List.of("role/workload"), null);
    for (String s : List.of("core", "app", "edge")) {
      ws.apply(s);
    }
    configure("web");
    JsonNode report = detect();
    assertEquals(List.of("live-missing:web"), findings(report));
    assertEquals(List.of("app", "core"), targets(report), "run order; not edge, not the pending stack");
  }

  @Test
  void unreachableEngineIsUnavailableAndTheRunUnknown() throws Exception {
    configure("web");
    Files.writeString(root.resolve("stackdrift.toml"), Files.readString(root.resolve("stackdrift.toml"))
        + "\n[tools]\ndocker = \"" + root.resolve("no-docker-here") + "\"\n");
    JsonNode report = detect();
    assertEquals("unknown", report.get("status").asText());
    assertEquals("unavailable", report.get("runtime").get("status").asText());
    JsonNode subject = report.get("subjects").get(0);
    assertEquals("unavailable", subject.get("status").asText());
    assertTrue(subject.get("detail").asText().contains("looked for " + root.resolve("no-docker-here")),
        subject.toString());
  }

  @Test
  void noNativeSkipsTheCheck() throws Exception {
    configure("web");
    hostStack();
    JsonNode report = JSON.readTree(CliRun.of("detect", "-C", root.toString(), "--json", "--no-native").out());
    assertEquals("none", report.get("runtime").get("status").asText());
    assertEquals(0, report.get("subjects").size());
    assertEquals("clean", report.get("status").asText());
  }

  @Test
  void humanOutputShowsATablePerProject() throws Exception {
    configure("web");
    CliRun run = CliRun.of("detect", "-C", root.toString(), "--no-color");
    assertTrue(run.out().contains("Compose project " + project + " (no owning stack)"), run.out());
    assertTrue(run.out().lines().anyMatch(l -> l.matches("\\s+STATUS\\s+SERVICE\\s+CONTAINER\\s+DETAIL")), run.out());
    assertTrue(run.out().lines().anyMatch(l -> l.matches("\\s+live-missing\\s+web\\s+-\\s+expected 1 running.*")),
        run.out());
  }

  private void configure(String... services) throws Exception {
    StringBuilder yaml = new StringBuilder("services:\n");
    for (String s : services) {
      yaml.append("  ").append(s).append(":\n    image: ").append(IMAGE).append('\n');
      if (s.equals("web")) {
        yaml.append("    healthcheck:\n      test: [\"CMD\", \"true\"]\n");
      }
    }
    Files.writeString(root.resolve("compose.yaml"), yaml.toString());
    configureFile();
  }

  /**
   * A run that selects no stack is unknown (§6), so a run meant to come out clean needs a stack: a
   * host stack without a root, which counts for nothing else.
   */
  private void hostStack() throws Exception {
    Path dir = Files.createDirectories(root.resolve("host"));
    Files.writeString(dir.resolve("stack.tm.hcl"), "stack {\n  tags = [\"role/host\"]\n}\n");
  }

  private void configureFile() throws Exception {
    Files.writeString(root.resolve("stackdrift.toml"),
        "[[compose]]\nproject = \"" + project + "\"\nfile = \"compose.yaml\"\n");
  }

  private JsonNode detect() throws Exception {
    CliRun run = CliRun.of("detect", "-C", root.toString(), "--json");
    assertEquals(0, run.code(), run.err());
    return JSON.readTree(run.out());
  }

  private static List<String> findings(JsonNode report) {
    List<String> out = new ArrayList<>();
    report.get("native").forEach(f -> out.add(f.get("finding").asText() + ":" + f.get("service").asText()));
    return out;
  }

  private static List<String> targets(JsonNode report) {
    List<String> out = new ArrayList<>();
    report.get("reconcileTargets").forEach(t -> out.add(t.asText()));
    return out;
  }

  private static String health(String container) {
    try {
      return DockerEngine.output("inspect", "--format", "{{.State.Health.Status}}", container);
    } catch (Exception e) {
      return "";
    }
  }
}
