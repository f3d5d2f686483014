package io.stackdrift.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.stackdrift.hcl.HclSyntaxException;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** What Terramate refuses to print (hclwrite parses before it formats): one error, at the fault. */
class HclFormatterTest {
  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', textBlock = """
      an attribute defined twice            | 'a = 1\na = 2\n'                | 2 | 1
      a block never closed                  | 'b {\n  a = 1\n'                | 1 | 3
      a closing brace with no block         | 'a = 1\n}\n'                    | 2 | 1
      an unclosed heredoc                   | 'a = <<EOT\nhello\n'            | 3 | 1
      a character HCL does not have         | 'a = $x\n'                      | 1 | 5
      a label with an interpolation         | 'b "${x}" {\n}\n'               | 1 | 4
      an attribute without a value          | 'a =\n'                         | 1 | 4
      two attributes on one line            | 'a = 1 b = 2\n'                 | 1 | 9
      brackets that do not match            | 'a = [1)\n'                     | 1 | 7
      """)
  void refusesWhatIsNotHcl(String what, String source, int line, int column) {
    String text = source.replace("\\n", "\n");
    HclSyntaxException e = assertThrows(HclSyntaxException.class, () -> HclFormatter.formatMultiline(text));
    assertEquals(line + ":" + column, e.line() + ":" + e.column(), what + ": " + e.getMessage());
    assertThrows(HclSyntaxException.class, () -> HclFormatter.format(text));
  }
}
