package io.stackdrift.report;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;

/**
 * Writes a file so that readers see the old content or the new, never a part: a temporary file in
 * the same directory, fsync, rename (contract §7). Mode 0640.
 */
public final class AtomicFile {
  private AtomicFile() {}

  public static void write(Path target, String content) throws IOException {
    write(target, content, "rw-r-----");
  }

  /** The same with other permissions (e.g. {@code rw-r--r--}), set whatever the umask. */
  public static void write(Path target, String content, String permissions) throws IOException {
    Path abs = target.toAbsolutePath();
    Path dir = abs.getParent();
    Path tmp = Files.createTempFile(dir, "." + abs.getFileName() + ".", ".tmp",
        PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString(permissions)));
    try {
      Files.setPosixFilePermissions(tmp, PosixFilePermissions.fromString(permissions));
      try (FileChannel ch = FileChannel.open(tmp, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING)) {
        ByteBuffer buf = ByteBuffer.wrap(content.getBytes(StandardCharsets.UTF_8));
        while (buf.hasRemaining()) {
          ch.write(buf);
        }
        ch.force(true);
      }
      try {
        Files.move(tmp, abs, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
      } catch (AtomicMoveNotSupportedException e) {
        Files.move(tmp, abs, StandardCopyOption.REPLACE_EXISTING);
      }
      syncDirectory(dir);
    } finally {
      Files.deleteIfExists(tmp);
    }
  }

  private static void syncDirectory(Path dir) {
    try (FileChannel ch = FileChannel.open(dir, StandardOpenOption.READ)) {
      ch.force(true);
    } catch (IOException e) {
      // not every file system lets a directory be synced; the rename is already durable there
    }
  }
}
