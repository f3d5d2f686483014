package io.stackdrift.hcl;

/** A node of a parsed expression. Evaluate it through {@link Evaluation#evaluate}, which counts steps. */
interface Node {
  Span span();

  Object evaluate(Evaluation ev) throws HclEvalException;

  default HclEvalException error(String message) {
    return new HclEvalException(message, span().line(), span().column());
  }
}
