package io.stackdrift.tofu;

import java.util.List;

/**
 * What a plan's JSON stream said, reduced to what the report needs. {@code complete} says the
 * stream ended with a {@code change_summary} and every resource message was kept: only then do the
 * resources tell the whole plan (drift cause, ignore rules).
 */
public record PlanFacts(PlanSummary summary, List<ResourceChange> resources, boolean outputsChanged,
    boolean moves, boolean reads, List<String> errors, String toolName, String toolVersion, boolean complete) {}
