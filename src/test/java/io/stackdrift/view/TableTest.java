package io.stackdrift.view;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class TableTest {
  private static Table table(int width) {
    return new Table(List.of(Table.Column.kept("STATUS", 12),
        Table.Column.shortened("STACK", Table.Fit.MIDDLE, 8, 1),
        Table.Column.kept("DURATION")), width);
  }

  @Test
  void withoutAWidthEveryValueIsWholeAndTheNoteFollowsTheRow() {
    String out = table(0).row(List.of("failed", "a-very-long-stack-name-of-forty-characters", "1.5s"),
        "plan timed out").render();

    assertEquals("""
        STATUS        STACK                                       DURATION
        failed        a-very-long-stack-name-of-forty-characters  1.5s  plan timed out
        """, out);
  }

  @Test
  void onATerminalAnIdIsCutInTheMiddleAndANoteThatDoesNotFitGoesBelow() {
    String out = table(40).row(List.of("failed", "a-very-long-stack-name-of-forty-characters", "1.5s"),
        "plan timed out after 14 minutes, see the log").render();

    assertEquals("""
        STATUS        STACK             DURATION
        failed        a-ver…characters  1.5s
                      plan timed out after 14 m…
        """, out);
    out.lines().forEach(l -> assertTrue(Elision.length(l) <= 40, l));
  }

  @Test
  void keptColumnsAreNeverCutEvenWhenTheTableCannotFit() {
    String out = table(20).row(List.of("pending_root", "abcdefghijklmnop", "14m0s")).render();

    assertTrue(out.contains("pending_root  abc…mnop  14m0s"), out);
  }

  @Test
  void pathsLoseTheirCommonDirectoriesOnlyWhenNothingElseGivesWay() {
    assertEquals("…/cache/opentofu", Elision.path(".stackkit/runtime/workloads/cache/opentofu", 16));
    assertEquals("…/monitoring-stack/…", Elision.path("…/monitoring-stack/…", 20));
    assertEquals("…/mon…ng-stack/…", Elision.path("…/monitoring-stack/…", 16));
    Table wide = new Table(List.of(Table.Column.shortened("PATH", Table.Fit.PATH, 8, 1),
        Table.Column.shortened("MODULE", Table.Fit.MIDDLE, 6, 2)), 60);
    wide.row(List.of(".stackkit/runtime/lab/postgres/opentofu", "postgres-database"));
    wide.row(List.of(".stackkit/runtime/lab/ingress/opentofu", "ingress"));
    String out = wide.render();
    assertTrue(out.contains(".stackkit/runtime/lab/postgres/opentofu  postgres-database\n"), out);

    Table narrow = new Table(List.of(Table.Column.shortened("PATH", Table.Fit.PATH, 8, 1),
        Table.Column.shortened("MODULE", Table.Fit.MIDDLE, 6, 2)), 30);
    narrow.row(List.of(".stackkit/runtime/lab/postgres/opentofu", "postgres-database"));
    narrow.row(List.of(".stackkit/runtime/lab/ingress/opentofu", "ingress"));
    assertEquals("""
        PATH          MODULE
        …/postgres/…  postg…s-database
        …/ingress/…   ingress
        """, narrow.render());
  }

  @Test
  void noLineEndsInBlanks() {
    String out = new Table(List.of(Table.Column.kept("A"), Table.Column.shortened("NOTE", Table.Fit.END, 4, 1)), 0)
        .row(List.of("x", "")).render();
    assertFalse(out.lines().anyMatch(l -> l.endsWith(" ")), out);
  }

  /** A column marked to be left out goes whole before any path is cut; it stays while the table fits. */
  @Test
  void leavesOutAColumnMarkedSoBeforeCuttingAPath() {
    List<Table.Column> columns = List.of(Table.Column.shortened("PATH", Table.Fit.PATH, 8, 1),
        Table.Column.kept("ROLE").leftOutWhenNarrow(), Table.Column.kept("DURATION"));
    List<String> row = List.of("stacks/payments/db", "workload", "1.2s");

    String wide = new Table(columns, 40).row(row).render();
    assertTrue(wide.contains("ROLE") && wide.contains("stacks/payments/db"), wide);

    String narrow = new Table(columns, 30).row(row).render();
    assertFalse(narrow.contains("ROLE") || narrow.contains("workload"), narrow);
    assertTrue(narrow.contains("stacks/payments/db  1.2s"), narrow);

    String narrower = new Table(columns, 20).row(row).render();
    assertFalse(narrower.contains("stacks/payments/db"), narrower);
    narrower.lines().forEach(l -> assertTrue(Elision.length(l) <= 20, l));
  }

  @Test
  void wrapsAListAfterASeparatorOnly() {
    assertEquals("Overall: drifted (6 stacks: 2 converged,\n  2 drifted)",
        Wrap.atSeparators("Overall: drifted (6 stacks: 2 converged, 2 drifted)", 40, "  "));
    assertEquals("a, b", Wrap.atSeparators("a, b", 0, "  "));
  }
}
