package io.stackdrift.fs;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.util.Set;

/**
 * Replaces a regular file so that readers see the old content or the new, never a part: a temporary
 * file created exclusively beside it, fsync, rename, fsync of the directory. Any failure removes the
 * temporary file and leaves the old one as it was.
 */
final class AtomicReplace {
  private static final SecureRandom RANDOM = new SecureRandom();

  private AtomicReplace() {}

  /**
   * Writes {@code content} to {@code entry} (whose directory is real) with {@code mode}, and with
   * group {@code gid} unless null.
   */
  static void write(Path entry, Content content, Set<PosixFilePermission> mode, Integer gid, boolean replacing)
      throws IOException {
    Path dir = entry.getParent();
    Path tmp = dir.resolve("." + entry.getFileName() + "." + Long.toUnsignedString(RANDOM.nextLong(), 36) + ".tmp");
    try {
      try (FileChannel ch = FileChannel.open(tmp, Set.of(StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE,
          LinkOption.NOFOLLOW_LINKS), PosixFilePermissions.asFileAttribute(mode))) {
        keepGroup(tmp, gid);
        Files.setPosixFilePermissions(tmp, mode); // whatever the umask took away
        content.writeTo(ch);
        ch.force(true);
      }
      Files.move(tmp, entry, StandardCopyOption.ATOMIC_MOVE);
    } catch (IOException e) {
      deleteQuietly(tmp);
      throw new OutputException(OsReason.of(e), replacing); // the temporary name would read like the fault
    } catch (RuntimeException e) { // content that fails half way leaves no temporary file either
      deleteQuietly(tmp);
      throw e;
    }
    syncDirectory(dir);
  }

  private static void keepGroup(Path tmp, Integer gid) {
    if (gid == null) {
      return;
    }
    try {
      Files.setAttribute(tmp, "unix:gid", gid, LinkOption.NOFOLLOW_LINKS);
    } catch (IOException e) {
      // a user outside that group cannot give it away; the file keeps the user's group and its mode
    }
  }

  private static void deleteQuietly(Path tmp) {
    try {
      Files.deleteIfExists(tmp);
    } catch (IOException e) {
      // the directory refused the file's removal as it refused its writing; nothing else to do
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
