package io.stackdrift.eval;

import io.stackdrift.hcl.Numbers;
import io.stackdrift.hcl.Span;
import io.stackdrift.hcl.TraversalNode;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/** Attribute access and indexing, with messages that name the part of the traversal that failed. */
final class Traversals {
  private Traversals() {}

  /** Applies one step; {@code subject} names the value it is applied to (the traversal so far). */
  static Object apply(Object value, TraversalNode.Step step, Evaluation ev, Supplier<String> subject)
      throws HclEvalException {
    Span at = step.span();
    try {
      if (step.attribute() != null) {
        return attribute(value, step.attribute(), subject, at);
      }
      return index(value, ev.evaluate(step.index()), subject, at);
    } catch (HclEvalException e) {
      throw e.at(at.line(), at.column());
    }
  }

  static Object attribute(Object value, String name, Supplier<String> subject, Span at) throws HclEvalException {
    if (value instanceof HclLazyObject lazy) {
      return present(lazy.attribute(name), subject, name, at);
    }
    if (value instanceof Map<?, ?> map) {
      return present(map.get(name), subject, name, at);
    }
    if (value == HclValues.NULL) {
      throw error(at, subject.get() + " is null; it has no attribute '" + name + "'");
    }
    if (value instanceof List<?>) {
      throw error(at, subject.get() + " is a list, which has no attribute '" + name + "'; use an index ([0]) "
          + "or a splat ([*]." + name + ")");
    }
    throw error(at, subject.get() + " is " + HclValues.describe(value) + ", which has no attribute '" + name
        + "'");
  }

  static Object index(Object value, Object key, Supplier<String> subject, Span at) throws HclEvalException {
    if (key == HclValues.NULL) {
      throw error(at, "the index into " + subject.get() + " is null");
    }
    if (value instanceof List<?> list) {
      return element(list, key, subject, at);
    }
    if (value instanceof HclLazyObject || value instanceof Map<?, ?>) {
      String name = Conversions.toText(key);
      if (name == null) {
        throw error(at, subject.get() + " is an object; its index must be a string, got " + HclValues.typeName(key));
      }
      Object found = value instanceof HclLazyObject lazy ? lazy.attribute(name) : ((Map<?, ?>) value).get(name);
      if (found == null) {
        throw error(at, subject.get() + " has no element " + JsonEncoder.quote(name));
      }
      return found;
    }
    if (value == HclValues.NULL) {
      throw error(at, subject.get() + " is null; it cannot be indexed");
    }
    throw error(at, subject.get() + " is " + HclValues.describe(value) + ", which cannot be indexed");
  }

  private static Object element(List<?> list, Object key, Supplier<String> subject, Span at)
      throws HclEvalException {
    BigDecimal number = Conversions.toNumber(key);
    if (number == null) {
      throw error(at, subject.get() + " is a list; its index must be a number, got " + Conversions.show(key));
    }
    Integer index = Numbers.toInt(number);
    if (index == null) {
      throw error(at, subject.get() + " is a list; its index must be a whole number, got "
          + HclValues.numberText(number));
    }
    if (index < 0 || index >= list.size()) {
      throw error(at, subject.get() + " has no element " + index + " (it has " + list.size()
          + (list.size() == 1 ? " element)" : " elements)"));
    }
    return list.get(index);
  }

  private static Object present(Object found, Supplier<String> subject, String name, Span at)
      throws HclEvalException {
    if (found == null) {
      throw error(at, subject.get() + " has no attribute '" + name + "'");
    }
    return found;
  }

  private static HclEvalException error(Span at, String message) {
    return new HclEvalException(message, at.line(), at.column());
  }
}
