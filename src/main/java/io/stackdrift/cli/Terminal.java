package io.stackdrift.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Whether a standard stream is a terminal (Linux: where /proc/self/fd/N points). */
final class Terminal {
  private Terminal() {}

  static boolean isTerminal(int fd) {
    try {
      String target = Files.readSymbolicLink(Path.of("/proc/self/fd/" + fd)).toString();
      return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty");
    } catch (IOException | UnsupportedOperationException | SecurityException e) {
      return System.console() != null;
    }
  }

  static boolean colorAllowed(boolean noColorFlag) {
    String noColor = System.getenv("NO_COLOR");
    return !noColorFlag && (noColor == null || noColor.isEmpty()) && !"dumb".equals(System.getenv("TERM"))
        && isTerminal(1);
  }
}
