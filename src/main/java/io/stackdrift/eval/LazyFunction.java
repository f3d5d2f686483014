package io.stackdrift.eval;

import io.stackdrift.hcl.CallNode;
/** A function that evaluates its arguments itself, some of them or none (tm_try, tm_can, tm_ternary). */
@FunctionalInterface
public interface LazyFunction {
  Object call(CallNode call, Evaluation ev) throws HclEvalException;
}
