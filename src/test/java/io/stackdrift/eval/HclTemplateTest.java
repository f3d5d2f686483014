package io.stackdrift.eval;

import static io.stackdrift.eval.Hcl.eval;
import static io.stackdrift.eval.Hcl.evalError;
import static io.stackdrift.eval.Hcl.syntaxError;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.hcl.HclSyntaxException;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Quoted templates and heredocs: interpolation, directives, strip markers, escapes and indentation. */
class HclTemplateTest {

  @ParameterizedTest(name = "{0} = {1}")
  @CsvSource(delimiterString = " => ", quoteCharacter = '`', textBlock = """
      "${global.name}-x"                                  => app-x
      "n=${global.count}"                                 => n=3
      "b=${global.flag}"                                  => b=true
      "${"nested ${global.name}"}!"                       => nested app!
      "$${not} %%{not} $x %x $"                           => ${not} %{not} $x %x $
      "a ${~ global.name ~} b"                            => aappb
      "a  ${global.name ~}   b"                           => a  appb
      "a  ${~ global.name}   b"                           => aapp   b
      "%{ if global.flag }yes%{ else }no%{ endif }"       => yes
      "%{ if !global.flag }yes%{ else }no%{ endif }"      => no
      "%{ if false }yes%{ endif }."                       => .
      "%{ for s in global.list }${s};%{ endfor }"         => a;b;c;
      "%{ for i, s in global.list }${i}${s} %{ endfor }"  => `0a 1b 2c `
      "%{ for k, v in { b = 2, a = 1 } }${k}=${v},%{ endfor }" => a=1,b=2,
      "[ %{~ for s in global.list ~} ${s} %{~ endfor ~} ]" => [abc]
      "%{if true}%{if false}x%{else}y%{endif}%{endif}"    => y
      ""                                                  => ``
      """)
  void quotedTemplates(String source, String expected) throws Exception {
    assertEquals(expected, eval(source));
  }

  @Test
  void escapes() throws Exception {
    assertEquals("tab\there \"q\" \\ \u00e9 \uD83D\uDE00 \n\r",
        eval("\"tab\\there \\\"q\\\" \\\\ \\u00e9 \\U0001F600 \\n\\r\""));
  }

  @Test
  void aTemplateOfOneInterpolationIsItsValueUnconverted() throws Exception {
    assertEquals(List.of("a", "b", "c"), eval("\"${global.list}\""));
    assertEquals(Hcl.num(3), eval("\"${ global.count }\""));
    assertEquals(Hcl.num(3), eval("\"${~ global.count ~}\""));
    assertEquals("3", eval("\"${global.count}\\n\"").toString().strip());
  }

  @ParameterizedTest(name = "{0}: {1}")
  @CsvSource(delimiterString = " => ", quoteCharacter = '`', textBlock = """
      "x${global.list}"            => cannot include a list in a string template (global.list); use tm_join or tm_jsonencode to make it a string
      "x${null}"                   => cannot include null in a string template (null is null)
      "%{ if global.name }x%{ endif }" => the %{ if } condition must be a bool, got string (global.name)
      "%{ for s in 1 }x%{ endfor }" => a %{ for } directive iterates over a list or an object; 1 is a number
      """)
  void templateErrors(String source, String message) {
    HclEvalException e = evalError(source);
    assertEquals(message, e.getMessage());
  }

  @ParameterizedTest(name = "{0}: {1}")
  @CsvSource(delimiterString = " => ", quoteCharacter = '`', textBlock = """
      "%{ if true }x"              => %{ if } has no matching %{ endif }
      "%{ for x in [1] }x"         => %{ for } has no matching %{ endfor }
      "x%{ endif }"                => %{ endif } has no matching %{ if }
      "%{ if true }x%{ endfor }"   => %{ if } has no matching %{ endif }
      "%{ while true }x"           => expected a template directive (if, else, endif, for, endfor) after '%{', found 'while'
      "${ 1 "                      => expected '}' to close the interpolation
      "\\q"                        => invalid escape sequence '\\q'
      "\\u12"                      => invalid unicode escape
      "\\ud800"                    => invalid unicode escape
      "a\\nb                       => unterminated string
      """)
  void templateSyntaxErrors(String source, String message) {
    HclSyntaxException e = syntaxError(source.replace("\\\\", "\\").replace("\\nb", "\nb"));
    assertTrue(e.getMessage().startsWith(message.replace("\\\\", "\\")), e.getMessage());
  }

  @Test
  void heredocsAreTemplatesTooWithoutBackslashEscapes() throws Exception {
    assertEquals("hello app\n  indented \\n\n", eval("<<EOT\nhello ${global.name}\n  indented \\n\nEOT"));
    assertEquals("a\nb\n", eval("<<EOT\na\nb\n  EOT"));
    assertEquals("", eval("<<EOT\nEOT"));
    assertEquals("$${x}\n".replace("$$", "$"), eval("<<EOT\n$${x}\nEOT"));
    assertEquals("line\r\n", eval("<<EOT\r\nline\r\nEOT"));
  }

  @Test
  void indentedHeredocsLoseTheIndentationTheirLinesShare() throws Exception {
    assertEquals("one\n  two\n", eval("<<-EOT\n    one\n      two\n    EOT"));
    assertEquals("one\n\n two\n", eval("<<-EOT\n  one\n\n   two\n  EOT"));
    assertEquals("a\n      \nb\n", eval("<<-EOT\n  a\n      \n  b\nEOT"), "a blank line keeps its spaces, as in HCL");
    assertEquals("app\n  x\n", eval("<<-EOT\n  ${global.name}\n    x\n  EOT"));
    assertEquals("app\n    x\n", eval("<<-EOT\n${global.name}\n    x\nEOT"),
        "a line starting with an interpolation has no indentation, so none is removed");
    assertEquals("x: app\ny\n", eval("<<-EOT\n    x: ${global.name}\n    y\n    EOT"));
  }

  @Test
  void stripMarkersInHeredocsActOnTheAdjacentLine() throws Exception {
    String source = """
        <<EOT
        %{ for s in global.list ~}
        item ${s}
        %{ endfor ~}
        done
        EOT""";
    assertEquals("item a\nitem b\nitem c\ndone\n", eval(source));
    assertEquals("a\nb\nX", eval("<<EOT\na\nb\n   ${~ \"X\"}\nEOT").toString().strip());
    assertEquals("a\nb\nX\n", eval("<<EOT\na\nb\n   ${~ \"X\"}\nEOT"));
  }

  @Test
  void heredocSyntaxErrors() {
    assertTrue(syntaxError("<<EOT\nnever closed\n").getMessage().startsWith("unterminated heredoc: no line 'EOT'"));
    assertTrue(syntaxError("<<EOT x\nEOT").getMessage().startsWith("expected a new line after the heredoc's marker"));
    assertTrue(syntaxError("<<\nEOT").getMessage().startsWith("expected a heredoc marker"));
  }

  @Test
  void templatesInObjectsAndHeredocsInsideExpressions() throws Exception {
    assertEquals("{\"doc\":\"text\\n\",\"n\":1}", Hcl.json("{\n  doc = <<EOT\ntext\nEOT\n  n = 1\n}"));
    assertEquals("\"TEXT\\n\"", Hcl.json("tm_upper(<<EOT\ntext\nEOT\n)"));
  }
}
