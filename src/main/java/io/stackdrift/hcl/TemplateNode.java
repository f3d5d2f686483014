package io.stackdrift.hcl;

import java.util.List;

/** A string template: literal parts, interpolations and directives, joined as strings. */
public record TemplateNode(Span span, List<Node> parts) implements Node {}
