package io.stackdrift.fs;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;

/**
 * Writes and removes files inside the workspace (generated code, contract §15): never outside the
 * workspace's root, never through a symbolic link (neither the file nor any directory between the
 * root and it), each file replaced atomically (rw-r--r--, as Terramate's 0666 under the usual umask,
 * keeping an existing file's own mode); missing directories are created.
 */
public final class WorkspaceFile {
  private static final Set<PosixFilePermission> MODE = PosixFilePermissions.fromString("rw-r--r--");

  private WorkspaceFile() {}

  /** Replaces {@code file} (below {@code root}, both absolute and normal) with {@code content}. */
  public static void replace(Path root, Path file, byte[] content) throws IOException {
    Path dir = checked(root, file);
    createDirectories(root, dir);
    boolean exists = Files.exists(file, LinkOption.NOFOLLOW_LINKS);
    if (exists && !Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
      throw new IOException(root.relativize(file) + " is not a regular file (a link or a directory): not replaced");
    }
    Set<PosixFilePermission> mode = exists ? Files.getPosixFilePermissions(file, LinkOption.NOFOLLOW_LINKS) : MODE;
    AtomicReplace.write(file, Content.of(content), mode, null, exists);
  }

  /** Removes {@code file} (below {@code root}); a link or anything but a regular file is refused. */
  public static void delete(Path root, Path file) throws IOException {
    checked(root, file);
    if (!Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
      throw new IOException(root.relativize(file) + " is not a regular file: not removed");
    }
    Files.delete(file);
  }

  /** The file's directory, once no part of the path leaves the root or is a link. */
  private static Path checked(Path root, Path file) throws IOException {
    if (!file.isAbsolute() || !file.normalize().equals(file) || !file.startsWith(root) || file.equals(root)) {
      throw new IOException(file + " is outside the workspace " + root + ": not written");
    }
    Path dir = file.getParent();
    for (Path p = dir; p != null && p.startsWith(root) && !p.equals(root); p = p.getParent()) {
      if (Files.isSymbolicLink(p)) {
        throw new IOException(root.relativize(p) + " is a symbolic link: nothing is written through it");
      }
    }
    return dir;
  }

  private static void createDirectories(Path root, Path dir) throws IOException {
    if (dir.equals(root) || Files.isDirectory(dir, LinkOption.NOFOLLOW_LINKS)) {
      return;
    }
    createDirectories(root, dir.getParent());
    Files.createDirectory(dir);
  }
}
