package io.stackdrift.cli;

import io.stackdrift.process.Deadline;
import io.stackdrift.process.Cancellation;
import io.stackdrift.process.ProcessOutcome;
import io.stackdrift.process.ProcessRunner;
import io.stackdrift.process.ProcessSpec;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Whether a standard stream is a terminal (Linux: where /proc/self/fd/N points), and how wide it is. */
final class Terminal {
  /** What a terminal is taken to have when neither COLUMNS nor the terminal says. */
  static final int DEFAULT_WIDTH = 80;
  private static final Duration STTY_LIMIT = Duration.ofSeconds(2);

  private Terminal() {}

  static boolean isTerminal(int fd) {
    return device(fd).map(d -> d.startsWith("/dev/pts/") || d.startsWith("/dev/tty"))
        .orElseGet(() -> System.console() != null);
  }

  static boolean colorAllowed(boolean noColorFlag) {
    String noColor = System.getenv("NO_COLOR");
    return !noColorFlag && (noColor == null || noColor.isEmpty()) && !"dumb".equals(System.getenv("TERM"))
        && isTerminal(1);
  }

  /**
   * The columns of the terminal stdout is, for the views to fit; 0 when stdout is not a terminal
   * (one whole line per stack for whatever reads it). {@code COLUMNS} when set, as {@code ls} and
   * {@code git} take it; else what {@code stty size} says of the terminal (Java cannot ask the
   * terminal itself); else 80.
   */
  static int width() {
    if (!isTerminal(1)) {
      return 0;
    }
    Optional<Integer> columns = positive(System.getenv("COLUMNS"));
    if (columns.isPresent()) {
      return columns.get();
    }
    return device(1).flatMap(Terminal::sttyColumns).orElse(DEFAULT_WIDTH);
  }

  private static Optional<String> device(int fd) {
    try {
      return Optional.of(Files.readSymbolicLink(Path.of("/proc/self/fd/" + fd)).toString());
    } catch (IOException | UnsupportedOperationException | SecurityException e) {
      return Optional.empty();
    }
  }

  /** {@code stty -F DEVICE size} prints "ROWS COLUMNS"; a terminal that was never sized says "0 0". */
  private static Optional<Integer> sttyColumns(String device) {
    ProcessSpec spec = new ProcessSpec(List.of("stty", "-F", device, "size"), Path.of("/"),
        Map.of("PATH", System.getenv().getOrDefault("PATH", "/usr/bin:/bin"), "LC_ALL", "C"),
        Deadline.after(STTY_LIMIT), Duration.ofMillis(200));
    ProcessOutcome outcome;
    try (ProcessRunner runner = new ProcessRunner()) {
      outcome = runner.run(spec, null, new Cancellation());
    }
    if (!outcome.exited() || outcome.exitCode() != 0) {
      return Optional.empty();
    }
    String[] size = outcome.stdout().text().strip().split("\\s+");
    return size.length == 2 ? positive(size[1]) : Optional.empty();
  }

  private static Optional<Integer> positive(String text) {
    try {
      int n = text == null ? 0 : Integer.parseInt(text.strip());
      return n > 0 ? Optional.of(n) : Optional.empty();
    } catch (NumberFormatException e) {
      return Optional.empty();
    }
  }
}
