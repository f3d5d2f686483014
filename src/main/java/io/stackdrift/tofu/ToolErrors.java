package io.stackdrift.tofu;

import io.stackdrift.report.Redactor;
import io.stackdrift.process.BoundedCapture;
import io.stackdrift.process.ProcessOutcome;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** What went wrong in a tool run that printed human output (init, apply): its "Error:" lines. */
public final class ToolErrors {
  private static final int STDERR_BYTES = 2048;

  private ToolErrors() {}

  /**
   * The summaries of the "Error: …" lines, else the exit code and the end of stderr, redacted
   * before anything is cut, into lines too (a secret cut in half, or one of several lines, would no
   * longer be recognised).
   */
  public static String summary(ProcessOutcome o, Redactor redactor) {
    List<String> errors = new ArrayList<>();
    for (String line : (o.stderr().text(redactor::redact) + "\n" + o.stdout().text(redactor::redact)).split("\n")) {
      String l = line.replaceFirst("^[│╷╵\\s]+", "").strip();
      if (l.startsWith("Error: ") && !errors.contains(l.substring(7))) {
        errors.add(l.substring(7));
      }
    }
    return redactor.redact(errors.isEmpty() ? "exit code " + o.exitCode() + ": " + tail(o.stderr(), redactor)
        : String.join("; ", errors));
  }

  /**
   * Why a tool run that did not succeed failed, redacted: {@code timedOut} for a timeout, the
   * errors it printed when it exited.
   */
  public static String failure(ProcessOutcome o, Path tool, String timedOut, Redactor redactor) {
    return switch (o.end()) {
      case TIMED_OUT -> timedOut;
      case CANCELLED -> "cancelled";
      case SPAWN_FAILED -> redactor.redact("cannot start " + tool + ": " + o.spawnError());
      case EXITED -> summary(o, redactor);
    };
  }

  /** The last bytes of a stream for a detail, each kept part redacted whole first. */
  public static String tail(BoundedCapture stream, Redactor redactor) {
    String text = stream.text(redactor::redact).strip();
    return text.length() <= STDERR_BYTES ? text : text.substring(text.length() - STDERR_BYTES);
  }
}
