package io.stackdrift.hcl;

/** {@code %{ if cond }…%{ else }…%{ endif }}; {@code otherwise} is null without an else. */
public record TemplateIfNode(Span span, Node condition, TemplateNode then, TemplateNode otherwise) implements Node {}
