package io.stackdrift.hcl;

/** A root variable ({@code global}, {@code env}, …) or a for expression's variable. */
public record VariableNode(Span span, String name) implements Node {}
