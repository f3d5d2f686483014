package io.stackdrift.eval;

/** A function whose arguments are evaluated before the call. */
@FunctionalInterface
public interface HclFunction {
  Object call(Arguments arguments) throws HclEvalException;
}
