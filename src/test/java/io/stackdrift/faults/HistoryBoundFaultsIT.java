package io.stackdrift.faults;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.cli.CliRun;
import io.stackdrift.testing.TofuWorkspace;
import java.io.BufferedWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The history does not grow forever (contract §9): past 8 MiB it is rotated before the next append
 * (one older generation kept), and it is read as a stream keeping the newest 50,000 changes, so a
 * history of any size costs bounded memory.
 */
class HistoryBoundFaultsIT {

  @Test
  void aLargeHistoryIsRotatedAndReadBounded(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    ws.stack("a", "a", List.of(), null); // no configuration: pending, recorded without a plan
    Path state = tmp.resolve("state");
    assertEquals(0, CliRun.of("detect", "-C", ws.root().toString(), "--no-native", "--state-dir", state.toString())
        .code());

    Path history = state.resolve("history.jsonl");
    int planted = 60_000;
    try (BufferedWriter out = Files.newBufferedWriter(history, StandardCharsets.UTF_8)) {
      for (int i = 0; i < planted; i++) {
        out.write("{\"time\":\"2026-11-01T00:00:00Z\",\"stackId\":\"old-" + i + "\",\"from\":\"converged\","
            + "\"to\":\"drifted\",\"driftCause\":\"external\",\"padding\":\"" + "x".repeat(100) + "\"}\n");
      }
    }
    assertTrue(Files.size(history) > 8L * 1024 * 1024);

    ws.stack("b", "b", List.of(), null); // a first sighting: one change to append
    CliRun second = CliRun.of("detect", "-C", ws.root().toString(), "--no-native", "--state-dir", state.toString());
    assertEquals(0, second.code(), second.err());
    assertTrue(Files.exists(state.resolve("history.jsonl.1")), "rotated before the append");
    assertEquals(1, Files.readAllLines(history).size(), "a fresh file with the new change");

    CliRun shown = CliRun.of("history", "-C", ws.root().toString(), "--state-dir", state.toString());
    assertEquals(0, shown.code(), shown.err());
    assertTrue(shown.err().contains("the newest 50000 changes are shown; 10001 older ones were left out"),
        shown.err());
    assertTrue(shown.out().contains("old-59999") && !shown.out().contains("old-9999 "), "the newest are kept");
    assertTrue(shown.out().lines().anyMatch(l -> l.contains(" b ") || l.matches(".*\\bb\\b.*pending_root.*")),
        shown.out());

    CliRun filtered = CliRun.of("history", "-C", ws.root().toString(), "--state-dir", state.toString(),
        "--stack", "b");
    assertEquals(0, filtered.code(), filtered.err());
    assertTrue(filtered.err().isEmpty(), "filtered while read: nothing left out " + filtered.err());
  }
}
