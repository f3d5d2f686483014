package io.stackdrift.hcl;

import java.util.List;

/** {@code { a = 1, "b" = 2, (k) = 3 }}; a later item with the same key wins, as in HCL. */
public record ObjectNode(Span span, List<Item> items) implements Node {
  /** An item; {@code name} is the key of a bare identifier, else {@code key} is evaluated. */
  public record Item(String name, Node key, Node value) {}
}
