package io.stackdrift.process;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.function.Consumer;

/**
 * Cuts a byte stream into lines for a consumer. A line longer than the limit is dropped whole (a
 * JSON message cut short is no message), and bytes that are not UTF-8 are replaced, so no input
 * can exhaust memory or stop parsing.
 */
final class LineSplitter {
  static final int MAX_LINE = 1024 * 1024;

  private final Consumer<String> consumer;
  private final ByteArrayOutputStream line = new ByteArrayOutputStream();
  private boolean overlong;

  LineSplitter(Consumer<String> consumer) {
    this.consumer = consumer;
  }

  void write(byte[] buf, int off, int len) {
    int from = off;
    int end = off + len;
    for (int i = off; i < end; i++) {
      if (buf[i] == '\n') {
        append(buf, from, i);
        emit();
        from = i + 1;
      }
    }
    append(buf, from, end);
  }

  /** Keeps bytes [from, to) of the current line, up to the limit. */
  private void append(byte[] buf, int from, int to) {
    int room = MAX_LINE - line.size();
    int n = to - from;
    if (n > room) {
      overlong = true;
      n = Math.max(room, 0);
    }
    line.write(buf, from, n);
  }

  void finish() {
    if (line.size() > 0 || overlong) {
      emit();
    }
  }

  private void emit() {
    String text = line.toString(StandardCharsets.UTF_8);
    if (text.endsWith("\r")) {
      text = text.substring(0, text.length() - 1);
    }
    line.reset();
    boolean cut = overlong;
    overlong = false;
    if (!cut) {
      consumer.accept(text);
    }
  }
}
