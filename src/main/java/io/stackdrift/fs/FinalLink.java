package io.stackdrift.fs;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;

/**
 * Where an output path leads: its directory made real, and a final symbolic link followed only
 * when it is trusted, i.e. owned by root or the effective user and in a directory others cannot
 * write. A root timer writing {@code /tmp/drift.json} must never follow another user's link to
 * {@code /etc/passwd}. The entry found is then opened without following links, so a link put there
 * after this look-up makes the open fail rather than be followed.
 */
final class FinalLink {
  private static final int MAX_LINKS = 8;

  private FinalLink() {}

  /** The entry to open: in a real directory, and not a link when this returned. */
  static Path resolve(Path path) throws IOException {
    Path current = path.toAbsolutePath();
    for (int links = 0; ; links++) {
      Path entry = inRealDirectory(current);
      BasicFileAttributes attrs = lstat(entry);
      if (attrs == null || !attrs.isSymbolicLink()) {
        return entry;
      }
      if (links == MAX_LINKS) {
        throw new OutputException("more than " + MAX_LINKS + " symbolic links in a row from " + path);
      }
      checkTrusted(entry);
      current = entry.getParent().resolve(Files.readSymbolicLink(entry));
    }
  }

  private static Path inRealDirectory(Path path) throws IOException {
    Path name = path.getFileName();
    Path parent = path.getParent();
    if (name == null || parent == null) {
      throw new OutputException(path + " is a directory");
    }
    try {
      return parent.toRealPath().resolve(name);
    } catch (NoSuchFileException e) {
      throw new OutputException("the directory " + parent + " does not exist");
    }
  }

  private static BasicFileAttributes lstat(Path entry) throws IOException {
    try {
      return Files.readAttributes(entry, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
    } catch (NoSuchFileException e) {
      return null;
    }
  }

  private static void checkTrusted(Path link) throws IOException {
    var distrust = LinkTrust.distrust(link);
    if (distrust.isPresent()) {
      throw new OutputException("the symbolic link " + link + " is " + distrust.get()
          + "; it is not followed (write the file itself, or in a directory only its owner can write)");
    }
  }
}
