package io.stackdrift.cli;

import io.stackdrift.process.Cancellation;
import io.stackdrift.state.RunInProgress;
import io.stackdrift.state.StateStore;
import io.stackdrift.state.WorkspaceLock;
import io.stackdrift.workspace.Workspace;
import java.io.IOException;
import java.io.PrintWriter;
import java.time.Duration;

/**
 * Takes the workspace lock for a command, turning "held" into the user-facing error, and records
 * the run while it holds it.
 */
final class Locks {
  private Locks() {}

  /**
   * Records the run in the state directory for as long as the caller holds the lock, after ending
   * what runs that were killed left running (contract §3).
   */
  static RunInProgress begin(StateStore state, Workspace ws, Cancellation cancel, String command, PrintWriter err) {
    return RunInProgress.begin(state, ws, cancel.marker(), command, new CliLog(err));
  }

  static WorkspaceLock take(StateStore state, Duration wait) throws IOException {
    return take(state, WorkspaceLock.FILE, wait);
  }

  /** The lock file {@code name} of the state directory (a shard's own lock, contract §11). */
  static WorkspaceLock take(StateStore state, String name, Duration wait) throws IOException {
    try {
      return WorkspaceLock.acquire(state.directory().orElseThrow(), name, wait);
    } catch (WorkspaceLock.HeldException e) {
      throw ExitException.usage(e.getMessage() + "; it ends on its own, or pass --wait-lock DURATION to wait"
          + (wait.isZero() ? "" : " longer"));
    }
  }
}
