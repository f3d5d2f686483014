package io.stackdrift.hcl;

/**
 * {@code [for k, v in coll : value if cond]} and {@code {for k, v in coll : key => value... if cond}}.
 * {@code keyVariable} is null without one; {@code resultKey} is null for a tuple.
 */
public record ForNode(Span span, String keyVariable, String valueVariable, Node collection, Node resultKey,
    Node resultValue, boolean grouping, Node condition) implements Node {}
