package io.stackdrift.cli;

import io.stackdrift.events.EventSink;
import io.stackdrift.events.JsonLinesSink;
import java.io.IOException;
import java.nio.file.Path;

/** Opens {@code --progress-jsonl PATH|-}: a file to append to, or standard output. */
final class EventFiles {
  private EventFiles() {}

  static EventSink open(String progressJsonl) {
    if (progressJsonl == null) {
      return EventSink.NONE;
    }
    if (progressJsonl.equals("-")) {
      return JsonLinesSink.stdout(System.out);
    }
    try {
      return JsonLinesSink.file(Path.of(progressJsonl));
    } catch (IOException e) {
      throw ExitException.usage("--progress-jsonl " + progressJsonl + ": cannot open: " + e.getMessage());
    }
  }
}
