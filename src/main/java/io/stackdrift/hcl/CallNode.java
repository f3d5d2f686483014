package io.stackdrift.hcl;

import java.util.List;

/** {@code f(a, b)} and {@code f(a, xs...)}, whose last argument's elements become arguments. */
public record CallNode(Span span, String name, List<Node> arguments, boolean expandLast) implements Node {}
