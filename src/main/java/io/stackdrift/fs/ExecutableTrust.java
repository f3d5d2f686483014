package io.stackdrift.fs;

import java.io.IOException;
import java.nio.file.Path;

/**
 * Whether a program may be run by this process (contract §9): a tool binary that another user owns,
 * or that others can write, or that sits in a directory others can write (without the sticky bit
 * of a root-owned {@code /tmp}), lets that user run code as whoever runs stackdrift, root on a
 * host's timer.
 */
public final class ExecutableTrust {
  private ExecutableTrust() {}

  /** Null when {@code program} may run; else why not, with the fix. Links are followed to the real file. */
  public static String problem(Path program) {
    try {
      return FileTrust.check(program, quoted -> "another user could change what runs; install the tool as root "
          + "(or run 'chown root " + quoted + "')");
    } catch (IOException | UnsupportedOperationException e) {
      return "cannot check " + program + ": " + (e instanceof IOException io ? OsReason.of(io) : e.getMessage());
    }
  }
}
