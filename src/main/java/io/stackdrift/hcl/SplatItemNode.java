package io.stackdrift.hcl;

/** The element a splat is at: the base of the traversal a splat applies to each element. */
public record SplatItemNode(Span span) implements Node {}
