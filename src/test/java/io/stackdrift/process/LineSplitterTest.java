package io.stackdrift.process;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Lines out of chunks that cut them anywhere; an overlong line goes whole, its neighbours stay. */
class LineSplitterTest {
  private final List<String> lines = new ArrayList<>();
  private final LineSplitter splitter = new LineSplitter(lines::add);

  @Test
  void linesCutAcrossChunksAreJoinedAndCrlfIsTrimmed() {
    feed("{\"a\":1}\r\n{\"b\"", ":2}\n", "", "last without newline");
    splitter.finish();
    assertEquals(List.of("{\"a\":1}", "{\"b\":2}", "last without newline"), lines);
  }

  @Test
  void anOverlongLineIsDroppedWholeAndTheNextLineKept() {
    byte[] big = new byte[LineSplitter.MAX_LINE + 10];
    java.util.Arrays.fill(big, (byte) 'x');
    feed("before\n");
    splitter.write(big, 0, 1000);
    splitter.write(big, 1000, big.length - 1000);
    feed("\nafter\n");
    splitter.finish();
    assertEquals(List.of("before", "after"), lines);
  }

  @Test
  void aLineOfExactlyTheLimitIsKept() {
    byte[] full = "y".repeat(LineSplitter.MAX_LINE).getBytes(UTF_8);
    splitter.write(full, 0, full.length);
    feed("\n");
    assertEquals(1, lines.size());
    assertEquals(LineSplitter.MAX_LINE, lines.get(0).length());
  }

  private void feed(String... chunks) {
    for (String chunk : chunks) {
      byte[] bytes = chunk.getBytes(UTF_8);
      splitter.write(bytes, 0, bytes.length);
    }
  }
}
