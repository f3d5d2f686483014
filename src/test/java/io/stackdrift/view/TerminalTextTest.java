package io.stackdrift.view;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Control characters from outside are shown, never acted on (contract §9). */
class TerminalTextTest {

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "0x1b | \\x1b",
      "0x07 | \\x07",
      "0x00 | \\x00",
      "0x0a | \\n",
      "0x0d | \\r",
      "0x09 | \\t",
      "0x08 | \\x08",
      "0x7f | \\x7f",
      "0x9b | \\x9b",
      "0x85 | \\x85",
      "0x202e | \\u202e",
      "0x2066 | \\u2066",
      "0x200f | \\u200f",
      "0x2028 | \\u2028",
  })
  void eachControlCharacterIsShownAsAnEscape(String code, String shown) {
    char c = (char) Integer.decode(code).intValue();

    assertEquals("a" + shown + "b", TerminalText.line("a" + c + "b"));
  }

  @Test
  void clearScreenAndATitleSetBecomeReadableText() {
    assertEquals("x\\x1b[2J\\x1b]0;pwned\\x07\\r\\ny", TerminalText.line("x\u001b[2J\u001b]0;pwned\u0007\r\ny"));
  }

  @Test
  void linesKeepsLineBreaksAndEscapesTheRest() {
    assertEquals("Error: \\x1b[31mboom\nsecond\\r", TerminalText.lines("Error: \u001b[31mboom\nsecond\r"));
  }

  @Test
  void printableTextIsReturnedAsItIs() {
    String text = "stacks/app (module ü, 日本) \\ back-slash ~ é";

    assertSame(text, TerminalText.line(text));
    assertSame(text, TerminalText.lines(text));
  }

  @Test
  void nullIsEmpty() {
    assertEquals("", TerminalText.line(null));
    assertEquals("", TerminalText.lines(null));
  }
}
