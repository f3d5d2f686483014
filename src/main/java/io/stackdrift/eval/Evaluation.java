package io.stackdrift.eval;

import io.stackdrift.hcl.Node;

/**
 * The state of one {@link Evaluator#evaluate} call: the context, the functions, the variables of
 * the enclosing for expressions, and the budgets of steps and of values built, so that no
 * expression in an untrusted file can run for long or exhaust memory. A function that evaluates
 * its own arguments ({@link LazyFunction}) evaluates them through it.
 */
public final class Evaluation {
  /** A for expression's variable, shadowing the context's and outer ones of the same name. */
  record Scope(String name, Object value, Scope parent) {}

  private final HclContext context;
  private final Functions functions;
  /** Steps shared with other evaluations (null: none), paid as well as this one's own. */
  private final StepBudget shared;
  private long steps;
  private long built;
  private Scope locals;
  private Object splatItem;

  Evaluation(HclContext context, Functions functions, StepBudget shared) {
    this.context = context;
    this.functions = functions;
    this.shared = shared;
  }

  HclContext context() {
    return context;
  }

  Functions functions() {
    return functions;
  }

  /** The node's value: one step of the budget, then what {@link Nodes} says the node means. */
  public Object evaluate(Node node) throws HclEvalException {
    count(node);
    return Nodes.evaluate(node, this);
  }

  /** Evaluates a condition: a bool, or a string that spells one (go-cty converts it). */
  public boolean test(Node condition, String what) throws HclEvalException {
    Object value = evaluate(condition);
    if (value == HclValues.NULL) {
      throw HclEvalException.of(condition, what + " is null (" + condition.span().text() + ")");
    }
    Boolean b = Conversions.toBool(value);
    if (b == null) {
      throw HclEvalException.of(condition, what + " must be a bool, got " + HclValues.typeName(value) + " ("
          + condition.span().text() + ")");
    }
    return b;
  }

  /** The value with every lazy object in it forced, paying the steps at {@code at}. */
  public Object resolve(Object value, Node at) throws HclEvalException {
    return HclValues.resolve(value, budget(at));
  }

  /** One step of the budget, for work that is not a node's evaluation (a loop's iteration, a chained operator). */
  void count(Node node) throws HclEvalException {
    spend(1, node);
  }

  /** Steps of work done at {@code at}: a function's pass over its arguments, a comparison of large values. */
  void spend(long work, Node at) throws HclEvalException {
    steps += work;
    if (steps > Limits.MAX_STEPS) {
      throw HclEvalException.limit("the expression takes more than 1,000,000 evaluation steps, the limit for one "
          + "value", at.span().line(), at.span().column());
    }
    if (shared != null) {
      try {
        shared.spend(work);
      } catch (HclEvalException e) {
        throw e.at(at.span().line(), at.span().column());
      }
    }
  }

  /** Charges a value built at {@code at} to the budget, and checks that it is not too large. */
  Object built(Object value, Node at) throws HclEvalException {
    Limits.check(value, at.span().line(), at.span().column());
    built += Limits.size(value);
    if (shared != null) {
      try {
        shared.built(Limits.size(value));
      } catch (HclEvalException e) {
        throw e.at(at.span().line(), at.span().column());
      }
    }
    if (built > Limits.MAX_BUILT) {
      throw HclEvalException.limit("the expression builds more than 64 Mi characters and elements, the limit for "
          + "one value", at.span().line(), at.span().column());
    }
    return value;
  }

  Object variable(String name, Node at) throws HclEvalException {
    for (Scope s = locals; s != null; s = s.parent()) {
      if (s.name().equals(name)) {
        return s.value();
      }
    }
    try {
      Object value = context.variable(name);
      if (value == null) {
        throw HclEvalException.of(at, "unknown variable '" + name + "'");
      }
      return value;
    } catch (HclEvalException e) {
      throw e.at(at.span().line(), at.span().column());
    }
  }

  /** The step budget as a {@link Budget} for walking values at {@code at}. */
  Budget budget(Node at) {
    return work -> spend(work, at);
  }

  Scope locals() {
    return locals;
  }

  void locals(Scope scope) {
    locals = scope;
  }

  /** The element the innermost splat is at. */
  Object splatItem() {
    return splatItem;
  }

  void splatItem(Object element) {
    splatItem = element;
  }
}
