package io.stackdrift.hcl;

import java.util.List;

/** {@code [a, b, …]}. */
public record TupleNode(Span span, List<Node> items) implements Node {}
