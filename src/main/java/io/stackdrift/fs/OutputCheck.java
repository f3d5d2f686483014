package io.stackdrift.fs;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.AccessMode;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Map;
import java.util.Optional;

/**
 * Whether an output path can be written at all, asked before a run starts any plan: a report that
 * cannot be kept should cost one line at once, not the whole run's plans. It looks as {@link
 * OutputFile} will write (the trusted final link followed, the real directory, the entry's type),
 * but only looks: the write still checks everything on its open descriptor and reports its own
 * error when the path changed in between.
 */
public final class OutputCheck {
  private static final int TYPE_BITS = 0170000;
  private static final int DIRECTORY = 0040000;
  private static final int BLOCK_DEVICE = 0060000;
  private static final int REGULAR = 0100000;
  private static final int SOCKET = 0140000;

  /** How the output is written: replaced atomically (a file beside it first), or appended to. */
  public enum Write { REPLACE, APPEND }

  private OutputCheck() {}

  /**
   * Why {@code path} cannot take an output, as one line naming {@code flag} and the path and
   * saying what to do; empty when it can.
   */
  public static Optional<String> refusal(String flag, Path path, Write write) {
    return problem(path, write).map(reason -> flag + " " + path + ": " + reason);
  }

  /** The reason alone, without the flag and path. */
  static Optional<String> problem(Path path, Write write) {
    if (path.toAbsolutePath().getFileName() == null) {
      return Optional.of("it is a directory; name a file inside it, or choose another path");
    }
    Path given = path.getParent() == null ? Path.of(".") : path.getParent();
    Optional<String> parent = directoryProblem(given);
    if (parent.isPresent()) {
      return parent;
    }
    Path entry;
    try {
      entry = FinalLink.resolve(path);
    } catch (OutputException e) {
      return Optional.of(e.getMessage());
    } catch (IOException e) {
      return Optional.of("it cannot be looked up: " + OsReason.of(e) + "; choose another path");
    }
    Map<String, Object> attrs;
    try {
      attrs = Files.readAttributes(entry, "unix:mode,uid", LinkOption.NOFOLLOW_LINKS);
    } catch (NoSuchFileException e) {
      return writableDirectory(entry.getParent(), shown(given, entry));
    } catch (IOException e) {
      return Optional.of("it cannot be looked up: " + OsReason.of(e) + "; choose another path");
    }
    int type = (Integer) attrs.get("mode") & TYPE_BITS;
    if (type == DIRECTORY) {
      return Optional.of("it is a directory; name a file inside it, or choose another path");
    }
    if (type == BLOCK_DEVICE || type == SOCKET) {
      return Optional.of("it is " + (type == BLOCK_DEVICE ? "a block device" : "a socket")
          + "; outputs go to regular files, character devices, FIFOs or '-'");
    }
    try {
      SharedDirectory.refuseForeign(entry.getParent(), (Integer) attrs.get("uid"));
    } catch (IOException e) {
      return Optional.of(OsReason.of(e));
    }
    Optional<String> itself = access(entry, "it", AccessMode.WRITE);
    if (itself.isPresent() || type != REGULAR || write == Write.APPEND) {
      return itself; // a device or FIFO is written through, a file appended to in place: no file beside it
    }
    return writableDirectory(entry.getParent(), shown(given, entry));
  }

  private static Optional<String> directoryProblem(Path dir) {
    BasicFileAttributes attrs;
    try {
      attrs = Files.readAttributes(dir, BasicFileAttributes.class);
    } catch (NoSuchFileException e) {
      return Optional.of("directory " + dir + " does not exist; create it or choose another path");
    } catch (IOException e) {
      return Optional.of("directory " + dir + " cannot be reached: " + OsReason.of(e) + "; choose another path");
    }
    if (!attrs.isDirectory()) {
      return Optional.of(dir + " is not a directory; choose a path in a directory");
    }
    return Optional.empty();
  }

  /** The new file (or the temporary one beside the old) is created there. */
  private static Optional<String> writableDirectory(Path real, Path shown) {
    return access(real, "directory " + shown, AccessMode.WRITE, AccessMode.EXECUTE);
  }

  /**
   * The directory as the user named it, unless a link led elsewhere: then the one that is written.
   */
  private static Path shown(Path given, Path entry) {
    try {
      return given.toRealPath().equals(entry.getParent()) ? given : entry.getParent();
    } catch (IOException e) {
      return entry.getParent();
    }
  }

  /**
   * The kernel's own answer for this process (root may write whatever the mode says, except on a
   * read-only file system), rather than a guess from the mode bits.
   */
  private static Optional<String> access(Path path, String what, AccessMode... modes) {
    try {
      path.getFileSystem().provider().checkAccess(path, modes);
      return Optional.empty();
    } catch (AccessDeniedException e) {
      return Optional.of(what + " is not writable by " + user() + "; make it writable, or choose another path");
    } catch (IOException e) { // EROFS and the like: the OS's words
      return Optional.of(what + " cannot be written: " + OsReason.of(e) + "; choose another path");
    }
  }

  private static String user() {
    try {
      return "this user (uid " + DirectoryTrust.effectiveUid() + ")";
    } catch (IOException e) {
      return "this user";
    }
  }
}
