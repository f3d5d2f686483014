package io.stackdrift.fs;

import java.io.IOException;

/**
 * The state directory or a file in it cannot be used safely or at all. The message is one line that
 * names the path, says what is wrong (with the OS reason when the OS refused) and, where there is
 * one, the command that fixes it.
 */
public final class StateDirectoryException extends IOException {
  public StateDirectoryException(String message) {
    super(message);
  }

  public StateDirectoryException(String message, Throwable cause) {
    super(message, cause);
  }
}
