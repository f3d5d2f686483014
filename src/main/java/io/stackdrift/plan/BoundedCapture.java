package io.stackdrift.plan;

import java.nio.charset.StandardCharsets;

/**
 * Keeps the first and the last {@code limit} bytes of a stream and counts the rest, so a
 * multi-megabyte output never sits in memory whole.
 */
public final class BoundedCapture {
  public static final int DEFAULT_LIMIT = 64 * 1024;

  private final byte[] head;
  private final byte[] tail;
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
    head = new byte[limit];
    tail = new byte[limit];
  }

  public synchronized void write(byte[] buf, int off, int len) {
    total += len;
    int toHead = Math.min(len, head.length - headSize);
    System.arraycopy(buf, off, head, headSize, toHead);
    headSize += toHead;
    for (int i = off + toHead; i < off + len; i++) {
      tail[(int) (tailWritten++ % tail.length)] = buf[i];
    }
  }

  public synchronized long totalBytes() {
    return total;
  }

  /** Bytes held in memory (at most twice the limit). */
  public synchronized int retainedBytes() {
    return headSize + (int) Math.min(tailWritten, tail.length);
  }

  /** The captured text: head, a marker for what was dropped, tail. Invalid UTF-8 becomes U+FFFD. */
  public synchronized String text() {
    String start = new String(head, 0, headSize, StandardCharsets.UTF_8);
    if (tailWritten == 0) {
      return start;
    }
    long dropped = total - headSize - Math.min(tailWritten, tail.length);
    if (dropped == 0) {
      return new String(lastBytes(), StandardCharsets.UTF_8); // decoded whole: no character is split
    }
    return start + "\n[... " + dropped + " bytes omitted ...]\n" + new String(tailBytes(), StandardCharsets.UTF_8);
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
    int size = (int) Math.min(tailWritten, tail.length);
    byte[] out = new byte[size];
    long start = tailWritten - size;
    for (int i = 0; i < size; i++) {
      out[i] = tail[(int) ((start + i) % tail.length)];
    }
    return out;
  }
}
