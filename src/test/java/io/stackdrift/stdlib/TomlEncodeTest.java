package io.stackdrift.stdlib;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.eval.Evaluator;
import io.stackdrift.eval.Hcl;
import io.stackdrift.eval.HclContext;
import io.stackdrift.eval.HclEvalException;
import java.util.Set;
import io.stackdrift.hcl.HclExpression;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * tm_tomlencode as Terramate v0.17.2 writes TOML: its stdlib/toml_test.go (TestStdlibTomlEncode, every
 * row) and the rows of go-toml v2's marshaler_test.go (TestMarshal) whose values a JSON document can
 * hold, with each number as the float64 Go's JSON decoder makes of it ({@code 42} is written
 * {@code 42.0}). In the table a {@code |} stands for a line break.
 */
class TomlEncodeTest {
  private static final Evaluator EVALUATOR = new Evaluator(FunctionLibrary.TERRAMATE);

  /** The tests' context, in a project that enables the experiment. */
  private static final HclContext WITH_EXPERIMENT = Hcl.context(Set.of("toml-functions"), false);

  private static Object encode(String argument) throws Exception {
    return EVALUATOR.evaluate(HclExpression.parse("tm_tomlencode(" + argument + ")", 1, 1), WITH_EXPERIMENT);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiterString = " => ", quoteCharacter = '`', textBlock = """
      true                                                   => `true`
      1                                                      => `1.0`
      1.5                                                    => `1.5`
      {}                                                     => ``
      {a = 1}                                                => `a = 1.0|`
      {a = 1, b = "hello"}                                   => `a = 1.0|b = 'hello'|`
      {hello = "world"}                                      => `hello = 'world'|`
      {"hel\\nlo" = "world"}                                 => `"hel\\nlo" = 'world'|`
      {"hel\\"lo" = "world"}                                 => `'hel"lo' = 'world'|`
      {table = {hello = "world"}}                            => `[table]|hello = 'world'|`
      {this = {is = {a = "test"}}}                           => `[this]|[this.is]|a = 'test'|`
      {this = {is = {a = "test"}, also = "that"}}            => `[this]|also = 'that'||[this.is]|a = 'test'|`
      {key1 = "value1", key2 = "value2"}                     => `key1 = 'value1'|key2 = 'value2'|`
      {array = ["one", "two", "three"]}                      => `array = ['one', 'two', 'three']|`
      {array = [["one", "two"], ["three"]]}                  => `array = [['one', 'two'], ['three']]|`
      {array = ["a string", ["one", "two"], "last"]}         => `array = ['a string', ['one', 'two'], 'last']|`
      {top = [{"map1.1" = "v1.1"}, {"map2.1" = "v2.1"}]}     => `[[top]]|'map1.1' = 'v1.1'||[[top]]|'map2.1' = 'v2.1'|`
      {root = {nested = [{name = "Bob"}, {name = "Alice"}]}} => `[root]|[[root.nested]]|name = 'Bob'||[[root.nested]]|name = 'Alice'|`
      {a = "'\\u0008\\u000c\\r\\t\\"\\\\"}                   => `a = "'\\b\\f\\r\\t\\"\\\\"|`
      {a = "'Ę"}                                             => `a = "'Ę"|`
      {a = []}                                               => `a = []|`
      {a = [{hello = "world"}]}                              => `[[a]]|hello = 'world'|`
      {"a\\n" = [{hello = "world"}]}                         => `[["a\\n"]]|hello = 'world'|`
      {A = null}                                             => ``
      {"hello\\nworld" = 42}                                 => `"hello\\nworld" = 42.0|`
      {"hello\\nworld" = {inner = 42}}                       => `["hello\\nworld"]|inner = 42.0|`
      {parent = {"in\\ner" = {foo = 42}}}                    => `[parent]|[parent."in\\ner"]|foo = 42.0|`
      {A = false, B = true}                                  => `A = false|B = true|`
      {L = 2.2, M = -3, N = 0.1, O = 0.00000015, P = 1e21}   => `L = 2.2|M = -3.0|N = 0.1|O = 0.00000015|P = 1000000000000000000000.0|`
      {A = {A = {A = "hello"}}, B = [{A = {A = "x"}}, 1]}    => `B = [{A = {A = 'x'}}, 1.0]||[A]|[A.A]|A = 'hello'|`
      {t = {}, s = "tab\\there"}                             => `s = 'tab	here'||[t]|`
      {b = 1, a = {x = 1}, c = "z", "é" = 1, "d e" = 2}      => `b = 1.0|c = 'z'|'d e' = 2.0|'é' = 1.0||[a]|x = 1.0|`
      {z = -0}                                               => `z = -0.0|`
      "x"                                                    => `'x'`
      ["a", 1]                                               => `['a', 1.0]`
      """)
  void encodesAsGoTomlDoes(String argument, String expected) throws Exception {
    assertEquals(expected.replace('|', '\n'), encode(argument));
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiterString = " => ", textBlock = """
      null                  => cannot encode a nil interface
      {a = ["a", null, 2]}  => encoding a nil interface is not supported
      {a = 1e400}           => does not fit a float64
      """)
  void refusesWhatGoTomlOrGosJsonRefuses(String argument, String problem) {
    HclEvalException e = assertThrows(HclEvalException.class, () -> encode(argument));
    assertTrue(e.getMessage().contains("tm_tomlencode") && e.getMessage().contains(problem), e.getMessage());
  }

  @org.junit.jupiter.api.Test
  void isUnknownWithoutTheExperimentAsInTerramate() {
    HclEvalException e = Hcl.evalError("tm_tomlencode({a = 1})");
    assertTrue(e.getMessage().contains("\"toml-functions\" experiment"), e.getMessage());
  }
}
