package io.stackdrift.hcl;

/** A number (BigDecimal), bool, literal string, or {@code null} (the value is then Java's null). */
public record LiteralNode(Span span, Object value) implements Node {}
