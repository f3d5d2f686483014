package io.stackdrift.discovery;

import io.stackdrift.eval.Evaluator;
import io.stackdrift.eval.HclContext;
import io.stackdrift.eval.HclEvalException;
import io.stackdrift.hcl.HclBody;
import io.stackdrift.hcl.HclExpression;
import io.stackdrift.hcl.HclSyntaxException;
import io.stackdrift.hcl.HclToken;
import io.stackdrift.stdlib.FunctionLibrary;

/**
 * Evaluates a stack attribute's expression as Terramate does (contract §1): any expression with
 * Terramate's functions, but no variable (global, env, terramate.*) and no file: stack attributes
 * take constant values only.
 */
final class StackExpressions {
  /** Why an expression could not be evaluated. */
  static final class Unsupported extends Exception {
    Unsupported(String message) {
      super(message);
    }
  }

  private static final Evaluator EVALUATOR = new Evaluator(FunctionLibrary.TERRAMATE);
  private static final HclContext CONSTANTS = new HclContext() {
    @Override
    public Object variable(String name) throws HclEvalException {
      throw new HclEvalException("'" + name + "' is a variable; stack attributes take constant values only", 0, 0);
    }

    @Override
    public String readFile(String path) throws HclEvalException {
      throw new HclEvalException("function 'tm_file' is not evaluated in a stack block: stack attributes take "
          + "constant values only", 0, 0);
    }
  };

  private StackExpressions() {}

  /** The value of an attribute's expression, in the values of {@link io.stackdrift.eval.HclValues}. */
  static Object evaluate(HclBody.Attribute attribute) throws Unsupported {
    if (attribute.value() != HclBody.NOT_LITERAL && onlyQuotedStrings(attribute)) {
      return attribute.value(); // the common case, a string or a list of strings, read as the reader read it
    }
    try {
      return EVALUATOR.evaluate(HclExpression.parse(attribute.source(), attribute.sourceLine(),
          attribute.sourceColumn()), CONSTANTS);
    } catch (HclSyntaxException | HclEvalException e) {
      throw new Unsupported(e.getMessage());
    }
  }

  /** Whether the tokens are quoted strings without templates, in brackets and commas at most. */
  private static boolean onlyQuotedStrings(HclBody.Attribute attribute) {
    for (HclToken t : attribute.expression()) {
      boolean plain = switch (t.kind()) {
        case STRING -> t.value() != null;
        case LBRACK, RBRACK, COMMA, NEWLINE -> true;
        default -> false;
      };
      if (!plain) {
        return false;
      }
    }
    return true;
  }
}
