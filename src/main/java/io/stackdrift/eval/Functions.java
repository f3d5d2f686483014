package io.stackdrift.eval;

/** The functions an expression may call, by name: Terramate's are stdlib's FunctionLibrary. */
public interface Functions {
  /** The function called with its arguments evaluated, or null when there is none of this name. */
  HclFunction strict(String name);

  /** The function that evaluates its own arguments (tm_try, tm_can, tm_ternary), or null. */
  LazyFunction lazy(String name);
}
