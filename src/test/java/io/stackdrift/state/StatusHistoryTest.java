package io.stackdrift.state;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.stackdrift.fs.StateDirectory;
import io.stackdrift.report.StatusChange;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** history.jsonl read back: damaged lines skipped and counted, never a crash. (Its bound: HistoryBoundFaultsIT.) */
class StatusHistoryTest {
  @Test
  void historyLinesTooLongOrNotUtf8AreSkippedAndCounted(@TempDir Path tmp) throws Exception {
    String good = "{\"time\":\"2026-11-29T10:00:00Z\",\"stackId\":\"app\",\"from\":null,\"to\":\"converged\"}\n";
    try (var out = Files.newOutputStream(tmp.resolve(StatusHistory.FILE))) {
      out.write(good.getBytes(java.nio.charset.StandardCharsets.UTF_8));
      out.write(("{\"x\":\"" + "a".repeat(200_000) + "\"}\n").getBytes(java.nio.charset.StandardCharsets.UTF_8));
      out.write(new byte[] {'{', (byte) 0xE2, (byte) 0x82, '\n'});
      out.write(good.getBytes(java.nio.charset.StandardCharsets.UTF_8));
      out.write("{\"torn".getBytes(java.nio.charset.StandardCharsets.UTF_8));
    }
    List<String> warnings = new ArrayList<>();
    List<StatusChange> changes = StatusHistory.read(StateDirectory.open(tmp), warnings::add, c -> true);
    assertEquals(2, changes.size());
    assertEquals(List.of(tmp.toRealPath().resolve(StatusHistory.FILE) + ": 3 lines that could not be read were skipped"),
        warnings);
  }
}
