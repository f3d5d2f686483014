package io.stackdrift.events;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;

/** Writes one JSON object per line to a file (appended, mode 0640) or to standard output. */
public final class JsonLinesSink implements EventSink {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final Set<PosixFilePermission> MODE = PosixFilePermissions.fromString("rw-r-----");

  private final OutputStream out;
  private final boolean owned;
  private boolean failed;

  private JsonLinesSink(OutputStream out, boolean owned) {
    this.out = out;
    this.owned = owned;
  }

  public static JsonLinesSink stdout(PrintStream stdout) {
    return new JsonLinesSink(stdout, false);
  }

  public static JsonLinesSink file(Path path) throws IOException {
    Path abs = path.toAbsolutePath();
    if (!Files.exists(abs)) {
      Files.createFile(abs, PosixFilePermissions.asFileAttribute(MODE));
    }
    return new JsonLinesSink(Files.newOutputStream(abs, StandardOpenOption.APPEND, StandardOpenOption.WRITE), true);
  }

  @Override
  public synchronized void emit(StackEvent event) {
    if (failed) {
      return;
    }
    try {
      out.write(JSON.writeValueAsString(event).getBytes(StandardCharsets.UTF_8));
      out.write('\n');
      out.flush();
    } catch (IOException e) {
      failed = true; // a broken event stream never fails the run; the report still has everything
      System.err.println("stackdrift: warning: events can no longer be written: " + e.getMessage());
    }
  }

  @Override
  public synchronized void close() {
    try {
      if (owned) {
        out.close();
      } else {
        out.flush();
      }
    } catch (IOException e) {
      System.err.println("stackdrift: warning: closing the event stream: " + e.getMessage());
    }
  }
}
