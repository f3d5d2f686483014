package io.stackdrift.detect;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.config.ConfigurationException;
import io.stackdrift.config.RunLog;
import io.stackdrift.process.Cancellation;
import io.stackdrift.state.StateStore;
import io.stackdrift.state.StatusHistory;
import io.stackdrift.state.WorkspaceLock;
import io.stackdrift.testing.TofuWorkspace;
import io.stackdrift.workspace.Workspace;
import io.stackdrift.workspace.WorkspaceLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What detect, watch and reconcile check before they run, and the lock and marker they hold. */
class PreflightTest {

  @Test
  void anOutputOnAFileStackdriftKeepsInTheStateDirectoryIsRefused(@TempDir Path tmp) throws Exception {
    StateStore state = StateStore.open(tmp.resolve("state"));
    for (String kept : List.of(StatusHistory.FILE, StatusHistory.OLDER, StateStore.KNOWN, StateStore.LAST_REPORT,
        WorkspaceLock.FILE)) {
      Path file = state.dir().resolve(kept);
      Preflight.Refused refused = assertThrows(Preflight.Refused.class,
          () -> Preflight.requireOutsideState(state, List.of(tmp.resolve("report.json"), file)));
      assertEquals(file + " is one of the files stackdrift keeps in the state directory " + state.dir()
          + " (the lock, the history, the markers): name another file", refused.getMessage());
    }
    assertDoesNotThrow(() -> Preflight.requireOutsideState(state,
        List.of(state.dir().resolve("drift-report.json"), tmp.resolve(StatusHistory.FILE))),
        "another name in the state directory, or the name elsewhere, is free");
  }

  @Test
  void noToolIsOneConfigurationErrorAndATakenVariableIsOneWarning(@TempDir Path tmp) throws Exception {
    Workspace ws = workspace(tmp);
    List<String> warnings = new ArrayList<>();
    ConfigurationException none = assertThrows(ConfigurationException.class, () -> Preflight.requireTool(ws,
        Map.of("PATH", tmp.resolve("empty-bin").toString(), "TF_LOG", "DEBUG"), null, warnings::add));
    assertTrue(none.getMessage().contains("looked for tofu and terraform on PATH"), none.getMessage());
    assertEquals(List.of(), warnings, "no tool, no run: nothing to warn about");

    Preflight.requireTool(ws, Map.of("PATH", "", "TF_LOG", "DEBUG"), TofuWorkspace.tool().toString(),
        warnings::add);
    assertEquals(List.of("the tool runs without TF_LOG of the environment: they would change what a plan does or "
        + "prints"), warnings);
  }

  @Test
  void theLockIsHeldWithTheRunsMarkerAndBothAreGivenUp(@TempDir Path tmp) throws Exception {
    Workspace ws = workspace(tmp);
    StateStore state = StateStore.open(tmp.resolve("state"));
    try (Preflight.Hold hold = Preflight.lock(state, WorkspaceLock.FILE, Duration.ZERO)
        .begin(ws, new Cancellation().marker(), "detect", RunLog.NONE)) {
      assertThrows(WorkspaceLock.HeldException.class, () -> Preflight.lock(state, WorkspaceLock.FILE, Duration.ZERO));
      assertEquals(1, markers(state), "the run is recorded while it holds the lock");
      try (Preflight.Hold shard = Preflight.lock(state, "lock.shard-1-of-2", Duration.ZERO)) {
        assertEquals(1, markers(state), "a lock taken without beginning records no run");
      }
    }
    assertEquals(0, markers(state), "the marker is removed");
    try (Preflight.Hold again = Preflight.lock(state, WorkspaceLock.FILE, Duration.ZERO)) {
      assertEquals(0, markers(state));
    }
  }

  private static Workspace workspace(Path tmp) throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    ws.stack("app", "app", List.of(), TofuWorkspace.dataResource("v1"));
    return WorkspaceLoader.load(ws.root());
  }

  private static long markers(StateStore state) throws Exception {
    try (Stream<Path> files = Files.list(state.dir())) {
      return files.filter(f -> f.getFileName().toString().startsWith("run-")).count();
    }
  }
}
