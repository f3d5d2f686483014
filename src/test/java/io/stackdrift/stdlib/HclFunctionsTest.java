package io.stackdrift.stdlib;

import static io.stackdrift.eval.Hcl.evalError;
import static io.stackdrift.eval.Hcl.json;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.eval.Hcl;
import io.stackdrift.eval.HclEvalException;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Every tm_ function: a few cases each, as Terraform's (go-cty's) function of that name gives them, and its errors. */
class HclFunctionsTest {

  @ParameterizedTest(name = "{0} = {1}")
  @CsvSource(delimiterString = " => ", quoteCharacter = '`', textBlock = """
      tm_upper("stack-name")                    => "STACK-NAME"
      tm_upper("straße")                        => "STRAßE"
      tm_upper(1)                               => "1"
      tm_lower("ABC")                           => "abc"
      tm_title("hello world-wide_web x1y")      => "Hello World-Wide_web X1y"
      tm_trimspace("  \\t a b \\n ")            => "a b"
      tm_trim("?!hello?!", "!?")                => "hello"
      tm_trimprefix("helloworld", "hello")      => "world"
      tm_trimprefix("helloworld", "x")          => "helloworld"
      tm_trimsuffix("helloworld", "world")      => "hello"
      tm_startswith("hello", "he")              => true
      tm_endswith("hello", "he")                => false
      tm_strcontains("hello", "ll")             => true
      tm_chomp("hello\\n\\r\\n")                => "hello"
      tm_chomp("a\\nb")                         => "a\\nb"
      tm_indent(2, "a\\nb\\n")                  => "a\\n  b\\n  "
      tm_strrev("abc")                          => "cba"
      tm_split(",", "a,b,,c")                   => ["a","b","","c"]
      tm_split(",", "")                         => [""]
      tm_split("", "ab")                        => ["a","b"]
      tm_join("-", ["a", "b"], ["c"])           => "a-b-c"
      tm_join(", ", [1, true])                  => "1, true"
      tm_join(",", [])                          => ""
      tm_substr("hello world", 1, 4)            => "ello"
      tm_substr("hello world", -5, -1)          => "world"
      tm_substr("hello", 2, -1)                 => "llo"
      tm_substr("hello", 10, 2)                 => ""
      tm_substr("hello", 1, 0)                  => ""
      tm_substr("héllo", 1, 1)                  => "é"
      tm_replace("a-b-c", "-", "_")             => "a_b_c"
      tm_replace("a1b22", "/[0-9]+/", "#")      => "a#b#"
      tm_replace("hello world", "/(\\\\w+) (\\\\w+)/", "$2 $1") => "world hello"
      tm_replace("abc", "/(?P<x>b)/", "[$${x}$$]") => "a[b$]c"
      tm_replace("abc", "/x*/", "-")            => "-a-b-c-"
      tm_replace("baaac", "/a*/", "-")          => "-b-c-"
      tm_replace("abc", "", "-")                => "-a-b-c-"
      tm_replace("aaa", "/a/", "$1x")           => ""
      tm_replace("aaa", "/(a)/", "$${1}x")      => "axaxax"
      tm_regex("[a-z]+", "53453453.345345aaabbbccc23454") => "aaabbbccc"
      tm_regex("(\\\\d+)-(\\\\d+)", "x 10-20 y") => ["10","20"]
      tm_regex("(?P<a>\\\\d+)-(?P<b>x)?", "10-") => {"a":"10","b":null}
      tm_regexall("[a-z]+", "1a2bb3")           => ["a","bb"]
      tm_regexall("(\\\\d)(\\\\w)", "1a 2b")     => [["1","a"],["2","b"]]
      tm_regexall("x*", "ab")                   => ["","",""]
      tm_length("héllo")                        => 5
      tm_length("e\u0301")                     => 1
      tm_length([1, 2])                         => 2
      tm_length({ a = 1 })                      => 1
      tm_length("")                             => 0
      """)
  void stringFunctions(String source, String expected) throws Exception {
    assertEquals(expected, json(source));
  }

  @ParameterizedTest(name = "{0} = {1}")
  @CsvSource(delimiterString = " => ", quoteCharacter = '`', textBlock = """
      tm_format("%s-%d", "a", 2)                => "a-2"
      tm_format("%v %v %v", "s", 1.5, true)     => "s 1.5 true"
      tm_format("%v", [1, "a"])                 => "[1,\\"a\\"]"
      tm_format("%v", 1000000)                  => "1e+06"
      tm_format("%v", null)                     => "null"
      tm_format("%#v", "s")                     => "\\"s\\""
      tm_format("%q", "a\\"b")                  => "\\"a\\\\\\"b\\""
      tm_format("%t", "true")                   => "true"
      tm_format("%5d|%-5d|%05d|%+d", 42, 42, 42, 42) => "   42|42   |00042|+42"
      tm_format("%x %X %o %b %#x", 255, 255, 8, 5, 255) => "ff FF 10 101 0xff"
      tm_format("%.2f %f %e %.3e", 3.14159, 2, 1234.5, 0.000123456) => "3.14 2.000000 1.234500e+03 1.235e-04"
      tm_format("%g %g %.3g", 100, 0.00001, 1234.5678) => "100 1e-05 1.23e+03"
      tm_format("%8.3f|", -3.14159)             => "  -3.142|"
      tm_format("%5s|%-5s|%.2s", "ab", "ab", "abc") => "   ab|ab   |ab"
      tm_format("%[2]s %[1]s %s", "a", "b")     => "b a b"
      tm_format("100%%")                        => "100%"
      tm_formatlist("%s=%d", ["a", "b"], [1, 2]) => ["a=1","b=2"]
      tm_formatlist("%s-%s", "x", ["a", "b"])   => ["x-a","x-b"]
      """)
  void formatFunctions(String source, String expected) throws Exception {
    assertEquals(expected, json(source));
  }

  @ParameterizedTest(name = "{0} = {1}")
  @CsvSource(delimiterString = " => ", quoteCharacter = '`', textBlock = """
      tm_contains(["a", "b"], "b")              => true
      tm_contains([1, 2], "1")                  => false
      tm_contains([[1]], [1])                   => true
      tm_alltrue([true, "true"])                => true
      tm_alltrue([])                            => true
      tm_alltrue([true, false])                 => false
      tm_anytrue([false, true])                 => true
      tm_anytrue([])                            => false
      tm_keys({ b = 1, a = 2 })                 => ["a","b"]
      tm_values({ b = 1, a = 2 })               => [2,1]
      tm_lookup({ a = 1 }, "a")                 => 1
      tm_lookup({ a = 1 }, "b", "none")         => "none"
      tm_merge({ a = 1, b = 2 }, { b = 3 }, null, { c = 4 }) => {"a":1,"b":3,"c":4}
      tm_merge()                                => {}
      tm_concat(["a"], [], ["b", "c"])          => ["a","b","c"]
      tm_element(["a", "b", "c"], 4)            => "b"
      tm_index(["a", "b"], "b")                 => 1
      tm_coalesce("", null, "b", "c")           => "b"
      tm_coalesce(null, 1, "x")                 => "1"
      tm_coalescelist([], ["a"], ["b"])         => ["a"]
      tm_compact(["a", "", null, "b"])          => ["a","b"]
      tm_distinct(["a", "b", "a", 1, 1])        => ["a","b","1"]
      tm_distinct([1, 2, 1])                    => [1,2]
      tm_reverse([1, 2, 3])                     => [3,2,1]
      tm_sort(["b", "a", "C"])                  => ["C","a","b"]
      tm_sort([10, 9, 1])                       => ["1","10","9"]
      tm_flatten([["a", ["b"]], [], "c"])       => ["a","b","c"]
      tm_flatten([{ a = [1] }])                 => [{"a":[1]}]
      tm_range(3)                               => [0,1,2]
      tm_range(1, 4)                            => [1,2,3]
      tm_range(4, 1)                            => [4,3,2]
      tm_range(0, 1, 0.25)                      => [0,0.25,0.5,0.75]
      tm_range(0)                               => []
      tm_slice(["a", "b", "c", "d"], 1, 3)      => ["b","c"]
      tm_slice([1], 1, 1)                       => []
      tm_zipmap(["a", "b"], [1, 2])             => {"a":1,"b":2}
      tm_one([])                                => null
      tm_one(["x"])                             => "x"
      tm_sum([1, 2.5])                          => 3.5
      tm_min(3, 1, 2)                           => 1
      tm_max(3, "10", 2)                        => 10
      tm_abs(-1.5)                              => 1.5
      tm_ceil(1.2)                              => 2
      tm_ceil(-1.2)                             => -1
      tm_floor(-1.2)                            => -2
      tm_floor(5)                               => 5
      tm_signum(-3)                             => -1
      tm_parseint("ff", 16)                     => 255
      tm_parseint("-101", 2)                    => -5
      """)
  void collectionAndNumberFunctions(String source, String expected) throws Exception {
    assertEquals(expected, json(source));
  }

  @ParameterizedTest(name = "{0} = {1}")
  @CsvSource(delimiterString = " => ", quoteCharacter = '`', textBlock = """
      tm_tostring(1.5)                          => "1.5"
      tm_tostring(true)                         => "true"
      tm_tostring(null)                         => null
      tm_tonumber("42")                         => 42
      tm_tonumber("-1.5e2")                     => -150
      tm_tonumber(null)                         => null
      tm_tobool("true")                         => true
      tm_tobool(false)                          => false
      tm_tolist(["a", 1])                       => ["a","1"]
      tm_tolist([1, 2])                         => [1,2]
      tm_toset(["b", "a", "b"])                 => ["a","b"]
      tm_toset([3, 1, 3])                       => [1,3]
      tm_tomap({ a = 1, b = "x" })              => {"a":"1","b":"x"}
      tm_jsonencode({ b = [1, true, null], a = "<&>" }) => "{\\"a\\":\\"\\\\u003c\\\\u0026\\\\u003e\\",\\"b\\":[1,true,null]}"
      tm_jsonencode("é\\n")                     => "\\"é\\\\n\\""
      tm_jsondecode("{\\"b\\": [1, 2.5e1, true, null], \\"a\\": \\"x\\"}") => {"a":"x","b":[1,25,true,null]}
      tm_jsondecode("\\"s\\"")                  => "s"
      tm_jsondecode("123456789012345678901234567890") => 123456789012345678901234567890
      tm_base64encode("Hello World")            => "SGVsbG8gV29ybGQ="
      tm_base64decode("SGVsbG8gV29ybGQ=")       => "Hello World"
      tm_urlencode("a b&c=d/é~")                => "a+b%26c%3Dd%2F%C3%A9~"
      tm_md5("hello world")                     => "5eb63bbbe01eeed093cb22bb8f5acdc3"
      tm_sha1("hello world")                    => "2aae6c35c94fcfb415dbe95f408b9ce91ee846ed"
      tm_sha256("hello world")                  => "b94d27b9934d3e08a52e52d7da7dabfac484efe37a5380ee9088f7ace2efcde9"
      tm_base64sha256("hello world")            => "uU0nuZNNPgilLlLX2n2r+sSE7+N6U4DukIj3rOLvzek="
      tm_abspath("config/../a.txt")             => "/work/stacks/app/a.txt"
      tm_abspath("/x//y/./z/..")                => "/x/y"
      tm_dirname("/a/b/c.txt")                  => "/a/b"
      tm_dirname("c.txt")                       => "."
      tm_basename("/a/b/c.txt")                 => "c.txt"
      tm_basename("/a/b/")                      => "b"
      tm_file("config.txt")                     => "from the file\\n"
      tm_try(global.missing, "fallback")        => "fallback"
      tm_try(global.name, "fallback")           => "app"
      tm_try(global.missing, global.nope, 3)    => 3
      tm_can(global.name)                       => true
      tm_can(global.missing)                    => false
      tm_can(tm_regex("x", "abc"))              => false
      tm_ternary(true, "a", global.missing)     => "a"
      tm_ternary(false, global.missing, "b")    => "b"
      """)
  void conversionEncodingFileAndLazyFunctions(String source, String expected) throws Exception {
    assertEquals(expected, json(source));
  }

  @ParameterizedTest(name = "{0}: {1}")
  @CsvSource(delimiterString = " => ", quoteCharacter = '`', textBlock = """
      tm_upper([1])                             => tm_upper: argument must be a string, got list
      tm_upper(null)                            => tm_upper: argument must not be null
      tm_upper("a", "b")                        => tm_upper takes 1 argument, got 2
      tm_join(",")                              => tm_join takes at least 2 arguments, got 1
      tm_join(",", [[1]])                       => tm_join: argument 2 must be a list of strings; it has a list
      tm_join(",", ["a", null])                 => tm_join: argument 2 has a null element
      tm_abs("x")                               => tm_abs: argument must be a number, got string "x"
      tm_substr("abc", 0.5, 1)                  => tm_substr: argument 2 must be a whole number, got 0.5
      tm_lookup({ a = 1 }, "b")                 => tm_lookup: no key "b" in the object, and no default
      tm_merge({ a = 1 }, [1])                  => tm_merge: argument 2 must be an object, got list
      tm_element([], 0)                         => tm_element: argument 1 must not be empty
      tm_element([1], -1)                       => tm_element: argument 2 must not be negative, got -1
      tm_index(["a"], "b")                      => tm_index: item not found: "b" is not an element of the list
      tm_coalesce(null, "")                     => tm_coalesce: no argument is neither null nor an empty string
      tm_range(1025)                            => tm_range: more than 1024 values were generated
      tm_range(1, 5, 0)                         => tm_range: argument 3 (the step) must not be zero
      tm_range(5, 1, 1)                         => tm_range: argument 2 (the end) must be greater than the start
      tm_slice([1, 2], 1, 3)                    => tm_slice: argument 3 (the end index) must not be greater than the length
      tm_zipmap(["a"], [1, 2])                  => tm_zipmap: the number of keys (1) does not match the number of values (2)
      tm_one([1, 2])                            => tm_one: argument must have no more than one element, got 2
      tm_tonumber("x")                          => tm_tonumber: argument cannot be converted to a number: "x" is not a decimal number
      tm_tobool("yes")                          => tm_tobool: argument cannot be converted to a bool: "yes" is neither true nor false
      tm_tostring([1])                          => tm_tostring: argument cannot be converted to a string: it is a list
      tm_tolist([1, [2]])                       => tm_tolist: argument mixes collections and primitive values
      tm_jsondecode("{")                        => tm_jsondecode: argument is not valid JSON
      tm_jsondecode("1 2")                      => tm_jsondecode: argument is not valid JSON: there is more after the JSON value
      tm_base64decode("SGVsbG8")                => tm_base64decode: argument is not valid base64
      tm_base64decode("/w==")                   => tm_base64decode: argument decodes to bytes that are not valid UTF-8 text
      tm_regex("(", "x")                        => tm_regex: argument 1 is an invalid regular expression
      tm_regex("(a)(?P<n>b)", "ab")             => tm_regex: argument 1 is an invalid pattern: it cannot mix named and unnamed capture groups
      tm_regex("x", "abc")                      => tm_regex: the pattern did not match any part of the given string
      tm_regex("((a{1000}){1000}){1000}", "a")  => tm_regex: argument 1 is a regular expression that repeats too much
      tm_replace("a", "/(/", "b")               => tm_replace: argument 2 is an invalid regular expression
      tm_format("%d", "x")                      => tm_format: unsupported value for "%d": a number is required, got "x"
      tm_format("%d", 1.5)                      => tm_format: unsupported value for "%d": an integer is required, got 1.5
      tm_format("%s %s", "a")                   => tm_format: not enough arguments for "%s" at 3
      tm_format("%s", "a", "b")                 => tm_format: too many arguments; the format string uses only 1
      tm_format("x", "a")                       => tm_format: too many arguments; the format string has no verbs
      tm_format("%", "a")                       => tm_format: invalid format string starting at offset 0
      tm_format("%!", "a")                      => tm_format: unrecognized format character '!' at offset 1
      tm_format("%y", "a")                      => tm_format: unsupported format verb 'y'
      tm_format("%s", null)                     => tm_format: unsupported value for "%s": null value cannot be formatted
      tm_file("../../../etc/passwd")            => cannot read /etc/passwd: outside the workspace
      tm_try(global.missing)                    => tm_try: no expression succeeded: global has no attribute 'missing'
      tm_try()                                  => tm_try needs at least one argument
      tm_can(1, 2)                              => tm_can takes 1 argument, got 2
      tm_ternary("x", 1, 2)                     => tm_ternary's condition must be a bool, got string
      tm_length(1)                              => tm_length: argument must be a string, a list or an object, got number
      tm_nope()                                 => function 'tm_nope' is not supported
      upper("a")                                => function 'upper' is not supported
      """)
  void errorsNameTheFunctionTheArgumentAndTheProblem(String source, String message) {
    HclEvalException e = evalError(source);
    assertTrue(e.getMessage().startsWith(message), "expected '" + message + "', got: " + e.getMessage());
    assertEquals(1, e.line());
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiterString = " => ", quoteCharacter = '`', textBlock = """
      "a"                                                  => `"a"¶`
      1                                                    => `1¶...¶`
      true                                                 => `true¶...¶`
      null                                                 => `null¶...¶`
      []                                                   => `[]¶`
      {}                                                   => `{}¶`
      { a = "b", c = "d" }                                 => `"a": "b"¶"c": "d"¶`
      { foo = [1, 2, 3], bar = "baz" }                     => `"bar": "baz"¶"foo":¶- 1¶- 2¶- 3¶`
      { foo = [1, { a = "b", c = "d" }, 3], bar = "baz" }  => `"bar": "baz"¶"foo":¶- 1¶- "a": "b"¶  "c": "d"¶- 3¶`
      { a = { b = { c = 1 } } }                            => `"a":¶  "b":¶    "c": 1¶`
      [[1, 2], []]                                         => `- - 1¶  - 2¶- []¶`
      { a = "x\\ny" }                                      => `"a": |-¶  x¶  y¶`
      { a = "x\\ny\\n" }                                   => `"a": |¶  x¶  y¶`
      ["x\\n\\n"]                                          => `- |+¶  x¶¶`
      { a = " x\\ny" }                                     => `"a": |2-¶   x¶  y¶`
      { a = "x \\ny" }                                     => `"a": "x \\ny"¶`
      { a = "tab\\there\\n" }                              => `"a": "tab\\there\\n"¶`
      { "k\\ney" = 1 }                                     => `? |-¶  k¶  ey¶: 1¶`
      "é😀\\u0085"                                         => `"é\\U0001F600\\N"¶`
      """)
  void yamlencodeWritesTerraformsLayout(String source, String expected) throws Exception {
    assertEquals(expected.replace("¶", "\n"),
        Hcl.eval("tm_yamlencode(" + source + ")"));
  }
}
