package io.stackdrift.view;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.stackdrift.report.StatusChange;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code stackdrift history}'s tables compared as exact text with
 * src/test/resources/golden/history-*.txt ({@code -Dgolden.update=true} rewrites them after a
 * deliberate change): first sightings and removals as '-', causes and the perpetual mark, a stack
 * gone from the workspace by its id, a clock set back, a hostile status from the state directory.
 */
class HistoryViewTest {
  private static final Path GOLDEN = Path.of("src/test/resources/golden");
  private static final Instant NOW = Instant.parse("2026-12-01T03:00:00Z");

  @ParameterizedTest(name = "width {0}")
  @ValueSource(ints = {0, 60})
  void historyTablesAtEachWidthAreTheGoldenText(int width) throws Exception {
    List<StatusChange> changes = List.of(
        new StatusChange("2026-11-30T03:00:00Z", "app", null, "converged", null, null),
        new StatusChange("2026-11-30T03:00:00Z", "stackkit-3f9a1c0b7d2e4f6a8b91", null, "converged", null, null),
        new StatusChange("2026-11-30T15:00:00Z", "app", "converged", "drifted", "external", null),
        new StatusChange("2026-12-01T01:00:00Z", "app", "drifted", "drifted", "config", Boolean.TRUE),
        new StatusChange("2026-12-01T02:00:00Z", "old-stack", "converged", null, null, null));
    List<HistoryView.Current> current = List.of(
        new HistoryView.Current("app", "drifted", "2026-11-30T15:00:00Z", "2026-12-01T02:59:00Z"),
        new HistoryView.Current("future", "converged", "2026-12-02T00:00:00Z", null),
        new HistoryView.Current("stackkit-3f9a1c0b7d2e4f6a8b91", "bad\u001b[2Jstatus", "2026-11-30T03:00:00Z",
            "2026-12-01T02:59:00Z"));
    StackNames names = StackNames.of(Map.of("app", new StackNames.Known("stacks/app", null),
        "stackkit-3f9a1c0b7d2e4f6a8b91", new StackNames.Known(".stackkit/runtime/core/opentofu", "core"),
        "future", new StackNames.Known("stacks/future", "the future")));
    String actual = HistoryView.render(changes, current, names, width, NOW);
    Path file = GOLDEN.resolve("history-" + width + ".txt");
    if (Boolean.getBoolean("golden.update")) {
      Files.writeString(file, actual);
    }
    assertEquals(Files.readString(file), actual);
  }
}
