package io.stackdrift.stdlib;

import io.stackdrift.eval.Evaluation;
import io.stackdrift.eval.HclEvalException;
import io.stackdrift.eval.LazyFunction;
import io.stackdrift.hcl.CallNode;
import io.stackdrift.hcl.Node;
import java.util.List;
import java.util.Map;

/**
 * The functions that evaluate their own arguments: tm_try and tm_can catch the errors of theirs,
 * tm_ternary (Terramate's) evaluates only the branch its condition chooses. Errors over the
 * evaluation's bounds are never caught: they would only come back at the next step.
 */
final class LazyFunctions {
  private LazyFunctions() {}

  static void register(Map<String, LazyFunction> functions) {
    functions.put("tm_try", LazyFunctions::tryEach);
    functions.put("tm_can", LazyFunctions::can);
    functions.put("tm_ternary", LazyFunctions::ternary);
  }

  /** The first argument that evaluates without an error. */
  private static Object tryEach(CallNode call, Evaluation ev) throws HclEvalException {
    List<Node> arguments = call.arguments();
    if (arguments.isEmpty()) {
      throw HclEvalException.of(call, "tm_try needs at least one argument");
    }
    StringBuilder failures = new StringBuilder();
    for (Node argument : arguments) {
      try {
        return ev.resolve(ev.evaluate(argument), call);
      } catch (HclEvalException e) {
        if (e.isLimit()) {
          throw e;
        }
        failures.append(failures.length() == 0 ? "" : "; ").append(e.getMessage());
      }
    }
    throw HclEvalException.of(call, "tm_try: no expression succeeded: " + failures);
  }

  private static Object can(CallNode call, Evaluation ev) throws HclEvalException {
    if (call.arguments().size() != 1) {
      throw HclEvalException.of(call, "tm_can takes 1 argument, got " + call.arguments().size());
    }
    try {
      ev.resolve(ev.evaluate(call.arguments().get(0)), call);
      return Boolean.TRUE;
    } catch (HclEvalException e) {
      if (e.isLimit()) {
        throw e;
      }
      return Boolean.FALSE;
    }
  }

  private static Object ternary(CallNode call, Evaluation ev) throws HclEvalException {
    if (call.arguments().size() != 3) {
      throw HclEvalException.of(call, "tm_ternary takes 3 arguments, got " + call.arguments().size());
    }
    boolean condition = ev.test(call.arguments().get(0), "tm_ternary's condition");
    return ev.evaluate(call.arguments().get(condition ? 1 : 2));
  }
}
