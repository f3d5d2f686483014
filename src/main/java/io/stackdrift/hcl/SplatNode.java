package io.stackdrift.hcl;

/**
 * {@code source[*].a.b} and {@code source.*.a}: {@code each} (a traversal of {@link SplatItemNode})
 * evaluated for every element. A value that is not a list is taken as a list of itself, and null
 * as an empty list, as in HCL.
 */
public record SplatNode(Span span, Node source, Node each) implements Node {}
