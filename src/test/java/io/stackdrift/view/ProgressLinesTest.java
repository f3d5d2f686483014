package io.stackdrift.view;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.stackdrift.report.StackEntry;
import io.stackdrift.report.StackStatus;
import io.stackdrift.report.Summary;
import org.junit.jupiter.api.Test;

/** The line per finished stack, off a terminal: its columns line up and its stack id cannot act on a terminal. */
class ProgressLinesTest {
  @Test
  void aFinishedPlanIsOneAlignedLine() {
    assertEquals("stackdrift: [3/40] drifted      web (4.2s)",
        ProgressLines.planned(entry("web", StackStatus.DRIFTED, 4_210), 3, 40));
    assertEquals("stackdrift: [40/40] pending_root db\\x1b[2J (0ms)",
        ProgressLines.planned(entry("db\u001b[2J", StackStatus.PENDING_ROOT, 0), 40, 40));
  }

  private static StackEntry entry(String id, StackStatus status, long durationMs) {
    return ViewFixtures.stack(id, "m", "workload", status, new Summary(0, 0, 0), durationMs, null, null);
  }
}
