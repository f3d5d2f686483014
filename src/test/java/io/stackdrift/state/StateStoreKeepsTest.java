package io.stackdrift.state;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** An output may sit beside the state files, never on one of them. */
class StateStoreKeepsTest {
  @Test
  void theStateFilesAreKeptAndOtherNamesAreFree(@TempDir Path tmp) throws Exception {
    StateStore state = StateStore.open(tmp.resolve("state"));
    for (String kept : new String[] {"lock", "lock.shard-1-of-4", "known.json", "last-report.json", "history.jsonl",
        "history.jsonl.1", "heal-streaks.json", "paused", "tmp", "run-0123.marker", "apply-stacks_db.log",
        ".known.json.tmp"}) {
      assertTrue(state.holds(tmp.resolve("state").resolve(kept)), kept);
    }
    for (String free : new String[] {"drift-report.json", "stackdrift.prom", "events.jsonl", "drift.html"}) {
      assertFalse(state.holds(tmp.resolve("state").resolve(free)), free);
    }
    assertFalse(state.holds(tmp.resolve("lock")), "another directory's lock");
  }
}
