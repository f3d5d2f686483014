package io.stackdrift.tofu;

import java.util.List;

/**
 * What a plan's JSON stream said, reduced to what the report needs. {@code complete} says the
 * stream ended with a {@code change_summary} and every resource message was kept: only then do the
 * resources tell the whole plan (drift cause, ignore rules). {@code checks} are the check blocks and
 * conditions that did not pass (contract §16), in stream order.
 */
public record PlanFacts(PlanSummary summary, List<ResourceChange> resources, boolean outputsChanged,
    boolean moves, boolean reads, List<String> errors, String toolName, String toolVersion, boolean complete,
    List<PlanCheck> checks) {

  public PlanFacts {
    checks = checks == null ? List.of() : List.copyOf(checks);
  }

  /** Facts without checks. */
  public PlanFacts(PlanSummary summary, List<ResourceChange> resources, boolean outputsChanged, boolean moves,
      boolean reads, List<String> errors, String toolName, String toolVersion, boolean complete) {
    this(summary, resources, outputsChanged, moves, reads, errors, toolName, toolVersion, complete, List.of());
  }
}
