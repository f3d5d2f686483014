package io.stackdrift.view;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.stackdrift.report.StackEntry;
import io.stackdrift.report.StackStatus;
import io.stackdrift.report.Summary;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The lines off a terminal: the one per finished stack (its columns line up, it names the stack by
 * its path (contract §7), and the path cannot act on a terminal) and the heartbeat.
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

  @Test
  void theHeartbeatBreaksTiesByPathAndNamesFiveWithoutACount() {
    assertEquals("stackdrift: [2/7] still running: a (1h2m3s), b (9s), c (9s), d (0s), e (0s)",
        ProgressLines.heartbeat(2, 7, List.of(running("e", 0), running("c", 9_000), running("b", 9_000),
            running("a", 3_723_000), running("d", 999))));
  }

  private static ProgressLines.Running running(String path, long elapsedMs) {
    return new ProgressLines.Running(path, Duration.ofMillis(elapsedMs));
  }

  private static StackEntry entry(String id, String path, String name, StackStatus status, long durationMs) {
    return StackEntry.builder().stackId(id).role("workload").moduleRef("m").siteRef("lab").nodeRef("node-1")
        .runtimeRoot(path).name(name).status(status).summary(new Summary(0, 0, 0)).durationMs(durationMs).build();
  }
}
