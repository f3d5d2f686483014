package io.stackdrift.fs;

import java.io.IOException;
import java.io.FilterInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;

/**
 * Reads a file that comes from the workspace (configuration, a compose file, a {@code .env}): only a
 * regular file (a link to one is fine), and no more than a limit, whatever the file claims its size
 * is (contract §9). A committed {@code stackdrift.toml -> /dev/zero} would otherwise exhaust memory,
 * and a FIFO would block the run before it starts.
 */
public final class BoundedFile {
  private BoundedFile() {}

  /**
   * The file's bytes; an IOException with a one-line reason for anything else ({@code what} names the
   * kind of file in it: "a Terramate file").
   */
  public static byte[] read(Path file, int maxBytes, String what) throws IOException {
    BasicFileAttributes attrs = Files.readAttributes(file, BasicFileAttributes.class);
    if (!attrs.isRegularFile()) {
      throw new IOException("not a regular file (" + kind(attrs) + "); it must be a file");
    }
    byte[] bytes;
    try (InputStream in = Files.newInputStream(file)) {
      bytes = in.readNBytes(maxBytes + 1);
    }
    if (bytes.length > maxBytes) {
      throw new IOException("larger than " + size(maxBytes) + ", the limit for " + what);
    }
    return bytes;
  }

  /**
   * A regular file to read as a stream: reading past {@code maxBytes} fails with an IOException, so
   * a file that grows without end (or lies about its size) costs bounded time and memory.
   */
  public static InputStream open(Path file, long maxBytes, String what) throws IOException {
    BasicFileAttributes attrs = Files.readAttributes(file, BasicFileAttributes.class);
    if (!attrs.isRegularFile()) {
      throw new IOException("not a regular file (" + kind(attrs) + "); it must be a file");
    }
    return limited(Files.newInputStream(file), maxBytes, what);
  }

  /** Reading past a limit: what stands before it was read, the rest is not. */
  public static final class TooLarge extends IOException {
    TooLarge(long maxBytes, String what) {
      super("larger than " + size(maxBytes) + ", the limit for " + what);
    }
  }

  /**
   * Any stream, read no further than {@code maxBytes}: one byte more fails with {@link TooLarge}
   * (a file, or a tool's output read as it is written).
   */
  public static InputStream limited(InputStream in, long maxBytes, String what) {
    return new FilterInputStream(in) {
      private long left = maxBytes;

      @Override
      public int read() throws IOException {
        byte[] one = new byte[1];
        return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
      }

      @Override
      public int read(byte[] b, int off, int len) throws IOException {
        int n = super.read(b, off, (int) Math.min(len, left + 1));
        if (n > 0) {
          left -= n;
          if (left < 0) {
            throw new TooLarge(maxBytes, what);
          }
        }
        return n;
      }
    };
  }

  /** The same as UTF-8 text (invalid bytes replaced: callers that must reject them decode themselves). */
  public static String readString(Path file, int maxBytes, String what) throws IOException {
    return new String(read(file, maxBytes, what), StandardCharsets.UTF_8);
  }

  private static String kind(BasicFileAttributes attrs) {
    if (attrs.isDirectory()) {
      return "a directory";
    }
    return attrs.isOther() ? "a device, FIFO or socket" : "not a file";
  }

  private static String size(long bytes) {
    return bytes % (1024 * 1024) == 0 ? bytes / (1024 * 1024) + " MiB" : bytes + " bytes";
  }
}
