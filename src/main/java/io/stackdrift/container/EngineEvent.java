package io.stackdrift.container;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * One container event of the engine's stream, as {@code docker events --format '{{json .}}'} prints
 * it (Docker and Podman alike): the Compose project the container belongs to, the action ({@code
 * health_status} without its {@code : unhealthy} suffix) and the container's name.
 */
public record EngineEvent(String project, String action, String container) {
  /** What can make a project drift or stop drifting; {@code create} and the like cannot. */
  public static final Set<String> ACTIONS = Set.of("die", "stop", "kill", "oom", "destroy", "start",
      "health_status", "rename");
  /** Podman's own names of two of them, which its Docker-compatible socket may filter by and print. */
  public static final Map<String, String> PODMAN_NAMES = Map.of("died", "die", "remove", "destroy");
  private static final ObjectMapper JSON = new ObjectMapper();

  /** The event a line tells, or empty for a line that is not a Compose container's event we follow. */
  public static Optional<EngineEvent> parse(String line) {
    if (line == null || line.isBlank()) {
      return Optional.empty();
    }
    JsonNode doc;
    try {
      doc = JSON.readTree(line);
    } catch (IOException e) {
      return Optional.empty();
    }
    if (doc == null || !doc.isObject()) {
      return Optional.empty();
    }
    String type = text(doc, "Type");
    if (!type.isEmpty() && !type.equals("container")) {
      return Optional.empty();
    }
    String action = text(doc, "Action");
    if (action.isEmpty()) {
      action = text(doc, "status"); // the field older engines fill
    }
    int colon = action.indexOf(':');
    action = (colon < 0 ? action : action.substring(0, colon)).strip();
    action = PODMAN_NAMES.getOrDefault(action, action);
    JsonNode attributes = doc.path("Actor").path("Attributes");
    String project = text(attributes, InspectParser.PROJECT);
    if (project.isEmpty() || !ACTIONS.contains(action)) {
      return Optional.empty();
    }
    return Optional.of(new EngineEvent(project, action, text(attributes, "name")));
  }

  private static String text(JsonNode node, String field) {
    JsonNode v = node.get(field);
    return v != null && v.isTextual() ? v.asText() : "";
  }
}
