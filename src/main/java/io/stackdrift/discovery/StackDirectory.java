package io.stackdrift.discovery;

import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;

/**
 * Whether a stack's directory is still what discovery saw when a tool is about to run in it
 * (contract §9): discovery refuses links, and a directory swapped for a link during the run (to a
 * clean copy: a false clean; to {@code /etc}: a root run there) must not be planned through it.
 */
public final class StackDirectory {
  private StackDirectory() {}

  /** Null when {@code dir} (below {@code root}) is a directory with no link on the way; else what changed. */
  public static String changed(Path root, Path dir) {
    if (!Files.exists(dir, LinkOption.NOFOLLOW_LINKS)) {
      return "the stack directory " + dir + " is gone (deleted during the run); nothing was run in it";
    }
    for (Path p = dir; p != null && p.startsWith(root) && !p.equals(root); p = p.getParent()) {
      if (Files.isSymbolicLink(p)) {
        return (p.equals(dir) ? "the stack directory " + dir : dir + ": " + p) + " was replaced by a symbolic link "
            + "after discovery; nothing was run through it";
      }
    }
    if (!Files.isDirectory(dir, LinkOption.NOFOLLOW_LINKS)) {
      return "the stack directory " + dir + " is no longer a directory; nothing was run in it";
    }
    return null;
  }
}
