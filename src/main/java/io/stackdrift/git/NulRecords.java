package io.stackdrift.git;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/**
 * Splits git's {@code -z} output into its NUL-ended records as it streams, each kept up to a bound: a
 * longer record is handed on cut, so that the reader can fail closed instead of acting on part of a
 * path.
 */
final class NulRecords {
  /** Takes one record; false ends the reading. */
  interface Sink {
    boolean accept(String text, boolean cut);
  }

  private NulRecords() {}

  /**
   * Hands every NUL-ended record to {@code sink} until it returns false or the stream ends.
   *
   * @return what followed the last NUL (empty when the stream ended with one), or null when the sink
   *     ended the reading
   */
  static String read(InputStream in, int maxRecord, Sink sink) throws IOException {
    ByteArrayOutputStream record = new ByteArrayOutputStream();
    boolean cut = false;
    byte[] buf = new byte[64 * 1024];
    int n;
    while ((n = in.read(buf)) > 0) {
      for (int i = 0; i < n; i++) {
        if (buf[i] != 0) {
          if (record.size() < maxRecord) {
            record.write(buf[i]);
          } else {
            cut = true;
          }
          continue;
        }
        if (!sink.accept(record.toString(StandardCharsets.UTF_8), cut)) {
          return null;
        }
        record.reset();
        cut = false;
      }
    }
    return record.toString(StandardCharsets.UTF_8);
  }
}
