package io.stackdrift.hcl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class HclParserTest {

  @Test
  void readsLiteralAttributesOfABlock() throws Exception {
    HclBody body = HclParser.parse("""
        stack {
          id    = "a-1"
          name  = "esc \\"q\\" \\u00e9 $${not} %%{x}"
          tags  = ["x", "y",
                   "z",]
          after = []
          flag  = true
          n     = 3
        }
        """);
    HclBody.Block stack = body.blocks("stack").get(0);
    assertEquals("a-1", value(stack, "id"));
    assertEquals("esc \"q\" \u00e9 ${not} %{x}", value(stack, "name"));
    assertEquals(List.of("x", "y", "z"), value(stack, "tags"));
    assertEquals(List.of(), value(stack, "after"));
    assertEquals(Boolean.TRUE, value(stack, "flag"));
    assertEquals("3", value(stack, "n"));
  }

  @Test
  void expressionsAreSkippedNotEvaluated() throws Exception {
    HclBody body = HclParser.parse("""
        globals {
          a = "${global.x}-foo"
          b = tm_try(global.y, { k = "}" })
          c = [for s in global.list : s if s != "]"]
          d = global.cond ? "{" : "}"
          e = <<-EOT
            text with } and { and ${tm_upper("}")}
            EOT
          f = "%{ for r in global.regions }${r}\\n%{ endfor }"
          g = {
            nested = { deep = [1, 2, { x = "y" }] }
          }
        }
        # comment with { brace
        // another }
        /* block
           comment } */
        stack { id = "after-all" }
        """);
    assertEquals(1, body.blocks("globals").size());
    HclBody globals = body.blocks("globals").get(0).body();
    assertEquals(7, globals.attributes().size());
    globals.attributes().forEach(a -> assertSame(HclBody.NOT_LITERAL, a.value(), a.name()));
    assertEquals("after-all", value(body.blocks("stack").get(0), "id"));
  }

  @Test
  void heredocMarkersMayHoldDashes() throws Exception {
    HclBody body = HclParser.parse("""
        globals {
          doc = <<END-OF-TEXT
        a } " unbalanced { text
        END-OF-TEXT
        }
        stack {
          id = "s1"
        }
        """);
    assertEquals("s1", value(body.blocks("stack").get(0), "id"));
  }

  @Test
  void literalHeredocIsUnindented() throws Exception {
    HclBody body = HclParser.parse("x {\n  d = <<-EOT\n    one\n      two\n  EOT\n}\n");
    assertEquals("one\n  two\n", value(body.blocks("x").get(0), "d"));
  }

  @Test
  void nestedBlocksWithLabelsParse() throws Exception {
    HclBody body = HclParser.parse("""
        generate_hcl "main.tf" {
          content {
            resource "terraform_data" "x" {
              input = 1
            }
          }
        }
        """);
    HclBody.Block gen = body.blocks("generate_hcl").get(0);
    assertEquals(List.of("main.tf"), gen.labels());
    assertEquals(1, gen.body().blocks("content").size());
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', textBlock = """
      stack {\\n  name = "x\\n}\\n            | 2 | 10 | unterminated string
      stack {\\n  id = "a"\\n               | 3 | 1  | unclosed block
      }\\n                                  | 1 | 1  | unexpected '}'
      stack {\\n  tags = ["a"\\n}\\n         | 3 | 1  | is not closed
      stack {\\n  id =\\n}\\n                | 2 | 7  | has no value
      stack "a" = {}\\n                     | 1 | 11 | expected '=' or '{'
      stack {\\n  id = "a"\\n  id = "b"\\n}\\n | 3 | 3 | already defined
      x = <<EOT\\nnever closed\\n            | 1 | 5  | unterminated heredoc
      /* open comment\\n                    | 1 | 1  | unterminated comment
      x = (1]\\n                            | 1 | 7  | unexpected ']'
      """)
  void syntaxErrorsNameLineAndColumn(String source, int line, int column, String message) {
    HclSyntaxException e = assertThrows(HclSyntaxException.class,
        () -> HclParser.parse(source.replace("\\n", "\n")));
    assertEquals(line, e.line(), e.getMessage());
    assertEquals(column, e.column(), e.getMessage());
    assertTrue(e.getMessage().contains(message), e.getMessage());
  }

  @Test
  void nestingIsLimitedTo256LevelsInsteadOfOverflowingTheStack() throws Exception {
    HclParser.parse("a {\n".repeat(HclParser.MAX_DEPTH) + "}\n".repeat(HclParser.MAX_DEPTH));
    HclSyntaxException blocks = assertThrows(HclSyntaxException.class,
        () -> HclParser.parse("a {\n".repeat(3000) + "}\n".repeat(3000)));
    assertEquals(257, blocks.line());
    assertTrue(blocks.getMessage().contains("blocks are nested deeper than 256 levels"), blocks.getMessage());
    HclSyntaxException brackets = assertThrows(HclSyntaxException.class,
        () -> HclParser.parse("x = " + "[".repeat(100_000) + "]".repeat(100_000) + "\n"));
    assertTrue(brackets.getMessage().contains("brackets are nested deeper than 256"), brackets.getMessage());
    HclSyntaxException templates = assertThrows(HclSyntaxException.class,
        () -> HclParser.parse("x = " + "\"${".repeat(3000) + "}\"".repeat(3000) + "\n"));
    assertTrue(templates.getMessage().contains("nested deeper than 256"), templates.getMessage());
  }

  @Test
  void onlyTheBlocksAskedForAreKeptButEverythingIsChecked() throws Exception {
    String source = "stack {\n  id = \"a\"\n}\nglobals {\n  big = [1, 2, 3]\n  nested {\n    x = 1\n  }\n}\n";
    HclBody body = HclParser.parse(source, java.util.Set.of("stack"));
    assertEquals("a", value(body.blocks("stack").get(0), "id"));
    HclBody.Block globals = body.blocks("globals").get(0);
    assertEquals(List.of(), globals.body().attributes(), "a dropped block keeps no values");
    assertEquals(List.of(), globals.body().blocks());
    assertThrows(HclSyntaxException.class,
        () -> HclParser.parse("stack {\n}\nglobals {\n  a = 1\n  a = 2\n}\n", java.util.Set.of("stack")));
  }

  @Test
  void keptAttributesKeepTheirExpressionsSourceAndWhereItStarts() throws Exception {
    HclBody body = HclParser.parse("""
        globals {
          a =   tm_upper("x") # trailing comment
          b = [
            1,
            2,
          ]
          c = <<-EOT
            text ${global.a}
          EOT
        }
        """, java.util.Set.of("globals"));
    List<HclBody.Attribute> attributes = body.blocks("globals").get(0).body().attributes();
    assertEquals("tm_upper(\"x\")", attributes.get(0).source());
    assertEquals(2, attributes.get(0).sourceLine());
    assertEquals(9, attributes.get(0).sourceColumn());
    assertEquals("[\n    1,\n    2,\n  ]", attributes.get(1).source());
    assertEquals(3, attributes.get(1).sourceLine());
    assertEquals(7, attributes.get(1).sourceColumn());
    assertEquals("<<-EOT\n    text ${global.a}\n  EOT", attributes.get(2).source());
    assertEquals(7, attributes.get(2).sourceLine());
  }

  /** HCL 2.21's function namespaces, as Terramate v0.17.2 parses them: {@code provider::NAME::FUNC(...)}. */
  @Test
  void aNamespacedFunctionCallParsesWithItsWholeName() throws Exception {
    CallNode call = (CallNode) HclExpression.parse("provider::sops::file(\"a.yaml\", var.k)", 1, 1).root();
    assertEquals("provider::sops::file", call.name());
    assertEquals(2, call.arguments().size());
    assertEquals("foo::upper", ((CallNode) HclExpression.parse("foo :: upper (\"x\")", 1, 1).root()).name());
    HclBody body = HclParser.parse("globals {\n  a = provider::aws::arn_parse(x).region\n}\n",
        java.util.Set.of("globals"));
    assertEquals("provider::aws::arn_parse(x).region", body.blocks("globals").get(0).body().attributes().get(0).source());
  }

  @Test
  void aNamespaceWithoutAFunctionOrACallIsASyntaxError() {
    HclSyntaxException noName = assertThrows(HclSyntaxException.class,
        () -> HclExpression.parse("provider::(1)", 1, 1));
    assertTrue(noName.getMessage().contains("expected a function name after 'provider::'"), noName.getMessage());
    HclSyntaxException noCall = assertThrows(HclSyntaxException.class,
        () -> HclExpression.parse("provider::aws::arn", 1, 1));
    assertTrue(noCall.getMessage().contains("expected '(' after the function name provider::aws::arn"),
        noCall.getMessage());
  }

  private static Object value(HclBody.Block block, String name) {
    return block.body().attributes().stream().filter(a -> a.name().equals(name)).findFirst().orElseThrow().value();
  }
}
