package io.stackdrift.hcl;

import java.util.List;

/**
 * One parsed HCL native-syntax expression, as hclsyntax parses it: its tree of {@link Node}s and
 * the variables it references. Immutable: the evaluator ({@code io.stackdrift.eval.Evaluator})
 * evaluates it as often as wanted, with any context.
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

  /** An expression already parsed: a part of another one's tree, evaluated on its own. */
  public static HclExpression of(Node root) {
    return new HclExpression(root);
  }

  /** The expression's tree. */
  public Node root() {
    return root;
  }

  /**
   * The variables the expression references: each a root name and its static steps
   * ({@code global.a["b"]} is {@code [global, a, b]}), the names its for expressions bind left out.
   */
  public List<List<String>> variables() {
    return Variables.of(root);
  }

  public int line() {
    return root.span().line();
  }

  public int column() {
    return root.span().column();
  }
}
