package io.stackdrift.events;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.stackdrift.fs.OsReason;
import io.stackdrift.fs.OutputFile;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.function.Consumer;

/**
 * Writes one JSON object per line, each line in one write, to an output opened by {@link OutputFile}
 * (a regular file is appended to) or to standard output. A failed write ends the stream with one
 * warning; {@link #failed()} then makes the run exit 1 at its end, after every other output.
 */
public final class JsonLinesSink implements EventSink {
  private static final ObjectMapper JSON = new ObjectMapper();

  /** Where the lines go: an open output, or stdout. */
  private interface Lines {
    void write(byte[] line) throws IOException;

    void close() throws IOException;
  }

  private final Lines out;
  private final String name;
  private final Consumer<String> errors;
  private boolean failed;

  private JsonLinesSink(Lines out, String name, Consumer<String> errors) {
    this.out = out;
    this.name = name;
    this.errors = errors;
  }

  /** Lines to {@code stdout}; a failure is told to {@code errors}, one line. */
  public static JsonLinesSink stdout(PrintStream stdout, Consumer<String> errors) {
    return new JsonLinesSink(new Lines() {
      @Override
      public void write(byte[] line) throws IOException {
        stdout.write(line);
        stdout.flush();
        if (stdout.checkError()) {
          throw new IOException("stdout is closed or full");
        }
      }

      @Override
      public void close() {
        stdout.flush();
      }
    }, "stdout", errors);
  }

  /** Opens {@code path} for appending; its errors have one-line reasons, see {@link OsReason#of}. */
  public static JsonLinesSink file(Path path, Consumer<String> errors) throws IOException {
    OutputFile.Lines lines = OutputFile.appendLines(path);
    return new JsonLinesSink(new Lines() {
      @Override
      public void write(byte[] line) throws IOException {
        lines.write(line);
      }

      @Override
      public void close() throws IOException {
        lines.close();
      }
    }, path.toString(), errors);
  }

  @Override
  public synchronized void emit(StackEvent event) {
    if (failed) {
      return;
    }
    try {
      out.write((JSON.writeValueAsString(event) + "\n").getBytes(StandardCharsets.UTF_8));
    } catch (IOException e) {
      fail(e);
    }
  }

  @Override
  public synchronized boolean failed() {
    return failed;
  }

  @Override
  public synchronized void close() {
    try {
      out.close();
    } catch (IOException e) {
      if (!failed) {
        fail(e);
      }
    }
  }

  private void fail(IOException e) {
    failed = true; // the run goes on (the report has everything) and exits 1 at its end
    errors.accept("cannot write events to " + name + ": " + OsReason.of(e)
        + "; no more events are written and the run will exit 1");
  }
}
