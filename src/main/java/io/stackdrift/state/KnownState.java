package io.stackdrift.state;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.JsonNode;
import io.stackdrift.report.DriftReport;
import io.stackdrift.report.StackEntry;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What the state directory knows between runs: each stack's last known status, kept until a run
 * checks the stack again or the stack leaves the workspace, and the last overall status of each
 * selection (the stacks a run selected, in run order), so a filtered run between two full runs
 * changes neither.
 */
@JsonPropertyOrder({"stacks", "selections"})
public record KnownState(Map<String, Known> stacks, Map<String, KnownRun> selections) {
  public static final KnownState EMPTY = new KnownState(Map.of(), Map.of());

  /**
   * A stack's last known status, since when it has had it, when it was last checked, and its last
   * known health (null: not known, a state from before health).
   */
  @JsonPropertyOrder({"status", "since", "checkedAt", "health"})
  public record Known(String status, String since, String checkedAt,
      @JsonInclude(JsonInclude.Include.NON_NULL) String health) {
    public Known(String status, String since, String checkedAt) {
      this(status, since, checkedAt, null);
    }
  }

  /** The overall status of the last run over one selection, and when that run was. */
  @JsonPropertyOrder({"status", "at"})
  public record KnownRun(String status, String at) {}

  public KnownState {
    stacks = Collections.unmodifiableMap(new TreeMap<>(stacks)); // sorted: the file reads the same each run
    selections = Collections.unmodifiableMap(new TreeMap<>(selections));
  }

  /** The state as {@code known.json} keeps it. */
  static KnownState fromJson(JsonNode root) throws IOException {
    Map<String, Known> stacks = new HashMap<>();
    for (Map.Entry<String, JsonNode> s : fields(root.path("stacks"))) {
      JsonNode k = s.getValue();
      if (!k.path("status").isTextual()) {
        throw new IOException("stack " + s.getKey() + " has no status");
      }
      stacks.put(s.getKey(), new Known(k.path("status").asText(), k.path("since").asText(""),
          k.path("checkedAt").asText(""), k.path("health").isTextual() ? k.path("health").asText() : null));
    }
    Map<String, KnownRun> runs = new HashMap<>();
    for (Map.Entry<String, JsonNode> r : fields(root.path("selections"))) {
      if (r.getValue().path("status").isTextual()) {
        runs.put(r.getKey(), new KnownRun(r.getValue().path("status").asText(), r.getValue().path("at").asText("")));
      }
    }
    return new KnownState(stacks, runs);
  }

  /** What a last report tells, for a state directory from before {@code known.json}: its stacks and status. */
  static KnownState fromLastReport(DriftReport report) {
    String at = report.detectedAt();
    Map<String, Known> stacks = new HashMap<>();
    List<String> ids = new ArrayList<>();
    for (StackEntry s : report.stacks()) {
      ids.add(s.stackId());
      stacks.put(s.stackId(), new Known(s.status().json(), s.since() == null ? at : s.since(), at,
          s.health() == null ? null : s.health().json()));
    }
    return new KnownState(stacks, Map.of(StatusChanges.selectionKey(ids), new KnownRun(report.status().json(), at)));
  }

  private static Iterable<Map.Entry<String, JsonNode>> fields(JsonNode object) {
    return object::fields;
  }
}
