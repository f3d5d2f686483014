package io.stackdrift.hcl;

/** An expression in parentheses: kept as a node because an object key in parentheses is evaluated. */
public record ParenNode(Span span, Node inner) implements Node {}
