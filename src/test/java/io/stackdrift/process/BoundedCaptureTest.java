package io.stackdrift.process;

import static java.nio.charset.StandardCharsets.US_ASCII;
import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** A capture must hold at most twice its limit however much a plan prints, yet keep both ends. */
class BoundedCaptureTest {
  private static final int LIMIT = BoundedCapture.DEFAULT_LIMIT;
  private static final long FIFTY_MB = 50L * 1024 * 1024;

  @Test
  void aShortOutputTakesLittleMemory() {
    BoundedCapture capture = new BoundedCapture();
    byte[] line = "No changes. Your infrastructure matches the configuration.\n".getBytes(US_ASCII);
    capture.write(line, 0, line.length);
    capture.write(line, 0, line.length);

    assertTrue(capture.allocatedBytes() <= 1024, () -> "allocated " + capture.allocatedBytes());
    assertEquals(new String(line, US_ASCII).repeat(2), capture.text());
  }

  @Test
  void theHeadGrowsToItsLimitBeforeAnyTailIsKept() {
    BoundedCapture capture = new BoundedCapture(4096);
    byte[] chunk = new byte[1500];
    for (int i = 0; i < 3; i++) {
      capture.write(chunk, 0, chunk.length);
    }
    assertEquals(4500, capture.retainedBytes());
    assertEquals(2 * 4096, capture.allocatedBytes());
  }

  @Test
  void fiftyMegabytesAreHeldInBoundedMemoryWithBothEndsKept() {
    BoundedCapture capture = new BoundedCapture();
    // An odd chunk size, so chunk borders never line up with the head/tail borders.
    byte[] buffer = new byte[10_007 + 3];
    long written = 0;
    while (written < FIFTY_MB) {
      int len = (int) Math.min(10_007, FIFTY_MB - written);
      fill(buffer, 3, len, written);
      capture.write(buffer, 3, len);
      written += len;
      assertTrue(capture.retainedBytes() <= 2 * LIMIT, () -> "retained " + capture.retainedBytes());
    }

    assertEquals(FIFTY_MB, capture.totalBytes());
    assertEquals(2 * LIMIT, capture.retainedBytes());
    String text = capture.text();
    assertTrue(text.startsWith(expected(0, LIMIT)), "starts with the first bytes");
    assertTrue(text.endsWith(expected(FIFTY_MB - LIMIT, LIMIT)), "ends with the last bytes");
    String marker = "\n[... " + (FIFTY_MB - 2L * LIMIT) + " bytes omitted ...]\n";
    assertTrue(text.contains(marker), "omitted marker");
    assertEquals(2 * LIMIT + marker.length(), text.length(), "nothing else besides head, marker and tail");
    assertEquals(expected(FIFTY_MB - 100, 100), capture.last(100));
    assertEquals(expected(FIFTY_MB - LIMIT, LIMIT), capture.last(LIMIT));
  }

  @Test
  void outputWithinTheLimitIsKeptWhole() {
    BoundedCapture capture = new BoundedCapture(16);
    write(capture, "hello\n");

    assertEquals("hello\n", capture.text());
    assertEquals(6, capture.totalBytes());
    assertEquals(6, capture.retainedBytes());
  }

  @Test
  void outputUpToTwiceTheLimitIsKeptWholeWithoutMarker() {
    BoundedCapture capture = new BoundedCapture(4);
    write(capture, "abcdef");
    write(capture, "gh");

    assertEquals("abcdefgh", capture.text());
    assertEquals(8, capture.retainedBytes());
  }

  @Test
  void justOverTwiceTheLimitOmitsTheMiddle() {
    BoundedCapture capture = new BoundedCapture(4);
    write(capture, "abcd12345wxyz");

    assertEquals("abcd\n[... 5 bytes omitted ...]\nwxyz", capture.text());
    assertEquals(13, capture.totalBytes());
    assertEquals(8, capture.retainedBytes());
  }

  @Test
  void lastReturnsTheLastBytesAcrossHeadAndTail() {
    BoundedCapture capture = new BoundedCapture(4);
    write(capture, "abcdef");

    assertEquals("def", capture.last(3));
    assertEquals("f", capture.last(1));
    assertEquals("", capture.last(0));
    assertEquals("abcdef", capture.last(100));
  }

  @Test
  void lastOfAnEmptyCaptureIsEmpty() {
    BoundedCapture capture = new BoundedCapture();

    assertEquals("", capture.last(10));
    assertEquals("", capture.text());
    assertEquals(0, capture.totalBytes());
  }

  @Test
  void invalidUtf8BecomesReplacementCharacters() {
    BoundedCapture capture = new BoundedCapture(4);
    // 'a', a lead byte followed by a non-continuation, a byte never valid in UTF-8, then a truncated sequence.
    byte[] bytes = {'a', (byte) 0xC3, '(', (byte) 0xFF, 'b', (byte) 0xE2, (byte) 0x82};
    capture.write(bytes, 0, bytes.length);

    assertEquals("a\uFFFD(\uFFFDb\uFFFD", capture.text());
    assertEquals("b\uFFFD", capture.last(3));
  }

  @Test
  void validMultibyteTextWithinTheHeadSurvives() {
    BoundedCapture capture = new BoundedCapture();
    write(capture, "Plan: 1 to add – ✓ ünïcödé");

    assertEquals("Plan: 1 to add – ✓ ünïcödé", capture.text());
  }

  @Test
  void aCharacterAcrossTheHeadTailBoundaryIsNotSplitWhenNothingWasDropped() {
    BoundedCapture capture = new BoundedCapture(4);
    write(capture, "abc€");

    assertEquals("abc€", capture.text());
  }

  @Test
  void aLimitBelowOneByteIsRejected() {
    org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class, () -> new BoundedCapture(0));
  }

  /** The byte at each stream position: printable and position-dependent, so misplaced bytes show. */
  private static byte at(long position) {
    return (byte) ('!' + (position * 31 + position / 4093) % 90);
  }

  private static void fill(byte[] buffer, int off, int len, long streamPosition) {
    for (int i = 0; i < len; i++) {
      buffer[off + i] = at(streamPosition + i);
    }
  }

  private static String expected(long from, int len) {
    byte[] bytes = new byte[len];
    fill(bytes, 0, len, from);
    return new String(bytes, US_ASCII);
  }

  private static void write(BoundedCapture capture, String text) {
    byte[] bytes = text.getBytes(UTF_8);
    capture.write(bytes, 0, bytes.length);
  }
}
