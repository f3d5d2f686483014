package io.stackdrift.stdlib;

import static io.stackdrift.eval.Hcl.evalError;
import static io.stackdrift.eval.Hcl.json;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.eval.HclEvalException;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.StringLength;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The set, reshaping, CSV and float functions and Terramate's own helpers. Sources: go-cty v1.16's
 * function/stdlib/collection_test.go, set_test.go and number_test.go and OpenTofu's
 * lang/funcs/number_test.go with the functions' reference pages; Terramate v0.17.2's
 * stdlib/funcs_slug_test.go, funcs_unslug_test.go and funcs_join_list_test.go, and for
 * tm_version_match hashicorp/go-version's constraint_test.go (TestConstraintCheck, the rows whose
 * version is a strict semantic version, as Terramate requires). The file hashes
 * are the digests of the test context's one file, as sha256sum and base64 give them.
 */
class MoreFunctionsTest {

  @ParameterizedTest(name = "{0} = {1}")
  @CsvSource(delimiterString = " => ", quoteCharacter = '`', textBlock = """
      tm_setunion(["a", "b"], ["b", "c"], ["d"])            => ["a","b","c","d"]
      tm_setunion(["x"])                                    => ["x"]
      tm_setunion([1, 2], ["a"])                            => ["1","2","a"]
      tm_setintersection(["a", "b"], ["b", "c"], ["b", "d"]) => ["b"]
      tm_setintersection(["a", "b"], [])                    => []
      tm_setsubtract(["a", "b", "c"], ["a", "c"])           => ["b"]
      tm_setsubtract([3, 1, 2], [2])                        => [1,3]
      tm_setproduct(["development", "staging"], ["app1", "app2"]) => [["development","app1"],["development","app2"],["staging","app1"],["staging","app2"]]
      tm_setproduct(["a"], [])                              => []
      tm_setproduct(["a"], ["b"], ["c"])                    => [["a","b","c"]]
      tm_chunklist(["a", "b", "c", "d", "e"], 2)            => [["a","b"],["c","d"],["e"]]
      tm_chunklist(["a", "b", "c"], 1)                      => [["a"],["b"],["c"]]
      tm_chunklist(["a", "b", "c"], 0)                      => [["a","b","c"]]
      tm_chunklist([], 1)                                   => []
      tm_transpose({ a = ["1", "2"], b = ["2", "3"] })      => {"1":["a"],"2":["a","b"],"3":["b"]}
      tm_transpose({})                                      => {}
      tm_matchkeys(["i-123", "i-abc", "i-def"], ["us-west", "us-east", "us-east"], ["us-east"]) => ["i-abc","i-def"]
      tm_matchkeys(["a", "b"], [1, 2], ["2"])               => ["b"]
      tm_matchkeys([], [], ["x"])                           => []
      tm_pow(1, 0)                                          => 1
      tm_pow(2, 1)                                          => 2
      tm_pow(3, 2)                                          => 9
      tm_pow(-3, 2)                                         => 9
      tm_pow(2, -2)                                         => 0.25
      tm_pow(0, 2)                                          => 0
      tm_pow(2, 10)                                         => 1024
      tm_log(1, 10)                                         => 0
      tm_log(10, 10)                                        => 1
      tm_log(16, 2)                                         => 4
      tm_log(50, 10)                                        => 1.6989700043360185
      tm_slug("Hello World!")                               => "hello-world-"
      tm_slug("I am the Slug")                              => "i-am-the-slug"
      tm_slug("$dollar!special")                            => "-dollar-special"
      tm_slug("")                                           => ""
      tm_slug(["A", "B C"])                                 => ["a","b-c"]
      tm_slug([])                                           => []
      tm_slug(["Hello World!", null])                       => ["hello-world-",null]
      tm_slug(null)                                         => null
      tm_slug("Ünïcode_x")                                  => "-n-code_x"
      tm_unslug(tm_slug("Team Alpha"), ["Team Alpha", "Team Beta"]) => "Team Alpha"
      tm_unslug("team-beta", ["Team Alpha", "Team Beta"])   => "Team Beta"
      tm_unslug(["team-alpha", "team-gamma"], ["Team Alpha", "Team Beta"]) => ["Team Alpha","team-gamma"]
      tm_unslug("hello-world--", ["Hello World"])           => "Hello World"
      tm_unslug("hello--world", ["Hello World"])            => "Hello World"
      tm_unslug("-hello-world", ["Hello World"])            => "-hello-world"
      tm_unslug("test", [])                                 => "test"
      tm_unslug("", ["test"])                               => ""
      tm_unslug([], ["test"])                               => []
      tm_joinlist("-", [["a"], ["b"], ["c"]])               => ["a","b","c"]
      tm_joinlist("/", [["root"], ["root", "child"], ["root", "child", "leaf"]]) => ["root","root/child","root/child/leaf"]
      tm_joinlist("/", [])                                  => []
      tm_joinlist("/", [["a"], []])                         => ["a",""]
      tm_joinlist(" :: ", [["namespace", "module", "function"]]) => ["namespace :: module :: function"]
      tm_joinlist("", [["a", "b", "c"]])                    => ["abc"]
      tm_version_match("1.1.5", ">= 1.0, < 1.2")            => true
      tm_version_match("1.1.5", "< 1.0, < 1.2")             => false
      tm_version_match("1.1.5", "= 1.0")                    => false
      tm_version_match("1.0.0", "= 1.0")                    => true
      tm_version_match("1.0.0", "1.0")                      => true
      tm_version_match("2.0.0", "~> 1.0")                   => false
      tm_version_match("1.2.3", "~> 1.0")                   => true
      tm_version_match("1.2.3", "~> 1.0.0")                 => false
      tm_version_match("1.0.7", "~> 1.0.0")                 => true
      tm_version_match("1.1.0", "~> 1.0.0")                 => false
      tm_version_match("1.0.4", "~> 1.0.7")                 => false
      tm_version_match("1.0.8", "~> 1.0.7")                 => true
      tm_version_match("2.2.0", "~> 2.1.0-a")               => false
      tm_version_match("2.1.0", "~> 2.1.0-a")               => false
      tm_version_match("2.1.0-beta", "~> 2.1.0-a")          => true
      tm_version_match("2.2.0-alpha", "~> 2.1.0-a")         => false
      tm_version_match("2.1.0-beta", "> 2.0")               => false
      tm_version_match("2.1.0-beta", ">= 2.1.0-a")          => true
      tm_version_match("2.1.1-beta", ">= 2.1.0-a")          => false
      tm_version_match("2.1.0-beta", ">= 2.0.0")            => false
      tm_version_match("2.1.1", ">= 2.1.0-a")               => true
      tm_version_match("2.1.0", ">= 2.1.0-a")               => true
      tm_version_match("2.0.0", "<= 2.1.0-a")               => true
      tm_version_match("2.1.0-beta", ">= 2.0.0", { allow_prereleases = true }) => true
      tm_version_match("0.17.2", "< 0.2")                   => false
      tm_version_match("0.17.2", ">= 0.2", { allow_prereleases = true }) => true
      tm_version_match("v1.2.3+meta", "!= 1.2.4")           => true
      tm_csvdecode("a,b,c\\n1,2,3\\n4,5,6")                 => [{"a":"1","b":"2","c":"3"},{"a":"4","b":"5","c":"6"}]
      tm_csvdecode("a,b,c\\n1,2,3\\n")                     => [{"a":"1","b":"2","c":"3"}]
      tm_csvdecode("a,b,c")                                 => []
      tm_csvdecode("a,b\\r\\n\\"x,\\"\\"y\\"\\"\\",2\\r\\n\\n3,\\"l1\\r\\nl2\\"") => [{"a":"x,\\"y\\"","b":"2"},{"a":"3","b":"l1\\nl2"}]
      tm_filemd5("config.txt")                              => "e81e87318481f7a3092fc7a3cad787df"
      tm_filesha1("config.txt")                             => "e03abe291fee04ab4881eaa7a1d0b29e3ae9a706"
      tm_filesha256("/work/stacks/app/config.txt")          => "c075d251261fc1076398b88fb389b61d8c18ad8d03eb1005cf82697a538d05a5"
      tm_filesha512("config.txt")                           => "fa022b48d51b8f1d0444ea14b144e7cd44cc01741f47535186c02a7f4e9744b39da5e1fd80bf50f59786b5e93959bacd42702c9fdd583b9b3bd1ea7459f9f1c5"
      tm_filebase64("config.txt")                           => "ZnJvbSB0aGUgZmlsZQo="
      tm_filebase64sha256("config.txt")                     => "wHXSUSYfwQdjmLiPs4m2HYwYrY0D6xAFz4JpelONBaU="
      tm_filebase64sha512("config.txt")                     => "+gIrSNUbjx0EROoUsUTnzUTMAXQfR1NRhsAqf06XRLOdpeH9gL9Q9ZeGtek5WbrNQnAsn91YO5s70ep0WfnxxQ=="
      """)
  void functions(String source, String expected) throws Exception {
    assertEquals(expected, json(source));
  }

  @ParameterizedTest(name = "{0}: {1}")
  @CsvSource(delimiterString = " => ", quoteCharacter = '`', textBlock = """
      tm_setproduct(["a"])                     => tm_setproduct: at least two arguments are required
      tm_csvdecode("")                         => tm_csvdecode: missing header line
      tm_csvdecode("a,b,c\\n1,2,3\\n4,5")      => tm_csvdecode: CSV parse error on line 3: wrong number of fields
      tm_csvdecode("a,a")                      => tm_csvdecode: duplicate column name "a"
      tm_csvdecode("a\\nx\\"y")                => tm_csvdecode: CSV parse error on line 2: bare " in non-quoted field
      tm_version_match("1.2", ">= 1.0")        => tm_version_match: argument 1 is an invalid version: Malformed version: 1.2
      tm_version_match("1.2.0", ">>= 1.0")     => tm_version_match: argument 2 is an invalid constraint
      tm_filesha256("../../../etc/passwd")     => cannot read /etc/passwd: outside the workspace
      tm_setsubtract(["a"], ["b"], ["c"])      => tm_setsubtract takes 2 arguments, got 3
      tm_setunion()                            => tm_setunion takes at least 1 arguments, got 0
      tm_chunklist(["a"], -1)                  => tm_chunklist: argument 2 (the size) must be positive, got -1
      tm_transpose({ a = [["x"]] })            => tm_transpose: argument must be a map of lists of strings
      tm_matchkeys(["a"], ["a", "b"], ["a"])   => tm_matchkeys: length of keys and values should be equal
      tm_pow("invalid-input", 2)               => tm_pow: argument 1 must be a number
      tm_log(0, 10)                            => tm_log: the result is not a finite number (-Infinity)
      tm_slug(123)                             => tm_slug: expected string or list(string), got number
      tm_slug(["a", 1])                        => tm_slug: list contains non-string element at index 1: number
      tm_unslug("team-alpha", ["Team Alpha", "Team-Alpha"]) => tm_unslug: slug "team-alpha" maps to multiple dictionary entries: ["Team Alpha", "Team-Alpha"]
      tm_unslug("x", ["A", 1])                 => tm_unslug: argument 2 (the dictionary) must contain only strings
      tm_unslug(["a", 2], ["A", "B"])          => tm_unslug: argument 1 must contain only strings
      tm_unslug(123, ["A", "B"])               => tm_unslug: argument 1 must be a string or list of strings
      tm_joinlist("/", [42])                   => tm_joinlist: expected all elements to be list(string), got number at index 0
      tm_joinlist("/", [[1, 2]])               => tm_joinlist: expected all elements to be list(string), got number at element 0 of index 0
      tm_joinlist("/", [["valid"], "invalid"]) => tm_joinlist: expected all elements to be list(string), got string at index 1
      """)
  void errors(String source, String message) {
    HclEvalException e = evalError(source);
    assertTrue(e.getMessage().startsWith(message), "expected '" + message + "', got: " + e.getMessage());
  }

  /** Union is the set of both lists; what the first shares with the second and what it does not make up the first. */
  @Property(seed = "20261207", tries = 300)
  void setFunctionsAgreeWithEachOther(@ForAll("smallLists") java.util.List<String> a,
      @ForAll("smallLists") java.util.List<String> b) throws Exception {
    String x = hcl(a);
    String y = hcl(b);
    assertEquals(json("tm_toset(tm_concat(" + x + ", " + y + "))"), json("tm_setunion(" + x + ", " + y + ")"));
    assertEquals(json("tm_toset(" + x + ")"),
        json("tm_setunion(tm_setintersection(" + x + ", " + y + "), tm_setsubtract(" + x + ", " + y + "))"));
    assertEquals("[]", json("tm_setintersection(tm_setsubtract(" + x + ", " + y + "), " + y + ")"));
  }

  @net.jqwik.api.Provide
  static net.jqwik.api.Arbitrary<java.util.List<String>> smallLists() {
    return net.jqwik.api.Arbitraries.of("a", "b", "c", "d", "1", "10").list().ofMaxSize(6);
  }

  private static String hcl(java.util.List<String> list) {
    return "[" + String.join(", ", list.stream().map(e -> "\"" + e + "\"").toList()) + "]";
  }

  /** A slug is a fixed point, and tm_unslug maps it back to its one dictionary entry. */
  @Property(seed = "20261206", tries = 500)
  void slugsUnslugBackToTheirEntry(@ForAll @StringLength(max = 20) String text) throws Exception {
    String quoted = io.stackdrift.eval.JsonEncoder.quote(text).replace("${", "$${").replace("%{", "%%{");
    String slug = json("tm_slug(" + quoted + ")");
    assertEquals(slug, json("tm_slug(" + slug.replace("${", "$${") + ")"));
    assertEquals(json(quoted), json("tm_unslug(tm_slug(" + quoted + "), [" + quoted + "])"));
  }
}
