package io.stackdrift.eval;

import io.stackdrift.hcl.HclExpression;
import io.stackdrift.hcl.Node;

/**
 * Evaluates parsed expressions as hashicorp/hcl with go-cty evaluates them, calling the functions
 * it is given (Terramate's are stdlib's). Each evaluation is bounded in steps and in the size of
 * what it builds. Immutable: share it.
 */
public final class Evaluator {
  private final Functions functions;

  public Evaluator(Functions functions) {
    this.functions = functions;
  }

  /** The expression's value, with every lazy object in it forced (see {@link HclValues#resolve}). */
  public Object evaluate(HclExpression expression, HclContext context) throws HclEvalException {
    return evaluate(expression, context, null);
  }

  /**
   * The same, paying every step to {@code shared} as well (null: nothing else pays), so that many
   * evaluations together stay within one bound and stop when it says so.
   */
  public Object evaluate(HclExpression expression, HclContext context, StepBudget shared) throws HclEvalException {
    Evaluation ev = new Evaluation(context, functions, shared);
    Node root = expression.root();
    Object value = ev.evaluate(root);
    try {
      return HclValues.resolve(value, ev.budget(root));
    } catch (HclEvalException e) {
      throw e.at(expression.line(), expression.column());
    }
  }
}
