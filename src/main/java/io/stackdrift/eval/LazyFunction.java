package io.stackdrift.eval;

/** A function that evaluates its arguments itself, some of them or none (tm_try, tm_can, tm_ternary). */
@FunctionalInterface
interface LazyFunction {
  Object call(CallNode call, Evaluation ev) throws HclEvalException;
}
