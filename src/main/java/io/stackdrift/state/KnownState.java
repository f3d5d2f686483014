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
 * changes neither; and what it knows of each stack's revisions ({@link Revisions}), kept across runs.
 */
@JsonPropertyOrder({"stacks", "selections", "revisions"})
public record KnownState(Map<String, Known> stacks, Map<String, KnownRun> selections,
    @JsonInclude(JsonInclude.Include.NON_EMPTY) Map<String, Revisions> revisions) {
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

  /**
   * A stack's revisions (contract §14, §16): the revision a heal or a reconcile last applied to it
   * and when ({@code appliedAt}), and whether that apply still waits for its history line ({@code
   * pending}: the next recorded run writes it); when a run last found it converged and at which
   * revision ({@code convergedAt}, {@code convergedRevision}: null outside git), and the revision of
   * the last run, judged at a clean work tree, that found it converged and healthy ({@code
   * healthyRevision}). Null: not known.
   */
  @JsonPropertyOrder({"appliedRevision", "appliedAt", "pending", "convergedAt", "convergedRevision",
      "healthyRevision"})
  @JsonInclude(JsonInclude.Include.NON_NULL)
  public record Revisions(String appliedRevision, String appliedAt, Boolean pending, String convergedAt,
      String convergedRevision, String healthyRevision) {
    public static final Revisions NONE = new Revisions(null, null, null, null, null, null);

    /** The same, after an apply of {@code revision} at {@code at}, which the next recorded run tells. */
    public Revisions applied(String revision, String at) {
      return new Revisions(revision, at, Boolean.TRUE, convergedAt, convergedRevision, healthyRevision);
    }

    /** The same, once a history line has told the apply. */
    public Revisions told() {
      return new Revisions(appliedRevision, appliedAt, null, convergedAt, convergedRevision, healthyRevision);
    }

    /**
     * The same, after a run at {@code at} judging {@code revision} (null outside git) found the stack
     * converged ({@code healthyAt}: that revision when the tree was clean and the stack healthy, else null).
     */
    public Revisions converged(String at, String revision, String healthyAt) {
      return new Revisions(appliedRevision, appliedAt, pending, at, revision,
          healthyAt == null ? healthyRevision : healthyAt);
    }

    /** Whether an apply waits for its history line. */
    public boolean appliedUntold() {
      return Boolean.TRUE.equals(pending) && appliedRevision != null;
    }
  }

  /** The overall status of the last run over one selection, and when that run was. */
  @JsonPropertyOrder({"status", "at"})
  public record KnownRun(String status, String at) {}

  public KnownState {
    stacks = Collections.unmodifiableMap(new TreeMap<>(stacks)); // sorted: the file reads the same each run
    selections = Collections.unmodifiableMap(new TreeMap<>(selections));
    revisions = Collections.unmodifiableMap(new TreeMap<>(revisions == null ? Map.of() : revisions));
  }

  public KnownState(Map<String, Known> stacks, Map<String, KnownRun> selections) {
    this(stacks, selections, Map.of());
  }

  /** A stack's revisions, {@link Revisions#NONE} when none are known. */
  public Revisions revisionsOf(String stackId) {
    return revisions.getOrDefault(stackId, Revisions.NONE);
  }

  /** The state after heals or a reconcile applied {@code applied} (stack id to revision) at {@code at}. */
  public KnownState withApplied(Map<String, String> applied, String at) {
    Map<String, Revisions> next = new HashMap<>(revisions);
    applied.forEach((id, revision) -> next.put(id, revisionsOf(id).applied(revision, at)));
    return new KnownState(stacks, selections, next);
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
    Map<String, Revisions> revisions = new HashMap<>();
    for (Map.Entry<String, JsonNode> r : fields(root.path("revisions"))) {
      JsonNode v = r.getValue();
      revisions.put(r.getKey(), new Revisions(text(v, "appliedRevision"), text(v, "appliedAt"),
          v.path("pending").asBoolean(false) ? Boolean.TRUE : null, text(v, "convergedAt"),
          text(v, "convergedRevision"), text(v, "healthyRevision")));
    }
    return new KnownState(stacks, runs, revisions);
  }

  private static String text(JsonNode object, String field) {
    return object.path(field).isTextual() ? object.path(field).asText() : null;
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
