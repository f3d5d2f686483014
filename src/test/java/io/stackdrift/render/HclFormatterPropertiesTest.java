package io.stackdrift.render;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.stackdrift.hcl.HclSyntaxException;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Terramate's fuzz property of FormatMultiline (hcl/fmt/fmt_fuzz_test.go at v0.17.2): an attribute whose
 * value is any comment-free expression prints the same when printed again (a generated file that is
 * rendered again must not change), on its seed corpus and on expressions built from HCL's grammar.
 */
class HclFormatterPropertiesTest {
  /** The fuzz test's seed corpus, verbatim; the two that are not HCL values Terramate's test drops too. */
  private static final List<String> SEEDS = List.of("attr", "attr.value", "attr.*.value", "global.str",
      "\"a ${global.str}\"", "\"${global.obj}\"", "{}", "{a=[]}", "[{}]", "[{a=666}]", "[[]]", "10", "\"test\"",
      "[1, 2, 3]", "[[1], [2], [3]]", "a()", "föo(\"föo\") + föo", "{ for k in var.val : k => k }");

  @Example
  void theSeedsPrintTheSameWhenPrintedAgain() throws HclSyntaxException {
    for (String seed : SEEDS) {
      assertStable(seed);
    }
  }

  @Property(tries = 300)
  void anExpressionPrintsTheSameWhenPrintedAgain(@ForAll("expressions") String expression)
      throws HclSyntaxException {
    assertStable(expression);
  }

  private static void assertStable(String expression) throws HclSyntaxException {
    String once = HclFormatter.formatMultiline("attr = " + expression + "\n");
    assertEquals(once, HclFormatter.formatMultiline(once), "attr = " + expression);
  }

  @Provide
  Arbitrary<String> expressions() {
    return expression(4);
  }

  private static Arbitrary<String> expression(int depth) {
    Arbitrary<String> leaf = Arbitraries.oneOf(
        Arbitraries.of("1", "10", "0.5", "true", "null", "\"text\"", "\"a ${global.str} b\"", "local.x",
            "var.list[0]", "module.m.out", "attr.*.value", "\"\""),
        Arbitraries.strings().withCharRange('a', 'z').ofMinLength(1).ofMaxLength(6).map(s -> "global." + s));
    if (depth == 0) {
      return leaf;
    }
    Arbitrary<String> inner = Arbitraries.lazy(() -> expression(depth - 1));
    Arbitrary<String> separator = Arbitraries.of(", ", ",", ",\n", "\n");
    Arbitrary<String> list = inner.list().ofMaxSize(4)
        .flatMap(items -> separator.map(sep -> "[" + String.join(sep, items) + "]"));
    Arbitrary<String> object = inner.list().ofMaxSize(3).map(values -> {
      StringBuilder text = new StringBuilder("{");
      for (int i = 0; i < values.size(); i++) {
        text.append(i == 0 ? "" : "\n").append("k").append(i).append(" = ").append(values.get(i));
      }
      return text.append("}").toString();
    });
    Arbitrary<String> call = inner.list().ofMaxSize(3).map(args -> "tm_concat(" + String.join(", ", args) + ")");
    Arbitrary<String> binary = inner.list().ofSize(2)
        .flatMap(pair -> Arbitraries.of(" + ", " == ", " && ", "-", " * ").map(op -> pair.get(0) + op + pair.get(1)));
    Arbitrary<String> conditional = inner.list().ofSize(3).map(t -> t.get(0) + " ? " + t.get(1) + " : " + t.get(2));
    Arbitrary<String> forList = inner.map(body -> "[for x in local.list : " + body + "]");
    Arbitrary<String> indexed = inner.map(e -> "[" + e + "][0]");
    Arbitrary<String> parenthesized = inner.map(e -> "(" + e + ")");
    Arbitrary<String> heredoc = leaf.map(e -> "[<<-EOT\n  line ${" + e + "}\nEOT\n]");
    return Arbitraries.frequencyOf(
        net.jqwik.api.Tuple.of(4, leaf), net.jqwik.api.Tuple.of(3, list), net.jqwik.api.Tuple.of(3, object),
        net.jqwik.api.Tuple.of(1, call), net.jqwik.api.Tuple.of(1, binary), net.jqwik.api.Tuple.of(1, conditional),
        net.jqwik.api.Tuple.of(1, forList), net.jqwik.api.Tuple.of(1, indexed),
        net.jqwik.api.Tuple.of(1, parenthesized), net.jqwik.api.Tuple.of(1, heredoc));
  }
}
