package io.stackdrift.state;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.report.StackStatus;
import io.stackdrift.report.StatusChange;
import io.stackdrift.schedule.LongestFirst;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The last known state, the last report and the history of status changes kept between runs. */
class StateStoreTest {
  private static final List<String> WORKSPACE = List.of("core", "app");

  @Test
  void aChangeIsHistoryAndAnUnchangedStatusKeepsItsSince(@TempDir Path tmp) throws Exception {
    StateStore store = StateStore.open(tmp.resolve("state"));
    record(store, "2026-11-29T10:00:00Z", StackStatus.CONVERGED);
    record(store, "2026-11-29T11:00:00Z", StackStatus.CONVERGED);
    StatusChanges.Outcome third = record(store, "2026-11-29T12:00:00Z", StackStatus.DRIFTED);

    assertEquals("2026-11-29T12:00:00Z", third.report().stacks().get(0).since());
    assertEquals(List.of(
        "{\"time\":\"2026-11-29T10:00:00Z\",\"stackId\":\"app\",\"from\":null,\"to\":\"converged\"}",
        "{\"time\":\"2026-11-29T12:00:00Z\",\"stackId\":\"app\",\"from\":\"converged\",\"to\":\"drifted\"}"),
        Files.readAllLines(store.dir().resolve(StatusHistory.FILE)));
    KnownState known = store.peek(w -> { });
    assertEquals(Map.of("app", new KnownState.Known("drifted", "2026-11-29T12:00:00Z", "2026-11-29T12:00:00Z")),
        known.stacks());
    assertEquals(third.next(), known, "what is saved is what is read back");
  }

  @Test
  void aRemovedStackIsAHistoryLineWithoutTo(@TempDir Path tmp) throws Exception {
    StateStore store = StateStore.open(tmp);
    record(store, "2026-11-29T10:00:00Z", StackStatus.CONVERGED);
    store.save(new StatusChanges(store.load(w -> { })).apply(
        StatusChangesTest.report("2026-11-29T11:00:00Z", Map.of()), List.of("core")));
    List<StatusChange> history = store.history(w -> { });
    assertEquals(new StatusChange("2026-11-29T11:00:00Z", "app", "converged", null), history.get(1));
    assertTrue(store.peek(w -> { }).stacks().isEmpty());
  }

  @Test
  void aStateDirectoryFromBeforeKnownJsonStartsFromItsLastReport(@TempDir Path tmp) throws Exception {
    Files.writeString(tmp.resolve(StateStore.LAST_REPORT), """
        {"schemaVersion": "stackkit.drift-report/v1", "detectedAt": "2026-11-29T10:00:00Z", "status": "drifted",
          "newerField": {"ignored": true}, "stacks": [
          {"stackId": "app", "status": "drifted", "since": "2026-11-28T10:00:00Z"},
          {"stackId": "core", "status": "converged"}]}
        """);
    KnownState known = StateStore.open(tmp).load(w -> { });
    assertEquals(new KnownState.Known("drifted", "2026-11-28T10:00:00Z", "2026-11-29T10:00:00Z"),
        known.stacks().get("app"));
    assertEquals("2026-11-29T10:00:00Z", known.stacks().get("core").since());
    assertEquals(1, known.selections().size());
  }

  @Test
  void onlyLoadMovesABadStateFileAside(@TempDir Path tmp) throws Exception {
    StateStore store = StateStore.open(tmp);
    Path known = tmp.resolve(StateStore.KNOWN);
    Files.writeString(known, "{ not json");
    List<String> warnings = new ArrayList<>();

    assertEquals(KnownState.EMPTY, store.peek(warnings::add));
    assertTrue(Files.exists(known), "peek leaves the file as it was");
    assertEquals(KnownState.EMPTY, store.load(warnings::add));
    assertFalse(Files.exists(known), "load moves it aside");
    assertEquals(2, warnings.size(), warnings.toString());
  }

  @Test
  void theLastReportGivesThePlanDurations(@TempDir Path tmp) throws Exception {
    Files.writeString(tmp.resolve(StateStore.LAST_REPORT), """
        {"schemaVersion": "stackkit.drift-report/v1", "detectedAt": "2026-11-29T10:00:00Z", "status": "clean",
         "newerField": {"ignored": true}, "stacks": [
          {"stackId": "core", "status": "converged", "durationMs": 20},
          {"stackId": "app", "status": "drifted", "durationMs": 900}]}
        """);
    List<String> warnings = new ArrayList<>();
    LongestFirst order = LongestFirst.from(StateStore.open(tmp).lastDurations(warnings::add));
    assertEquals(List.of("new", "app", "core"), order.order(List.of("core", "app", "new"), id -> id));
    assertEquals(List.of(), warnings);
    assertEquals(0, LongestFirst.from(StateStore.open(tmp.resolve("none")).lastDurations(warnings::add)).known(),
        "no last report");
  }

  @Test
  void anUnreadableLastReportIsOneWarningAndRunOrder(@TempDir Path tmp) throws Exception {
    Path last = Files.writeString(tmp.resolve(StateStore.LAST_REPORT), "{ \"stacks\": [ torn");
    List<String> warnings = new ArrayList<>();
    assertEquals(0, LongestFirst.from(StateStore.open(tmp).lastDurations(warnings::add)).known());
    assertEquals(List.of(last + " is not a readable report; plans start in run order"), warnings);
    assertTrue(Files.exists(last), "left for the next run's state to deal with");
  }

  private static StatusChanges.Outcome record(StateStore store, String at, StackStatus status) throws Exception {
    StatusChanges.Outcome o = new StatusChanges(store.load(w -> { }))
        .apply(StatusChangesTest.report(at, Map.of("app", status)), WORKSPACE);
    store.save(o);
    return o;
  }
}
