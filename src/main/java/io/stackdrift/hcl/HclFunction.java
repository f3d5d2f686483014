package io.stackdrift.hcl;

/** A function whose arguments are evaluated before the call. */
@FunctionalInterface
interface HclFunction {
  Object call(Arguments arguments) throws HclEvalException;
}
