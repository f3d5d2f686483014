package io.stackdrift.process;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.function.UnaryOperator;

/**
 * Keeps the first and the last {@code limit} bytes of a stream and counts the rest, so a
 * multi-megabyte output never sits in memory whole. Memory grows with the output: most tools print
 * a few hundred bytes, and every process has two captures.
 */
public final class BoundedCapture {
  public static final int DEFAULT_LIMIT = 64 * 1024;
  private static final int FIRST_SIZE = 1024;

  private final int limit;
  private byte[] head = new byte[0];
  /** The ring of the last bytes, from when the head is full. */
  private byte[] tail;
  private int headSize;
  private long tailWritten;
  private long total;

  public BoundedCapture() {
    this(DEFAULT_LIMIT);
  }

  public BoundedCapture(int limit) {
    if (limit < 1) {
      throw new IllegalArgumentException("limit must be at least 1 byte, not " + limit);
    }
    this.limit = limit;
  }

  public synchronized void write(byte[] buf, int off, int len) {
    total += len;
    int toHead = Math.min(len, limit - headSize);
    if (headSize + toHead > head.length) {
      head = Arrays.copyOf(head, Math.min(limit, Math.max(headSize + toHead, Math.max(FIRST_SIZE, 2 * head.length))));
    }
    System.arraycopy(buf, off, head, headSize, toHead);
    headSize += toHead;
    if (toHead < len && tail == null) {
      tail = new byte[limit];
    }
    writeTail(buf, off + toHead, len - toHead);
  }

  /** Into the ring: only the last {@code limit} bytes of a chunk can survive, in at most two copies. */
  private void writeTail(byte[] buf, int off, int len) {
    int skip = Math.max(0, len - limit);
    tailWritten += skip;
    off += skip;
    len -= skip;
    while (len > 0) {
      int at = (int) (tailWritten % limit);
      int n = Math.min(len, limit - at);
      System.arraycopy(buf, off, tail, at, n);
      tailWritten += n;
      off += n;
      len -= n;
    }
  }

  public synchronized long totalBytes() {
    return total;
  }

  /** Bytes held in memory (at most twice the limit). */
  public synchronized int retainedBytes() {
    return headSize + (int) Math.min(tailWritten, limit);
  }

  /** Bytes of buffer allocated (the retained bytes, rounded up as the head grows). */
  synchronized int allocatedBytes() {
    return head.length + (tail == null ? 0 : tail.length);
  }

  /** The captured text: head, a marker for what was dropped, tail. Invalid UTF-8 becomes U+FFFD. */
  public synchronized String text() {
    return text(UnaryOperator.identity());
  }

  /**
   * The captured text with {@code each} applied to the head and to the tail apart, before the
   * marker joins them: a redactor must see where each kept part begins and ends.
   */
  public synchronized String text(UnaryOperator<String> each) {
    String start = new String(head, 0, headSize, StandardCharsets.UTF_8);
    if (tailWritten == 0) {
      return each.apply(start);
    }
    long dropped = total - headSize - Math.min(tailWritten, limit);
    if (dropped == 0) {
      return each.apply(new String(lastBytes(), StandardCharsets.UTF_8)); // decoded whole: no character is split
    }
    return each.apply(start) + "\n[... " + dropped + " bytes omitted ...]\n"
        + each.apply(new String(tailBytes(), StandardCharsets.UTF_8));
  }

  /** The last {@code max} bytes of the stream, decoded. */
  public synchronized String last(int max) {
    byte[] all = lastBytes();
    int from = Math.max(0, all.length - max);
    return new String(all, from, all.length - from, StandardCharsets.UTF_8);
  }

  private byte[] lastBytes() {
    byte[] t = tailBytes();
    if (total > headSize + t.length) {
      return t;
    }
    byte[] all = new byte[headSize + t.length];
    System.arraycopy(head, 0, all, 0, headSize);
    System.arraycopy(t, 0, all, headSize, t.length);
    return all;
  }

  private byte[] tailBytes() {
    if (tail == null) {
      return new byte[0];
    }
    int size = (int) Math.min(tailWritten, tail.length);
    byte[] out = new byte[size];
    long start = tailWritten - size;
    for (int i = 0; i < size; i++) {
      out[i] = tail[(int) ((start + i) % tail.length)];
    }
    return out;
  }
}
