package io.stackdrift.state;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * Lines of UTF-8 text read as bytes, so that one damaged line (cut inside a multi-byte character,
 * or absurdly long) is skipped and counted instead of failing the whole file.
 */
final class StrictLines implements AutoCloseable {
  private final InputStream in;
  private final int maxBytes;
  private final CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
      .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);
  private final ByteArrayOutputStream line = new ByteArrayOutputStream();
  private int skipped;

  StrictLines(InputStream in, int maxBytes) {
    this.in = new BufferedInputStream(in);
    this.maxBytes = maxBytes;
  }

  /** The next valid line without its newline, or null at the end of the input. */
  String next() throws IOException {
    while (true) {
      line.reset();
      boolean tooLong = false;
      int b;
      while ((b = in.read()) != -1 && b != '\n') {
        if (line.size() < maxBytes) {
          line.write(b);
        } else {
          tooLong = true;
        }
      }
      if (b == -1 && line.size() == 0 && !tooLong) {
        return null;
      }
      String text = tooLong ? null : decode();
      if (text != null) {
        return text;
      }
      skipped++;
    }
  }

  /** Lines skipped so far: not UTF-8, or longer than the limit. */
  int skipped() {
    return skipped;
  }

  private String decode() {
    try {
      return decoder.decode(ByteBuffer.wrap(line.toByteArray())).toString();
    } catch (CharacterCodingException e) {
      return null;
    }
  }

  @Override
  public void close() throws IOException {
    in.close();
  }
}
