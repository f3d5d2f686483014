package io.stackdrift.container;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;

/** Turns {@code docker inspect} documents into {@link LiveContainer}s. */
final class InspectParser {
  static final String PROJECT = "com.docker.compose.project";
  static final String SERVICE = "com.docker.compose.service";
  static final String ONEOFF = "com.docker.compose.oneoff";
  static final String CONFIG_HASH = "com.docker.compose.config-hash";
  static final String VERSION = "com.docker.compose.version";

  private InspectParser() {}

  static List<LiveContainer> parse(List<JsonNode> docs) {
    List<LiveContainer> out = new ArrayList<>();
    for (JsonNode d : docs) {
      JsonNode labels = d.path("Config").path("Labels");
      String name = d.path("Name").asText("");
      out.add(new LiveContainer(
          d.path("Id").asText(""),
          name.startsWith("/") ? name.substring(1) : name,
          labels.path(SERVICE).asText(""),
          d.path("Config").path("Image").asText(""),
          d.path("State").path("Status").asText(""),
          d.path("State").path("Health").path("Status").asText(""),
          labels.path(CONFIG_HASH).asText(""),
          labels.path(VERSION).asText(""),
          labels.path(ONEOFF).asText("False").equalsIgnoreCase("true")));
    }
    return out;
  }
}
