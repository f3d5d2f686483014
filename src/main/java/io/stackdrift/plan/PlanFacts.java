package io.stackdrift.plan;

import java.util.List;

/** What a plan's JSON stream said, reduced to what the report needs. */
public record PlanFacts(PlanSummary summary, List<ResourceChange> resources, boolean outputsChanged,
    boolean moves, boolean reads, List<String> errors, String toolName, String toolVersion) {}
