package io.stackdrift.config;

import java.io.IOException;
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

  /** The file's bytes; an IOException with a one-line reason for anything else. */
  public static byte[] read(Path file, int maxBytes) throws IOException {
    BasicFileAttributes attrs = Files.readAttributes(file, BasicFileAttributes.class);
    if (!attrs.isRegularFile()) {
      throw new IOException("not a regular file (" + kind(attrs) + "); it must be a file");
    }
    byte[] bytes;
    try (InputStream in = Files.newInputStream(file)) {
      bytes = in.readNBytes(maxBytes + 1);
    }
    if (bytes.length > maxBytes) {
      throw new IOException("larger than " + size(maxBytes) + ", the limit for this file");
    }
    return bytes;
  }

  /** The same as UTF-8 text (invalid bytes replaced: callers that must reject them decode themselves). */
  public static String readString(Path file, int maxBytes) throws IOException {
    return new String(read(file, maxBytes), StandardCharsets.UTF_8);
  }

  private static String kind(BasicFileAttributes attrs) {
    if (attrs.isDirectory()) {
      return "a directory";
    }
    return attrs.isOther() ? "a device, FIFO or socket" : "not a file";
  }

  private static String size(int bytes) {
    return bytes % (1024 * 1024) == 0 ? bytes / (1024 * 1024) + " MiB" : bytes + " bytes";
  }
}
