package io.stackdrift.cli;

import io.stackdrift.engine.StateStore;
import io.stackdrift.engine.WorkspaceLock;
import java.io.IOException;
import java.time.Duration;
import java.util.function.Consumer;

/** Takes the workspace lock for a command, turning "held" into the user-facing error. */
final class Locks {
  private Locks() {}

  static WorkspaceLock take(StateStore state, Duration wait) throws IOException {
    try {
      return WorkspaceLock.acquire(state.directory().orElseThrow(), wait);
    } catch (WorkspaceLock.HeldException e) {
      throw ExitException.usage(e.getMessage() + "; it ends on its own, or pass --wait-lock DURATION to wait"
          + (wait.isZero() ? "" : " longer"));
    }
  }

  /**
   * The lock, or null when another run still holds it after {@code wait}, for a caller that skips its
   * work rather than failing; {@code whenHeld} gets the message naming the holder.
   */
  static WorkspaceLock tryTake(StateStore state, Duration wait, Consumer<String> whenHeld) throws IOException {
    try {
      return WorkspaceLock.acquire(state.directory().orElseThrow(), wait);
    } catch (WorkspaceLock.HeldException e) {
      whenHeld.accept(e.getMessage());
      return null;
    }
  }
}
