package io.stackdrift.hcl;

/** {@code -x} and {@code !x}. */
public record UnaryNode(Span span, char operator, Node operand) implements Node {}
