package io.stackdrift.eval;

import static io.stackdrift.eval.Hcl.eval;
import static io.stackdrift.eval.Hcl.evalError;
import static io.stackdrift.eval.Hcl.json;
import static io.stackdrift.eval.Hcl.syntaxError;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.hcl.HclExpression;
import io.stackdrift.hcl.HclSyntaxException;
import java.math.BigDecimal;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Literals, collections, operators, traversals, splats, conditionals and for expressions, as HCL evaluates them. */
class HclExpressionTest {

  @ParameterizedTest(name = "{0} = {1}")
  @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
      1                          | 1
      1.5                        | 1.5
      1e3                        | 1000
      2.5E-1                     | 0.25
      0.1                        | 0.1
      true                       | true
      null                       | null
      "text"                     | "text"
      [1, "a", true, null,]      | [1,"a",true,null]
      []                         | []
      { a = 1, "b" = 2, c: 3 }   | {"a":1,"b":2,"c":3}
      { (global.name) = 1 }      | {"app":1}
      { "${global.name}-x" = 1 } | {"app-x":1}
      { b = 1, a = 2 }           | {"a":2,"b":1}
      { a = 1, a = 2 }           | {"a":2}
      { 1 = "one", true = 2 }    | {"1":"one","true":2}
      { a-b = 1 }                | {"a-b":1}
      {}                         | {}
      """)
  void literalsAndCollections(String source, String expected) throws Exception {
    assertEquals(expected, json(source));
  }

  @Test
  void objectItemsAreSeparatedByNewlinesOrCommas() throws Exception {
    assertEquals("{\"a\":1,\"b\":[1,2],\"c\":{\"d\":true}}", json("""
        {
          a = 1 # one
          b = [
            1,
            2,
          ]

          c = { d = true }
        }"""));
    assertTrue(syntaxError("{ a = 1 b = 2 }").getMessage().contains("expected ',', a new line or '}'"));
  }

  @ParameterizedTest(name = "{0} = {1}")
  @CsvSource(delimiterString = " :: ", quoteCharacter = '`', textBlock = """
      1 + 2 * 3                  :: 7
      (1 + 2) * 3                :: 9
      10 - 4 - 3                 :: 3
      2 * 3 % 4                  :: 2
      7 % 3                      :: 1
      -7 % 3                     :: -1
      5.5 % 2                    :: 1.5
      1 / 4                      :: 0.25
      -2 * -3                    :: 6
      - - 2                      :: 2
      "1" + 1                    :: 2
      "1.5" * "2"                :: 3
      1 + 2 == 3                 :: true
      1 == 1.0                   :: true
      1 == "1"                   :: false
      "a" != "b"                 :: true
      [1, "a"] == [1, "a"]       :: true
      { a = 1 } == { a = 1 }     :: true
      null == null               :: true
      null == "null"             :: false
      2 > 1 && 1 >= 1            :: true
      1 < 2 == true              :: true
      "10" > 9                   :: true
      true || false && false     :: true
      !true || true              :: true
      !(true || true)            :: false
      "true" && true             :: true
      1 + 2 > 2 ? "big" : "small" :: "big"
      false ? 1 : true ? 2 : 3   :: 2
      0.1 + 0.2                  :: 0.3
      """)
  void operatorsFollowHclPrecedence(String source, String expected) throws Exception {
    assertEquals(expected, json(source));
  }

  @ParameterizedTest(name = "{0}: {1}")
  @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
      "a" + 1                    | cannot add a string and a number: "a" is not a number
      [1] + 1                    | cannot add a list and a number
      null - 1                   | cannot subtract a number from null
      1 / 0                      | division by zero
      1 % 0                      | division by zero
      1 < "x"                    | cannot compare a number and a string with '<'
      1 && true                  | '&&' needs bools, got 1
      !"yes"                     | '!' needs a bool, got "yes"
      -true                      | '-' needs a number, got true
      "x" ? 1 : 2                | the condition must be a bool, got string
      null ? 1 : 2               | the condition is null
      """)
  void operatorErrorsSayWhatIsWrong(String source, String message) {
    HclEvalException e = evalError(source);
    assertTrue(e.getMessage().contains(message), e.getMessage());
  }

  @Test
  void numbersPrintWithoutExponentOrTrailingZeros() throws Exception {
    assertEquals("n=100000000000000000000", eval("\"n=${1e20}\""));
    assertEquals("n=0.000001", eval("\"n=${1e-6}\""));
    assertEquals("n=2", eval("\"n=${4 / 2}\""));
    assertEquals("n=1.5", eval("\"n=${3 / 2}\""));
    assertEquals("1267650600228229401496703205376", eval("tm_tostring(1024 * 1024 * 1024 * 1024 * 1024 * 1024 * 1024 "
        + "* 1024 * 1024 * 1024)"));
    assertEquals(new BigDecimal("0.3333333333"), ((BigDecimal) eval("1 / 3")).round(new java.math.MathContext(10)));
  }

  @ParameterizedTest(name = "{0} = {1}")
  @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
      global.name                | "app"
      global["name"]             | "app"
      global.nested.y.z          | "deep"
      global.nested["y"]["z"]    | "deep"
      global.list[1]             | "b"
      global.list["2"]           | "c"
      global.list.0              | "a"
      global.objects.1.id        | "two"
      global.objects[0].tags[0]  | "t1"
      env.HOME                   | "/root"
      [[1, 2], [3]][0][1]        | 2
      { a = { b = 1 } }.a.b      | 1
      global . name              | "app"
      """)
  void traversals(String source, String expected) throws Exception {
    assertEquals(expected, json(source));
  }

  @ParameterizedTest(name = "{0}: {1}")
  @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
      foo                        | unknown variable 'foo'                                     | 1 | 1
      global.missing             | global has no attribute 'missing'                          | 1 | 7
      global.nested.q            | global.nested has no attribute 'q'                         | 1 | 14
      global.nested.y.z.w        | global.nested.y.z is a string, which has no attribute 'w'  | 1 | 18
      global.nothing.x           | global.nothing is null; it has no attribute 'x'            | 1 | 15
      global.list.x              | global.list is a list, which has no attribute 'x'          | 1 | 12
      global.list[3]             | global.list has no element 3 (it has 3 elements)           | 1 | 12
      global.list[-1]            | global.list has no element -1                              | 1 | 12
      global.list[0.5]           | global.list is a list; its index must be a whole number, got 0.5 | 1 | 12
      global.list["x"]           | global.list is a list; its index must be a number, got "x"       | 1 | 12
      global["q"]                | global has no element "q"                                  | 1 | 7
      global.name[0]             | global.name is a string, which cannot be indexed           | 1 | 12
      global.list[null]          | the index into global.list is null                         | 1 | 12
      """)
  void traversalErrorsNameThePathAndPointAtTheStep(String source, String message, int line, int column) {
    HclEvalException e = evalError(source);
    assertEquals(message, e.getMessage().substring(0, Math.min(e.getMessage().length(), message.length())),
        e.getMessage());
    assertEquals(line, e.line());
    assertEquals(column, e.column());
  }

  @Test
  void errorsPointIntoTheFileWhereTheSourceStarts() throws Exception {
    HclExpression expression = HclExpression.parse("tm_upper(\n  global.missing)", 12, 9);
    HclEvalException e = org.junit.jupiter.api.Assertions.assertThrows(HclEvalException.class,
        () -> Hcl.EVALUATOR.evaluate(expression, Hcl.CONTEXT));
    assertEquals(13, e.line());
    assertEquals(9, e.column());
    assertEquals(12, expression.line());
    assertEquals(9, expression.column());
    HclSyntaxException syntax = org.junit.jupiter.api.Assertions.assertThrows(HclSyntaxException.class,
        () -> HclExpression.parse("1 +", 4, 7));
    assertEquals(4, syntax.line());
    assertEquals(10, syntax.column());
  }

  @ParameterizedTest(name = "{0} = {1}")
  @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
      global.objects[*].id              | ["one","two"]
      global.objects.*.id               | ["one","two"]
      global.objects[*].tags[0]         | ["t1","t2"]
      global.objects.*.tags[0]          | ["t1"]
      global.objects[*].tags[*]         | [["t1"],["t2","t3"]]
      global.nested[*].x                | [1]
      global.nothing[*]                 | []
      global.nothing.*.id               | []
      global.name[*]                    | ["app"]
      [{ a = [1] }, { a = [2] }][*].a[0] | [1,2]
      length(global.objects[*].id) == 2 ? 1 : 0 | 1
      """)
  void splats(String source, String expected) throws Exception {
    if (source.startsWith("length")) {
      source = "tm_" + source;
    }
    assertEquals(expected, json(source));
  }

  @Test
  void onlyTheChosenBranchOfAConditionalIsEvaluated() throws Exception {
    assertEquals("ok", eval("true ? \"ok\" : global.missing"));
    assertEquals("ok", eval("false ? global.missing : \"ok\""));
    assertEquals(Boolean.TRUE, eval("\"true\" ? true : false"));
  }

  @ParameterizedTest(name = "{0} = {1}")
  @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
      [for s in global.list : tm_upper(s)]                  | ["A","B","C"]
      [for i, s in global.list : "${i}=${s}"]               | ["0=a","1=b","2=c"]
      [for s in global.list : s if s != "b"]                | ["a","c"]
      [for k, v in { b = 2, a = 1 } : "${k}${v}"]           | ["a1","b2"]
      [for v in { b = 2, a = 1 } : v]                       | [1,2]
      {for s in global.list : s => tm_upper(s)}             | {"a":"A","b":"B","c":"C"}
      {for i, s in global.list : s => i if i > 0}           | {"b":1,"c":2}
      {for o in global.objects : o.id => o.tags}            | {"one":["t1"],"two":["t2","t3"]}
      {for s in ["a", "bb", "cc"] : tm_length(s) => s...}   | {"1":["a"],"2":["bb","cc"]}
      [for x in [1, 2] : [for y in [10, 20] : x * y]]       | [[10,20],[20,40]]
      [for x in [] : x]                                     | []
      [ for x in [1] : x ]                                  | [1]
      { for = 1 }                                           | {"for":1}
      """)
  void forExpressions(String source, String expected) throws Exception {
    assertEquals(expected, json(source));
  }

  @ParameterizedTest(name = "{0}: {1}")
  @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
      {for s in ["a", "a"] : s => 1}           | a for expression makes the key "a" twice; put '...' after the value
      [for s in "abc" : s]                     | a for expression iterates over a list or an object; "abc" is a string
      [for s in null : s]                      | a for expression iterates over a list or an object; null is null
      [for s in [1] : s if s]                  | the for expression's if condition must be a bool, got number
      {for s in [null] : s => 1}               | an object key is null
      """)
  void forExpressionErrors(String source, String message) {
    HclEvalException e = evalError(source);
    assertTrue(e.getMessage().startsWith(message), e.getMessage());
  }

  @Test
  void forVariablesShadowRootVariablesAndDoNotLeak() throws Exception {
    assertEquals("[1,2]", json("[for global in [1, 2] : global]"));
    assertEquals("app", eval("[for global in [1] : global][0] == 1 ? global.name : \"\""));
    assertTrue(evalError("[[for x in [1] : x], x]").getMessage().contains("unknown variable 'x'"));
  }

  @Test
  void functionCallsExpandTheirLastArgument() throws Exception {
    assertEquals("3", json("tm_max([1, 3, 2]...)"));
    assertEquals("5", json("tm_max(5, [1, 3]...)"));
    assertEquals("\"a-b\"", json("tm_join(\"-\", [\"a\"], [\"b\"],)"));
    assertTrue(evalError("tm_max(1...)").getMessage().contains("the argument before '...' must be a list"));
    assertTrue(syntaxError("tm_max([1]..., 2)").getMessage().contains("the argument with '...' must be the last"));
    HclEvalException unknown = evalError("tm_nope(1)");
    assertEquals("function 'tm_nope' is not supported", unknown.getMessage());
    assertEquals(1, unknown.column());
  }

  @Test
  void aNullValueIsTheSentinel() throws Exception {
    assertSame(HclValues.NULL, eval("null"));
    assertSame(HclValues.NULL, eval("global.nothing"));
  }

  @ParameterizedTest(name = "{0}: {1}")
  @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
      1 +               | expected an expression, found the end of the expression
      (1                | expected ')' to close the '('
      [1 2]             | expected ',' or ']' in the list
      f(1 2)            | expected ',' or ')' in the arguments of f
      a.                | expected an attribute name after '.'
      { a 1 }           | expected '=' or ':' after the object key a
      1 2               | unexpected '2' after the expression
      1\\n+ 2           | unexpected '+' after the expression
      [for x in y x]    | expected ':' after the for expression's collection
      {for x in y : x}  | expected '=>' after the key of an object for expression
      [for x y : 1]     | expected 'in', found 'y'
      "abc              | unterminated string
      1e99999           | is out of range
      /* open           | unterminated comment
      @                 | expected an expression, found '@'
      """)
  void syntaxErrorsSayWhatIsWrong(String source, String message) {
    HclSyntaxException e = syntaxError(source.replace("\\n", "\n"));
    assertTrue(e.getMessage().contains(message), e.getMessage());
  }

  /** Go's big.Float keeps a zero's sign and go-cty prints it (Terramate's partial evaluation case "unary operation -"). */
  @ParameterizedTest(name = "{0} = {1}")
  @CsvSource(delimiter = '|', textBlock = """
      -0                  | -0
      -(-0)               | 0
      0 * -1              | -0
      -1 * 0              | -0
      -0 * -1             | 0
      0 / -5              | -0
      -0 + 0              | 0
      -0 + -0             | -0
      -0 - 0              | -0
      0 - 0               | 0
      -0 == 0             | true
      "x${-0}"            | "x-0"
      tm_jsonencode(-0)   | "-0"
      -0 + 1              | 1
      """)
  void aNegativeZeroKeepsItsSignAsInGo(String source, String expected) throws Exception {
    assertEquals(expected, json(source));
  }

  @Test
  void aTraversalAsAnObjectKeyIsEvaluatedAsInTerramatesHcl() throws Exception {
    assertEquals("{\"app\":1}", json("{ global.name = 1 }"));
    assertEquals("{\"global.name\":1}", json("{ \"global.name\" = 1 }"));
  }

  @Test
  void commentsAndNewlinesInsideBracketsAreBlank() throws Exception {
    assertEquals("[1,2,3]", json("[\n  1, # one\n  2, // two\n  /* three */ 3\n]"));
    assertEquals("3", json("tm_max(\n  1,\n  3\n)"));
    assertEquals("3", json("(1 +\n 2)"));
    assertEquals("1", json("1 # trailing comment\n\n"));
  }
}
