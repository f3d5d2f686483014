package io.stackdrift.tofu;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.params.provider.Arguments.arguments;

import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The table of every human plan output variant ParseSummary (contract §4) has to read. */
class ParseSummaryTest {
  private static final String BOLD = "\u001B[1m";
  private static final String GREEN = "\u001B[32m";
  private static final String RESET = "\u001B[0m";
  private static final long[] ZERO = counts(0, 0, 0, 0, 0);

  /** Columns: case name, plan output, expected add, change, destroy, imports, forget (null: no summary). */
  static Stream<Arguments> outputs() {
    return Stream.of(
        arguments("plain", "Plan: 1 to add, 2 to change, 3 to destroy.", counts(1, 2, 3, 0, 0)),
        arguments("count beyond int", "Plan: 99999999999 to add, 0 to change, 0 to destroy.",
            counts(99_999_999_999L, 0, 0, 0, 0)),
        arguments("with import", "Plan: 4 to import, 1 to add, 0 to change, 0 to destroy.", counts(1, 0, 0, 4, 0)),
        arguments("with forget", "Plan: 0 to add, 0 to change, 1 to destroy, 2 to forget.", counts(0, 0, 1, 0, 2)),
        arguments("import and forget", "Plan: 5 to import, 6 to add, 7 to change, 8 to destroy, 9 to forget.",
            counts(6, 7, 8, 5, 9)),
        arguments("actions suffix", "Plan: 1 to add, 0 to change, 0 to destroy. Actions: 2 to invoke.",
            counts(1, 0, 0, 0, 0)),
        arguments("import, forget and actions",
            "Plan: 1 to import, 2 to add, 3 to change, 4 to destroy, 5 to forget. Actions: 6 to invoke.",
            counts(2, 3, 4, 1, 5)),
        arguments("no changes: matches", "No changes. Your infrastructure matches the configuration.", ZERO),
        arguments("no changes: nothing to destroy", "No changes. No objects need to be destroyed.", ZERO),
        arguments("no changes: still matches", "No changes. Your infrastructure still matches the configuration.",
            ZERO),
        arguments("no changes: up-to-date", "No changes. Infrastructure is up-to-date.", ZERO),
        arguments("ANSI around the words",
            BOLD + "Plan:" + RESET + " 1 to " + GREEN + "add" + RESET + ", 2 to change, 3 to destroy." + RESET,
            counts(1, 2, 3, 0, 0)),
        arguments("ANSI around No changes",
            RESET + BOLD + GREEN + "No changes." + RESET + BOLD + " Your infrastructure matches the configuration."
                + RESET,
            ZERO),
        arguments("CRLF line ends", "\r\nterraform_data.x will be created\r\n\r\n"
            + "Plan: 1 to add, 0 to change, 0 to destroy.\r\n\r\n", counts(1, 0, 0, 0, 0)),
        arguments("indented inside surrounding output", "Refreshing state...\n\n  Plan: 3 to add, 0 to change, "
            + "0 to destroy.  \n\nChanges to Outputs:\n", counts(3, 0, 0, 0, 0)),
        arguments("several Plan lines: the last wins", "Plan: 1 to add, 1 to change, 1 to destroy.\n"
            + "Plan: 2 to add, 0 to change, 0 to destroy.\n" + "Plan: 0 to add, 7 to change, 0 to destroy.\n",
            counts(0, 7, 0, 0, 0)),
        arguments("No changes then a Plan line: Plan wins", "No changes. Your infrastructure matches the "
            + "configuration.\nPlan: 0 to add, 1 to change, 0 to destroy.\n", counts(0, 1, 0, 0, 0)),
        // The contract ranks a Plan line above No changes., not by position.
        arguments("Plan line then No changes: Plan still wins", "Plan: 2 to add, 0 to change, 0 to destroy.\n"
            + "No changes. Your infrastructure matches the configuration.\n", counts(2, 0, 0, 0, 0)),
        arguments("Plan mentioned mid-sentence is not a summary",
            "Saved the plan to: tfplan. Plan: 1 to add, 0 to change, 0 to destroy.", null),
        arguments("counts past 2^31 are kept", "Plan: 3000000000 to add, 2147483648 to change, 0 to destroy.",
            counts(3_000_000_000L, 2_147_483_648L, 0, 0, 0)),
        arguments("counts past 2^63 are no summary",
            "Plan: 9223372036854775808 to add, 0 to change, 0 to destroy.", null),
        arguments("none", "Error: Invalid reference\n\n  on main.tf line 1:\n", null),
        arguments("empty", "", null),
        arguments("null", null, null));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("outputs")
  void readsTheSummary(String caseName, String text, long[] expected) {
    Optional<PlanSummary> parsed = PlanSummary.parseSummary(text);

    if (expected == null) {
      assertFalse(parsed.isPresent(), () -> "expected no summary, got " + parsed.get());
      return;
    }
    assertTrue(parsed.isPresent(), "expected a summary");
    PlanSummary s = parsed.get();
    assertAll(
        () -> assertEquals(expected[0], s.add(), "add"),
        () -> assertEquals(expected[1], s.change(), "change"),
        () -> assertEquals(expected[2], s.destroy(), "destroy"),
        () -> assertEquals(expected[3], s.imports(), "imports"),
        () -> assertEquals(expected[4], s.forget(), "forget"));
  }

  private static long[] counts(long add, long change, long destroy, long imports, long forget) {
    return new long[] {add, change, destroy, imports, forget};
  }
}
