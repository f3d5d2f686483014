package io.stackdrift.cli;

import io.stackdrift.events.EventSink;
import io.stackdrift.events.JsonLinesSink;
import io.stackdrift.fs.OsReason;
import io.stackdrift.view.TerminalText;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.function.Consumer;

/** Opens {@code --progress-jsonl PATH|-}: an output to append to (contract §9), or standard output. */
final class EventFiles {
  private EventFiles() {}

  /** A failure to open is a usage error before any work; a failure later is told on {@code err}. */
  static EventSink open(String progressJsonl, PrintWriter err) {
    if (progressJsonl == null) {
      return EventSink.NONE;
    }
    Consumer<String> errors = message -> err.println("stackdrift: " + TerminalText.line(message));
    if (progressJsonl.equals("-")) {
      return JsonLinesSink.stdout(System.out, errors);
    }
    try {
      return JsonLinesSink.file(Path.of(progressJsonl), errors);
    } catch (IOException e) {
      throw ExitException.usage("--progress-jsonl " + progressJsonl + ": cannot open: " + OsReason.of(e));
    }
  }
}
