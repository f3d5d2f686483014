package io.stackdrift.hcl;

/** {@code cond ? a : b}: only the chosen branch is evaluated, so the other one may fail or be costly. */
public record ConditionalNode(Span span, Node condition, Node whenTrue, Node whenFalse) implements Node {}
