package io.stackdrift.process;

import java.io.IOException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Why a process could not be started, in fixed words: the JDK's messages may quote what it was
 * given (its refusal of an environment variable quotes the value, which may be a secret), so none
 * of their text is passed on; only the system's error number is read from them.
 */
final class SpawnFailure {
  /** The JDK's "Cannot run program …: error=N, reason": the number the system gave. */
  private static final Pattern ERRNO = Pattern.compile("error=(\\d{1,4}),");

  private SpawnFailure() {}

  /** {@code program} and why it did not start; nothing of {@code cause}'s message but its error number. */
  static String of(String program, Exception cause) {
    return program + ": " + reason(cause);
  }

  private static String reason(Exception cause) {
    if (cause instanceof IllegalArgumentException) { // the JDK's check of each variable's name and value
      return "its environment holds a variable the system cannot pass (a NUL byte, or '=' in a name)";
    }
    if (!(cause instanceof IOException) || cause.getMessage() == null) {
      return "the system did not start it (" + cause.getClass().getSimpleName() + ")";
    }
    if (cause.getMessage().contains("invalid null character")) {
      return "its arguments hold a NUL byte";
    }
    Matcher errno = ERRNO.matcher(cause.getMessage());
    if (!errno.find()) {
      return "the system did not start it";
    }
    return switch (Integer.parseInt(errno.group(1))) {
      case 2 -> "not found (the program, or the directory it runs in)";
      case 7 -> "its arguments and environment are larger than the system allows (error=7)";
      case 8 -> "not a program the system can run (error=8)";
      case 11, 12 -> "the system has no room for another process now (error=" + errno.group(1) + ")";
      case 13 -> "permission denied (the program, or the directory it runs in)";
      case 20 -> "a directory on its path is not a directory";
      case 26 -> "the program is being written (error=26)";
      default -> "the system did not start it (error=" + errno.group(1) + ")";
    };
  }
}
