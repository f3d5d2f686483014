package io.stackdrift.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.report.DriftReport;
import io.stackdrift.report.OverallStatus;
import io.stackdrift.report.StackEntry;
import io.stackdrift.report.StackStatus;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The last report and the history of status changes kept between runs. */
class StateStoreTest {
  @Test
  void aChangeIsHistoryAndAnUnchangedStatusKeepsItsSince(@TempDir Path tmp) throws Exception {
    StateStore store = StateStore.open(tmp.resolve("state"));
    store.save(StateStore.compare(report("2026-11-29T10:00:00Z", StackStatus.CONVERGED), store.load(w -> { })));
    store.save(StateStore.compare(report("2026-11-29T11:00:00Z", StackStatus.CONVERGED), store.load(w -> { })));
    StateStore.Recorded third = StateStore.compare(report("2026-11-29T12:00:00Z", StackStatus.DRIFTED),
        store.load(w -> { }));
    store.save(third);

    assertEquals("2026-11-29T12:00:00Z", third.report().stacks().get(0).since());
    assertEquals(List.of(
        "{\"time\":\"2026-11-29T10:00:00Z\",\"stackId\":\"app\",\"from\":null,\"to\":\"converged\"}",
        "{\"time\":\"2026-11-29T12:00:00Z\",\"stackId\":\"app\",\"from\":\"converged\",\"to\":\"drifted\"}"),
        Files.readAllLines(store.dir().resolve(StateStore.HISTORY)));
    assertEquals(Map.of("app", new StateStore.Known("drifted", "2026-11-29T12:00:00Z")), store.peek(w -> { }));
  }

  @Test
  void onlyLoadMovesABadLastReportAside(@TempDir Path tmp) throws Exception {
    StateStore store = StateStore.open(tmp);
    Path last = tmp.resolve(StateStore.LAST_REPORT);
    Files.writeString(last, "{ not json");
    List<String> warnings = new ArrayList<>();

    assertEquals(Map.of(), store.peek(warnings::add));
    assertTrue(Files.exists(last), "peek leaves the file as it was");
    assertEquals(Map.of(), store.load(warnings::add));
    assertFalse(Files.exists(last), "load moves it aside");
    assertEquals(2, warnings.size(), warnings.toString());
  }

  @Test
  void historyLinesTooLongOrNotUtf8AreSkippedAndCounted(@TempDir Path tmp) throws Exception {
    String good = "{\"time\":\"2026-11-29T10:00:00Z\",\"stackId\":\"app\",\"from\":null,\"to\":\"converged\"}\n";
    try (var out = Files.newOutputStream(tmp.resolve(StateStore.HISTORY))) {
      out.write(good.getBytes(java.nio.charset.StandardCharsets.UTF_8));
      out.write(("{\"x\":\"" + "a".repeat(200_000) + "\"}\n").getBytes(java.nio.charset.StandardCharsets.UTF_8));
      out.write(new byte[] {'{', (byte) 0xE2, (byte) 0x82, '\n'});
      out.write(good.getBytes(java.nio.charset.StandardCharsets.UTF_8));
      out.write("{\"torn".getBytes(java.nio.charset.StandardCharsets.UTF_8));
    }
    List<String> warnings = new ArrayList<>();
    List<StateStore.Change> changes = StateStore.open(tmp).history(warnings::add);
    assertEquals(2, changes.size());
    assertEquals(List.of(tmp.toRealPath().resolve(StateStore.HISTORY) + ": 3 lines that could not be read were skipped"),
        warnings);
  }

  private static DriftReport report(String at, StackStatus status) {
    StackEntry app = new StackEntry("app", "workload", "app", "lab", "node-1", ".stackkit/runtime/workloads/app",
        status, 0, null, 10, null, null, null, 0, null);
    return new DriftReport(DriftReport.SCHEMA_VERSION, "advanced", "terramate", false, "sha256:0", null, null,
        "workspace", at, status == StackStatus.DRIFTED ? OverallStatus.DRIFTED : OverallStatus.CLEAN, List.of(app),
        null, null, null, null);
  }
}
