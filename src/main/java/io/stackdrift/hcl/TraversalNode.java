package io.stackdrift.hcl;

import java.util.List;

/** {@code base.attr}, {@code base["key"]}, {@code base[0]}, {@code base.0}: steps applied in order. */
public record TraversalNode(Span span, Node base, List<Step> steps) implements Node {
  /** One step: an attribute name, or an index expression. */
  public record Step(Span span, String attribute, Node index) {}
}
