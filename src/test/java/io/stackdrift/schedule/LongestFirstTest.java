package io.stackdrift.schedule;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.stackdrift.report.StackEntry;
import io.stackdrift.report.StackStatus;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The start order of plans (contract §3 "Scheduling"), as a table. */
class LongestFirstTest {

  /** A previous entry: "id status ms [detail...]". */
  private static StackEntry entry(String row) {
    String[] f = row.split(" ", 4);
    StackStatus status = StackStatus.valueOf(f[1].toUpperCase(java.util.Locale.ROOT));
    return StackEntry.builder().stackId(f[0]).role("workload").moduleRef("").siteRef("").nodeRef("")
        .runtimeRoot("/" + f[0]).status(status).durationMs(Long.parseLong(f[2])).detail(f.length > 3 ? f[3] : "")
        .build();
  }

  static Stream<Arguments> table() {
    return Stream.of(
        // why                                   previous report                         run order   start order
        row("nothing known: run order", List.of(), "a b c", "a b c"),
        row("longest first", List.of("a converged 10", "b drifted 300", "c converged 20"), "a b c", "b c a"),
        row("unknown stacks first, in run order",
            List.of("b converged 300"), "a b c d", "a c d b"),
        row("ties keep run order", List.of("a converged 50", "b converged 50", "c converged 90"), "a b c", "c a b"),
        row("stack ids compare case-insensitively", List.of("A converged 5", "B converged 500"), "a b", "b a"),
        row("a timed-out plan is known, at least that long",
            List.of("a converged 100", "b failed 900 plan timed out after 1s"), "a b", "b a"),
        row("other failures are unknown", List.of("a converged 100", "b failed 5 exit status 1"), "a b", "b a"),
        row("a failure's short duration does not sort it last",
            List.of("a converged 100", "b failed 1 exit status 1", "c converged 50"), "c a b", "b a c"),
        row("pending roots are unknown", List.of("a pending_root 0", "b converged 7"), "b a", "a b"),
        row("stacks that left the workspace are ignored", List.of("gone converged 999", "a converged 1"), "a", "a"),
        row("the last entry of an id wins", List.of("a converged 1", "a converged 99", "b converged 50"), "b a", "a b"));
  }

  private static Arguments row(String why, List<String> previous, String runOrder, String startOrder) {
    return Arguments.of(why, previous, runOrder, startOrder);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("table")
  void plansStartLongestFirstByTheLastReportAndUnknownStacksFirst(String why, List<String> previous, String runOrder,
      String startOrder) {
    List<StackEntry> entries = new ArrayList<>();
    previous.forEach(p -> entries.add(entry(p)));
    List<String> ids = Arrays.asList(runOrder.split(" "));
    assertEquals(Arrays.asList(startOrder.split(" ")), LongestFirst.from(entries).order(ids, Function.identity()), why);
  }
}
