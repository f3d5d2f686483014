package io.stackdrift.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.stackdrift.config.Diagnostic;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Every error and warning is printed in one form, one escaped line each. */
class DiagnosticsTest {
  private static final Path CWD = Path.of("").toAbsolutePath();

  static Stream<Arguments> rows() {
    return Stream.of(
        Arguments.of(new Diagnostic(CWD.resolve("stackdrift.toml"), 2, 0, "unknown key 'detect.timout'"),
            "stackdrift: error: stackdrift.toml:2: unknown key 'detect.timout'"),
        Arguments.of(Diagnostic.warning(CWD.resolve("stacks/a/stack.tm.hcl"), 5, 13, "stack.after entry '/x': no such"),
            "stackdrift: warning: stacks/a/stack.tm.hcl:5:13: stack.after entry '/x': no such"),
        Arguments.of(Diagnostic.warning(CWD.resolve("stacks/a/stack.tm.hcl"), 0, 0, "wants cycle: a -> a"),
            "stackdrift: warning: stacks/a/stack.tm.hcl: wants cycle: a -> a"),
        Arguments.of(Diagnostic.warning("no stack selected; the status is unknown"),
            "stackdrift: warning: no stack selected; the status is unknown"),
        Arguments.of(Diagnostic.warning(CWD.resolve("stackdrift.toml"), 7, 0, "expired (bad\u001b[2Jreason\nnext)"),
            "stackdrift: warning: stackdrift.toml:7: expired (bad\\x1b[2Jreason\\nnext)"));
  }

  @ParameterizedTest
  @MethodSource("rows")
  void printsOneEscapedLine(Diagnostic diagnostic, String expected) {
    StringWriter text = new StringWriter();
    Diagnostics.print(new PrintWriter(text, true), List.of(diagnostic));
    assertEquals(expected + System.lineSeparator(), text.toString());
  }
}
