package io.stackdrift.cli;

import io.stackdrift.engine.StateStore;
import io.stackdrift.engine.WorkspaceLock;
import java.io.IOException;
import java.time.Duration;

/** Takes the workspace lock for a command, turning "held" into the user-facing error. */
final class Locks {
  private Locks() {}

  static WorkspaceLock take(StateStore state, Duration wait) throws IOException {
    try {
      return WorkspaceLock.acquire(state.dir(), wait);
    } catch (WorkspaceLock.HeldException e) {
      throw ExitException.usage(e.getMessage() + "; it ends on its own, or pass --wait-lock DURATION to wait"
          + (wait.isZero() ? "" : " longer"));
    }
  }
}
