package io.stackdrift.view;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.stackdrift.report.StackEntry;
import io.stackdrift.report.StackStatus;
import io.stackdrift.report.Summary;
import org.junit.jupiter.api.Test;

/**
 * The line per finished stack, off a terminal: its columns line up, it names the stack by its path
 * (contract §7), and the path cannot act on a terminal.
 */
class ProgressLinesTest {
  @Test
  void aFinishedPlanIsOneAlignedLine() {
    assertEquals("stackdrift: [3/40] drifted      stacks/web (4.2s)",
        ProgressLines.planned(entry("1b0e6f2c-7cce-480d-b6b0-1f6c01e28820", "stacks/web", null,
            StackStatus.DRIFTED, 4_210), 3, 40));
    assertEquals("stackdrift: [40/40] pending_root stacks/db\\x1b[2J (orders) (0ms)",
        ProgressLines.planned(entry("db", "stacks/db\u001b[2J", "orders", StackStatus.PENDING_ROOT, 0), 40, 40));
  }

  private static StackEntry entry(String id, String path, String name, StackStatus status, long durationMs) {
    return StackEntry.builder().stackId(id).role("workload").moduleRef("m").siteRef("lab").nodeRef("node-1")
        .runtimeRoot(path).name(name).status(status).summary(new Summary(0, 0, 0)).durationMs(durationMs).build();
  }
}
