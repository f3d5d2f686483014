package io.stackdrift.fs;

import java.io.IOException;

/**
 * An output that cannot be written, with a one-line reason (the OS's words where there are any).
 * The message does not repeat the output's path: the caller names the path and what it was writing.
 */
public final class OutputException extends IOException {
  private final boolean previousKept;

  OutputException(String reason, boolean previousKept) {
    super(reason);
    this.previousKept = previousKept;
  }

  OutputException(String reason) {
    this(reason, false);
  }

  /** Whether a regular file that was there before is still there, unchanged. */
  public boolean previousKept() {
    return previousKept;
  }
}
