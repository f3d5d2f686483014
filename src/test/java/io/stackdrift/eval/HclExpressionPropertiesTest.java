package io.stackdrift.eval;

import io.stackdrift.hcl.HclExpression;
import io.stackdrift.hcl.HclSyntaxException;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** Whatever the source, parsing and evaluating end in a value or in the package's own two exceptions. */
class HclExpressionPropertiesTest {

  @Property(seed = "20261202", tries = 2000)
  void printableTextParsesAndEvaluatesOrFailsWithItsOwnErrors(@ForAll("printable") String source) {
    parseAndEvaluate(source);
  }

  @Property(seed = "20261203", tries = 3000)
  void expressionLikeTextParsesAndEvaluatesOrFailsWithItsOwnErrors(@ForAll("hclish") String source) {
    parseAndEvaluate(source);
  }

  private static void parseAndEvaluate(String source) {
    HclExpression expression;
    try {
      expression = HclExpression.parse(source, 1, 1);
    } catch (HclSyntaxException expected) {
      return;
    }
    try {
      Hcl.EVALUATOR.evaluate(expression, Hcl.CONTEXT);
    } catch (HclEvalException expected) {
      // its own error: what is wrong and where
    }
  }

  @Provide
  static Arbitrary<String> printable() {
    return Arbitraries.strings().withCharRange(' ', '~').withChars('\n', '\t', 'é', '\u2028').ofMaxLength(80);
  }

  /** Text made of the pieces expressions are made of, so that most inputs get deep before they break. */
  @Provide
  static Arbitrary<String> hclish() {
    Arbitrary<String> pieces = Arbitraries.of("global", ".", "name", "list", "[", "]", "(", ")", "{", "}", "\"",
        "${", "%{", "}", "~", "if", "else", "endif", "for", "endfor", " in ", ":", "=>", "...", "?", ",", "=", "\n",
        " ", "1", "0.5", "-", "+", "*", "/", "%", "==", "!=", "<", ">=", "&&", "||", "!", "true", "null", "[*]",
        ".*", "tm_upper(", "tm_join(\",\", ", "tm_range(", "tm_try(", "tm_format(\"%5d\", ", "tm_replace(",
        "tm_regex(\"(a)\", ", "tm_jsondecode(", "tm_yamlencode(", "tm_split(", "<<EOT\n", "EOT\n", "<<-X\n",
        "X", "\\n", "\\", "#", "/*", "*/", "x", "s", "\u00e9");
    return pieces.list().ofMaxSize(40).map(list -> String.join("", list));
  }
}
