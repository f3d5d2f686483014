package io.stackdrift.fs;

import java.io.BufferedOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;

/**
 * What a file is written from, produced as it is written: the report of 100,000 stacks is 70 MB of
 * JSON and its page 150 MB of HTML, and neither is held whole in memory on its way to the disk.
 */
@FunctionalInterface
public interface Content {
  /** What a file write hands the kernel at a time. */
  int FILE_BUFFER = 64 * 1024;

  /** Writes the content to {@code out}, which it must not close. */
  void writeTo(OutputStream out) throws IOException;

  static Content of(byte[] bytes) {
    return out -> out.write(bytes);
  }

  static Content of(String text) {
    return of(text.getBytes(StandardCharsets.UTF_8));
  }

  /** Text written as UTF-8. */
  static Content text(Text text) {
    return out -> {
      Writer writer = new OutputStreamWriter(new FilterOutputStream(out) {
        @Override
        public void write(byte[] b, int off, int len) throws IOException {
          out.write(b, off, len); // FilterOutputStream's own writes a byte at a time
        }

        @Override
        public void close() throws IOException {
          flush(); // the file is the caller's to close
        }
      }, StandardCharsets.UTF_8);
      text.writeTo(writer);
      writer.flush();
    };
  }

  /** Writes the content into {@code file} through one buffer; the file stays open for its fsync. */
  default void writeTo(FileChannel file) throws IOException {
    OutputStream out = new BufferedOutputStream(Channels.newOutputStream(file), FILE_BUFFER);
    writeTo(out);
    out.flush();
  }

  /** The whole content at once, for a write that cannot stream (a device or FIFO under a deadline). */
  default byte[] bytes() throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    writeTo(out);
    return out.toByteArray();
  }

  /** Text to write; a {@link Writer} it is given is not its to close. */
  @FunctionalInterface
  interface Text {
    void writeTo(Writer out) throws IOException;
  }
}
