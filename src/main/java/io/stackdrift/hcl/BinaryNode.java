package io.stackdrift.hcl;

import java.util.ArrayDeque;
import java.util.Deque;

/** {@code left op right}. Both operands are evaluated, as HCL does (no short circuit). */
record BinaryNode(Span span, Operator operator, Node left, Node right) implements Node {
  /**
   * A chain such as {@code a + b + c + …} parses left-deep; its left spine is walked with a stack,
   * so a long chain needs no deep recursion.
   */
  @Override
  public Object evaluate(Evaluation ev) throws HclEvalException {
    Deque<BinaryNode> chain = new ArrayDeque<>();
    Node leftmost = this;
    while (leftmost instanceof BinaryNode b) {
      chain.push(b);
      leftmost = b.left();
    }
    Object value = ev.evaluate(leftmost);
    while (!chain.isEmpty()) {
      BinaryNode b = chain.pop();
      if (b != this) {
        ev.count(b);
      }
      Object rightValue = ev.evaluate(b.right());
      value = Operators.apply(b, value, rightValue, ev.budget(b));
    }
    return value;
  }
}
