package io.stackdrift.hcl;

import java.util.ArrayList;
import java.util.List;

/** {@code f(a, b)} and {@code f(a, xs...)}, whose last argument's elements become arguments. */
record CallNode(Span span, String name, List<Node> arguments, boolean expandLast) implements Node {
  @Override
  public Object evaluate(Evaluation ev) throws HclEvalException {
    LazyFunction lazy = FunctionLibrary.lazy(name);
    if (lazy != null) {
      if (expandLast) {
        throw error(name + " does not take an expanded argument ('...')");
      }
      return ev.built(lazy.call(this, ev), this);
    }
    HclFunction function = FunctionLibrary.strict(name);
    if (function == null) {
      throw error("function '" + name + "' is not supported");
    }
    List<Object> values = new ArrayList<>(arguments.size());
    List<Node> nodes = new ArrayList<>(arguments.size());
    for (int i = 0; i < arguments.size(); i++) {
      Node argument = arguments.get(i);
      Object value = ev.evaluate(argument);
      if (expandLast && i == arguments.size() - 1) {
        expand(argument, value, values, nodes);
      } else {
        values.add(value);
        nodes.add(argument);
      }
    }
    ev.spend(work(values), this);
    try {
      return ev.built(function.call(new Arguments(this, values, nodes, ev)), this);
    } catch (HclEvalException e) {
      throw e.at(span.line(), span.column());
    }
  }

  /**
   * What a call costs beyond its node: the elements of its arguments, and a step per 16 characters
   * of strings, so that calls in loops over large values end at the step budget.
   */
  private static long work(List<Object> values) {
    long work = 0;
    for (Object value : values) {
      work += value instanceof String s ? s.length() / 16 : Limits.size(value);
    }
    return work;
  }

  private void expand(Node argument, Object value, List<Object> values, List<Node> nodes) throws HclEvalException {
    if (!(value instanceof List<?> list)) {
      throw argument.error(name + ": the argument before '...' must be a list, got " + HclValues.typeName(value));
    }
    for (Object element : list) {
      values.add(element);
      nodes.add(argument);
    }
  }
}
