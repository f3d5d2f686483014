package io.stackdrift.eval;

import io.stackdrift.hcl.BinaryNode;
import io.stackdrift.hcl.Node;
import io.stackdrift.hcl.Numbers;
import io.stackdrift.hcl.Operator;
import io.stackdrift.hcl.UnaryNode;
import java.math.BigDecimal;
import java.util.ArrayDeque;
import java.util.Deque;

/**
 * The meaning of HCL's operators over go-cty values: arithmetic and comparison convert their
 * operands to numbers ("1" + 1 is 2), the logical ones to bools, and equality compares type and value.
 */
final class Operators {
  private Operators() {}

  /** {@code -x} and {@code !x}. */
  static Object unary(UnaryNode node, Evaluation ev) throws HclEvalException {
    Node operand = node.operand();
    Object value = ev.evaluate(operand);
    if (node.operator() == '!') {
      Boolean b = value == HclValues.NULL ? null : Conversions.toBool(value);
      if (b == null) {
        throw HclEvalException.of(operand, "'!' needs a bool, got " + Conversions.show(value) + " ("
            + operand.span().text() + ")");
      }
      return !b;
    }
    BigDecimal n = value == HclValues.NULL ? null : Conversions.toNumber(value);
    if (n == null) {
      throw HclEvalException.of(operand, "'-' needs a number, got " + Conversions.show(value) + " ("
          + operand.span().text() + ")");
    }
    if (n.signum() == 0) { // Go's Neg flips a zero's sign
      return n == HclValues.NEGATIVE_ZERO ? BigDecimal.ZERO : HclValues.NEGATIVE_ZERO;
    }
    return n.negate();
  }

  /**
   * {@code left op right}, both operands evaluated. A chain such as {@code a + b + c + …} parses
   * left-deep; its left spine is walked with a stack, so a long chain needs no deep recursion.
   */
  static Object binary(BinaryNode node, Evaluation ev) throws HclEvalException {
    Deque<BinaryNode> chain = new ArrayDeque<>();
    Node leftmost = node;
    while (leftmost instanceof BinaryNode b) {
      chain.push(b);
      leftmost = b.left();
    }
    Object value = ev.evaluate(leftmost);
    while (!chain.isEmpty()) {
      BinaryNode b = chain.pop();
      if (b != node) {
        ev.count(b);
      }
      Object rightValue = ev.evaluate(b.right());
      value = apply(b, value, rightValue, ev.budget(b));
    }
    return value;
  }

  private static Object apply(BinaryNode node, Object left, Object right, Budget budget) throws HclEvalException {
    return switch (node.operator()) {
      case EQUAL -> HclValues.equal(left, right, budget);
      case NOT_EQUAL -> !HclValues.equal(left, right, budget);
      case AND -> bool(node, left, node.left()) & bool(node, right, node.right());
      case OR -> bool(node, left, node.left()) | bool(node, right, node.right());
      default -> numeric(node, left, right);
    };
  }

  private static boolean bool(BinaryNode node, Object value, Node operand) throws HclEvalException {
    Boolean b = value == HclValues.NULL ? null : Conversions.toBool(value);
    if (b == null) {
      throw HclEvalException.of(operand, "'" + node.operator().symbol + "' needs bools, got " + Conversions.show(value)
          + " (" + operand.span().text() + ")");
    }
    return b;
  }

  private static Object numeric(BinaryNode node, Object left, Object right) throws HclEvalException {
    BigDecimal a = number(node, left, right, left, node.left());
    BigDecimal b = number(node, left, right, right, node.right());
    return switch (node.operator()) {
      case GREATER -> a.compareTo(b) > 0;
      case GREATER_OR_EQUAL -> a.compareTo(b) >= 0;
      case LESS -> a.compareTo(b) < 0;
      case LESS_OR_EQUAL -> a.compareTo(b) <= 0;
      default -> arithmetic(node, a, b);
    };
  }

  private static BigDecimal arithmetic(BinaryNode node, BigDecimal a, BigDecimal b) throws HclEvalException {
    if (b.signum() == 0 && (node.operator() == Operator.DIVIDE || node.operator() == Operator.MODULO)) {
      throw HclEvalException.of(node.right(), "division by zero (" + node.right().span().text() + " is 0)");
    }
    try {
      BigDecimal result = switch (node.operator()) {
        case ADD -> a.add(b, Numbers.MATH);
        case SUBTRACT -> a.subtract(b, Numbers.MATH);
        case MULTIPLY -> a.multiply(b, Numbers.MATH);
        case DIVIDE -> a.divide(b, Numbers.MATH);
        default -> a.remainder(b, Numbers.MATH);
      };
      if (!Numbers.inRange(result)) {
        throw new ArithmeticException();
      }
      return result.signum() == 0 && zeroIsNegative(node.operator(), a, b) ? HclValues.NEGATIVE_ZERO : result;
    } catch (ArithmeticException e) {
      throw HclEvalException.of(node, "the result of " + node.span().text() + " is out of range (numbers have at "
          + "most " + Numbers.MAX_EXPONENT + " digits before or after the point)");
    }
  }

  /**
   * The sign of a zero result, as Go's big.Float gives it (rounding to nearest even): a product or
   * quotient is negative when one operand is; a sum only of two negative zeros, a difference only of a
   * negative zero minus a positive one; a remainder has the sign of the dividend.
   */
  private static boolean zeroIsNegative(Operator operator, BigDecimal a, BigDecimal b) {
    return switch (operator) {
      case MULTIPLY, DIVIDE -> HclValues.signbit(a) != HclValues.signbit(b);
      case ADD -> a == HclValues.NEGATIVE_ZERO && b == HclValues.NEGATIVE_ZERO;
      case SUBTRACT -> a == HclValues.NEGATIVE_ZERO && b.signum() == 0 && b != HclValues.NEGATIVE_ZERO;
      default -> HclValues.signbit(a);
    };
  }

  private static BigDecimal number(BinaryNode node, Object left, Object right, Object value, Node operand)
      throws HclEvalException {
    BigDecimal n = value == HclValues.NULL ? null : Conversions.toNumber(value);
    if (n != null) {
      return n;
    }
    String why = value instanceof String ? ": " + Conversions.show(value) + " is not a number" : "";
    throw HclEvalException.of(operand, sentence(node.operator(), HclValues.describe(left), HclValues.describe(right))
        + why);
  }

  private static String sentence(Operator op, String left, String right) {
    return switch (op) {
      case ADD -> "cannot add " + left + " and " + right;
      case SUBTRACT -> "cannot subtract " + right + " from " + left;
      case MULTIPLY -> "cannot multiply " + left + " and " + right;
      case DIVIDE -> "cannot divide " + left + " by " + right;
      case MODULO -> "cannot take the remainder of " + left + " divided by " + right;
      default -> "cannot compare " + left + " and " + right + " with '" + op.symbol + "'";
    };
  }
}
