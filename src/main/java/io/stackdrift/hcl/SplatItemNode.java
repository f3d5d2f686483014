package io.stackdrift.hcl;

/** The element a splat is at: the base of the traversal a splat applies to each element. */
record SplatItemNode(Span span) implements Node {
  @Override
  public Object evaluate(Evaluation ev) {
    return ev.splatItem();
  }
}
