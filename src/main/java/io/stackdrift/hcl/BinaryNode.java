package io.stackdrift.hcl;

/**
 * {@code left op right}. Both operands are evaluated, as HCL does (no short circuit). A chain such
 * as {@code a + b + c + …} parses left-deep.
 */
public record BinaryNode(Span span, Operator operator, Node left, Node right) implements Node {}
