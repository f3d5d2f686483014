package io.stackdrift.hcl;

/**
 * One parsed HCL native-syntax expression, as hclsyntax parses it, evaluated as hashicorp/hcl with
 * go-cty evaluates it, with Terramate's {@code tm_} functions. Immutable: evaluate it as often as
 * wanted, with any context. Each evaluation is bounded in steps and in the size of what it builds.
 */
public final class HclExpression {
  private final Node root;

  private HclExpression(Node root) {
    this.root = root;
  }

  /** Parses one expression; line/column: where `source` starts in its file, so errors point into the file. */
  public static HclExpression parse(String source, int line, int column) throws HclSyntaxException {
    return new HclExpression(ExpressionParser.parse(source, line, column));
  }

  /** The expression's value, with every lazy object in it forced (see {@link HclValues#resolve}). */
  public Object evaluate(HclContext context) throws HclEvalException {
    return evaluate(context, null);
  }

  /**
   * The same, paying every step to {@code shared} as well (null: nothing else pays), so that many
   * evaluations together stay within one bound and stop when it says so.
   */
  public Object evaluate(HclContext context, StepBudget shared) throws HclEvalException {
    Evaluation ev = new Evaluation(context, shared);
    Object value = ev.evaluate(root);
    try {
      return HclValues.resolve(value, ev.budget(root));
    } catch (HclEvalException e) {
      throw e.at(line(), column());
    }
  }

  /**
   * The variables the expression references: each a root name and its static steps
   * ({@code global.a["b"]} is {@code [global, a, b]}), the names its for expressions bind left out.
   */
  public java.util.List<java.util.List<String>> variables() {
    return Variables.of(root);
  }

  public int line() {
    return root.span().line();
  }

  public int column() {
    return root.span().column();
  }
}
