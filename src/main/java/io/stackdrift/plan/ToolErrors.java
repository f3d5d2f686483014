package io.stackdrift.plan;

import java.util.ArrayList;
import java.util.List;

/** What went wrong in a tool run that printed human output (init, apply): its "Error:" lines. */
public final class ToolErrors {
  private static final int STDERR_BYTES = 2048;

  private ToolErrors() {}

  /** The summaries of the "Error: …" lines, else the exit code and the end of stderr. */
  public static String summary(ProcessOutcome o) {
    List<String> errors = new ArrayList<>();
    for (String line : (o.stderr().text() + "\n" + o.stdout().text()).split("\n")) {
      String l = line.replaceFirst("^[│╷╵\\s]+", "").strip();
      if (l.startsWith("Error: ") && !errors.contains(l.substring(7))) {
        errors.add(l.substring(7));
      }
    }
    return errors.isEmpty() ? "exit code " + o.exitCode() + ": " + o.stderr().last(STDERR_BYTES).strip()
        : String.join("; ", errors);
  }
}
