package io.stackdrift.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Go's string order: code points, not UTF-16 units. */
class GoStringOrderTest {
  /** a, b, and the sign of compare(a, b). */
  private record Row(String a, String b, int sign) {}

  @Test
  void stringsCompareByCodePointAsGoCompares() {
    List<Row> rows = List.of(
        new Row("", "", 0),
        new Row("", "a", -1),
        new Row("a", "", 1),
        new Row("a", "b", -1),
        new Row("ab", "a", 1),
        new Row("/stacks/app", "/stacks/app", 0),
        new Row("/stacks/app", "/stacks/app-2", -1),
        new Row("Z", "a", -1), // upper case first, as bytes
        new Row("\uFFFF", "\uD83D\uDE00", -1), // U+FFFF before U+1F600; UTF-16 units say the opposite
        new Row("\uD83D\uDE00", "\uFFFF", 1),
        new Row("x\uD83D\uDE00", "x\uD83D\uDE00y", -1));
    for (Row row : rows) {
      assertEquals(row.sign(), Integer.signum(GoStringOrder.compare(row.a(), row.b())), row.toString());
      assertEquals(row.sign(), Integer.signum(GoStringOrder.ORDER.compare(row.a(), row.b())), row.toString());
    }
  }
}
