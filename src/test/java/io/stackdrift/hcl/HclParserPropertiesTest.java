package io.stackdrift.hcl;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** The Terramate HCL reader, on any input, returns a body or throws its own {@link HclSyntaxException}, nothing else. */
class HclParserPropertiesTest {

  @Property(seed = "20261202")
  void anyInputIsABodyOrASyntaxError(@ForAll("hclish") String source) {
    try {
      HclParser.parse(source);
    } catch (HclSyntaxException expected) {
      // its own error: a file, a line and what is wrong
    }
  }

  /** Text made of the pieces HCL is made of, so that most inputs get deep before they break. */
  @Provide
  static Arbitrary<String> hclish() {
    Arbitrary<String> pieces = Arbitraries.of("stack", "globals", "import", "terramate", "{", "}", "[", "]", "(", ")",
        "\"", "\\\"", "${", "%{", "<<EOT\n", "EOT\n", "=", ",", ".", "\n", " ", "#", "//", "/*", "*/", "a", "1", "1.5e3",
        "true", "null", "?", ":", "for", "in", "=>", "...", "-", "!", "&&", "\\", "\u0000", "é", "\t");
    return pieces.list().ofMaxSize(60).map(list -> String.join("", list));
  }
}
