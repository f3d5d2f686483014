package io.stackdrift.hcl;

/** {@code %{ for k, v in coll }…%{ endfor }}: the body once per element; {@code key} is null without one. */
public record TemplateForNode(Span span, String key, String value, Node collection, TemplateNode body)
    implements Node {}
