package io.stackdrift.eval;

import io.stackdrift.hcl.CallNode;
import io.stackdrift.hcl.Node;
import java.util.ArrayList;
import java.util.List;

/** Function calls: a lazy function evaluates its own arguments; a strict one gets them evaluated. */
final class Calls {
  private Calls() {}

  static Object call(CallNode call, Evaluation ev) throws HclEvalException {
    String name = call.name();
    LazyFunction lazy = ev.functions().lazy(name);
    if (lazy != null) {
      if (call.expandLast()) {
        throw HclEvalException.of(call, name + " does not take an expanded argument ('...')");
      }
      return ev.built(lazy.call(call, ev), call);
    }
    HclFunction function = ev.functions().strict(name);
    if (function == null) {
      throw HclEvalException.of(call, "function '" + name + "' is not supported");
    }
    List<Node> arguments = call.arguments();
    List<Object> values = new ArrayList<>(arguments.size());
    List<Node> nodes = new ArrayList<>(arguments.size());
    for (int i = 0; i < arguments.size(); i++) {
      Node argument = arguments.get(i);
      Object value = ev.evaluate(argument);
      if (call.expandLast() && i == arguments.size() - 1) {
        expand(name, argument, value, values, nodes);
      } else {
        values.add(value);
        nodes.add(argument);
      }
    }
    ev.spend(work(values), call);
    try {
      return ev.built(function.call(new Arguments(call, values, nodes, ev)), call);
    } catch (HclEvalException e) {
      throw e.at(call.span().line(), call.span().column());
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

  private static void expand(String name, Node argument, Object value, List<Object> values, List<Node> nodes)
      throws HclEvalException {
    if (!(value instanceof List<?> list)) {
      throw HclEvalException.of(argument, name + ": the argument before '...' must be a list, got "
          + HclValues.typeName(value));
    }
    for (Object element : list) {
      values.add(element);
      nodes.add(argument);
    }
  }
}
