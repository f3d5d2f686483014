package io.stackdrift.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.hcl.HclSyntaxException;
import io.stackdrift.render.RenderCaseFile.Case;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;

/**
 * Terramate's own formatter cases as of v0.17.2 (hcl/fmt/fmt_test.go at commit 9391082), read from
 * {@code terramate/fmt-cases.txt}: each input printed by {@link HclFormatter} byte for byte as Terramate
 * prints it, and the output unchanged when printed again; or refused as not HCL.
 */
class HclFormatterCasesTest {
  private static final String CASES = "/terramate/fmt-cases.txt";

  static List<Case> multiline() throws IOException {
    return RenderCaseFile.read(CASES).stream().filter(c -> c.test().equals("TestFormatMultiline")).toList();
  }

  static List<Case> plain() throws IOException {
    return RenderCaseFile.read(CASES).stream().filter(c -> c.test().equals("TestFormatHCL")).toList();
  }

  static List<Case> hclwrite() throws IOException {
    return RenderCaseFile.read("/terramate/hclwrite-format-cases.txt");
  }

  @Test
  void everyCaseIsRead() throws IOException {
    assertEquals(75, multiline().size());
    assertEquals(5, plain().size());
    assertEquals(61, hclwrite().size());
    for (Case c : RenderCaseFile.read(CASES)) {
      assertTrue(c.first("input").isPresent(), c + " has no input");
      assertTrue(c.first("want").isPresent() ^ c.first("error").isPresent(), c + " wants output or an error");
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("multiline")
  void formatMultiline(Case c) throws Exception {
    String input = c.first("input").orElseThrow().text();
    if (c.first("error").isPresent()) {
      HclSyntaxException e = assertThrows(HclSyntaxException.class, () -> HclFormatter.formatMultiline(input));
      assertEquals(c.first("error-at").orElseThrow().argument(), e.line() + ":" + e.column(), e.getMessage());
      return;
    }
    String want = c.first("want").orElseThrow().text();
    String got = HclFormatter.formatMultiline(input);
    assertEquals(want, got);
    assertEquals(got, HclFormatter.formatMultiline(got), "formatting again changes it");
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("plain")
  void format(Case c) throws Exception {
    String input = c.first("input").orElseThrow().text();
    if (c.first("error").isPresent()) {
      HclSyntaxException e = assertThrows(HclSyntaxException.class, () -> HclFormatter.format(input));
      assertEquals(c.first("error-at").orElseThrow().argument(), e.line() + ":" + e.column(), e.getMessage());
      return;
    }
    String want = c.first("want").orElseThrow().text();
    String got = HclFormatter.format(input);
    assertEquals(want, got);
    assertEquals(got, HclFormatter.format(got), "formatting again changes it");
  }

  /** hclwrite's own cases, on the token layout alone (some inputs are fragments, not files). */
  @ParameterizedTest(name = "{0}")
  @MethodSource("hclwrite")
  void layout(Case c) {
    String input = c.first("input").orElseThrow().text();
    assertEquals(c.first("want").orElseThrow().text(), HclFormatter.layout(input));
  }
}
