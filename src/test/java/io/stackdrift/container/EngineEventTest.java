package io.stackdrift.container;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The lines docker events prints (Docker's and Podman's), and what is not an event we follow. */
class EngineEventTest {
  private static String line(String action, String attributes) {
    return "{\"status\":\"" + action + "\",\"id\":\"cb44\",\"from\":\"busybox\",\"Type\":\"container\",\"Action\":\""
        + action + "\",\"Actor\":{\"ID\":\"cb44\",\"Attributes\":{" + attributes + "}},\"scope\":\"local\","
        + "\"time\":1796299471,\"timeNano\":1796299471058836662}";
  }

  @Test
  void aDieOfAComposeContainerNamesItsProject() {
    Optional<EngineEvent> e = EngineEvent.parse(line("die",
        "\"com.docker.compose.project\":\"app\",\"exitCode\":\"137\",\"name\":\"app-web-1\""));
    assertEquals(Optional.of(new EngineEvent("app", "die", "app-web-1")), e);
  }

  @Test
  void aHealthStatusLosesItsSuffix() {
    assertEquals("health_status", EngineEvent.parse(line("health_status: unhealthy",
        "\"com.docker.compose.project\":\"app\",\"name\":\"app-web-1\"")).orElseThrow().action());
  }

  @Test
  void podmansNamesAreDockers() {
    assertEquals("die", EngineEvent.parse(line("died", "\"com.docker.compose.project\":\"app\"")).orElseThrow()
        .action());
    assertEquals("destroy", EngineEvent.parse(line("remove", "\"com.docker.compose.project\":\"app\""))
        .orElseThrow().action());
  }

  @Test
  void anOlderEngineWithOnlyStatusIsRead() {
    String old = "{\"status\":\"stop\",\"id\":\"x\",\"Actor\":{\"Attributes\":{\"com.docker.compose.project\":\"db\"}}}";
    assertEquals(Optional.of(new EngineEvent("db", "stop", "")), EngineEvent.parse(old));
  }

  @Test
  void whatIsNotAComposeContainersFollowedEventIsNothing() {
    for (String l : List.of("", "not json", "[1,2]", "null",
        line("create", "\"com.docker.compose.project\":\"app\""),
        line("die", "\"name\":\"standalone\""),
        line("die", "\"com.docker.compose.project\":7"),
        "{\"Type\":\"network\",\"Action\":\"die\",\"Actor\":{\"Attributes\":{\"com.docker.compose.project\":\"a\"}}}")) {
      assertTrue(EngineEvent.parse(l).isEmpty(), l);
    }
  }

  @Test
  void theStreamAsksForContainerEventsOfComposeProjectsOnly() {
    List<String> args = DockerEvents.arguments();
    assertEquals(List.of("events", "--format", "{{json .}}", "--filter", "type=container"), args.subList(0, 5));
    for (String action : List.of("die", "stop", "kill", "oom", "destroy", "start", "health_status", "rename",
        "died", "remove")) {
      assertTrue(args.contains("event=" + action), action);
    }
    assertTrue(args.stream().noneMatch(a -> a.startsWith("label=")), "Podman matches no label filter by its key");
  }
}
