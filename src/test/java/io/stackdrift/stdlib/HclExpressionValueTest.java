package io.stackdrift.stdlib;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.eval.Evaluator;
import io.stackdrift.eval.ExpressionValue;
import io.stackdrift.eval.Hcl;
import io.stackdrift.eval.HclContext;
import io.stackdrift.eval.HclEvalException;
import io.stackdrift.hcl.HclExpression;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * tm_hcl_expression as a value (HCL's expression capsule in Terramate v0.17.2): it moves through
 * collections and the functions that only move values, and whatever would read it as text or a
 * document fails instead of printing something else.
 */
class HclExpressionValueTest {
  private static final Evaluator EVALUATOR = new Evaluator(FunctionLibrary.TERRAMATE);

  /** The tests' context, as a generate_hcl block's content is. */
  private static final HclContext CONTENT = Hcl.context(Set.of(), true);

  private static Object eval(String source) throws Exception {
    return EVALUATOR.evaluate(HclExpression.parse(source, 1, 1), CONTENT);
  }

  private static HclEvalException evalError(String source) {
    return assertThrows(HclEvalException.class, () -> eval(source), source);
  }

  @Test
  void isUnknownOutsideAGenerateHclBlocksContentAsInTerramate() {
    String message = Hcl.evalError("tm_hcl_expression(\"a\")").getMessage();
    assertTrue(message.contains("only in the content of a generate_hcl block"), message);
  }

  @Test
  void isHeldAsWrittenAndMovesThroughCollections() throws Exception {
    assertEquals(new ExpressionValue("data.x[0].arn"), eval("tm_hcl_expression(\"data.x[0].arn\")"));
    assertEquals(Map.of("a", new ExpressionValue("var.a"), "b", "x"),
        eval("tm_merge({ a = tm_hcl_expression(\"var.a\") }, { b = \"x\" })"));
    assertEquals(List.of(new ExpressionValue("local.v0"), new ExpressionValue("local.v1")),
        eval("[for i in [0, 1] : tm_hcl_expression(\"local.v${i}\")]"));
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', textBlock = """
      tm_hcl_expression("a +")                      | is not an HCL expression
      tm_jsonencode(tm_hcl_expression("a"))         | has no JSON form
      tm_yamlencode([tm_hcl_expression("a")])       | has no YAML form
      "x${tm_hcl_expression("a")}"                  | expression
      tm_upper(tm_hcl_expression("a"))              | expression
      """)
  void failsWhereItWouldBeReadAsTextOrADocument(String source, String problem) {
    String message = evalError(source).getMessage();
    assertTrue(message.contains(problem), message);
  }
}
