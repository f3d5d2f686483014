package io.stackdrift.fs;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Whether a symbolic link may be followed (contract §9): owned by root or the effective user, and
 * in a directory others cannot write. Whoever could plant or replace it could otherwise lead a root
 * run into a file of their choosing: to write it, or to quote it in an error.
 */
public final class LinkTrust {
  private LinkTrust() {}

  /**
   * Why the symbolic link {@code link} must not be followed ("owned by uid 1001, not by root or the
   * user running stackdrift", "in /tmp/x, which others can write"), or empty when it may be.
   */
  public static Optional<String> distrust(Path link) throws IOException {
    int owner = (Integer) Files.getAttribute(link, "unix:uid", LinkOption.NOFOLLOW_LINKS);
    if (!DirectoryTrust.forThisProcess().trustedOwner(owner)) {
      return Optional.of("owned by uid " + owner + ", not by root or the user running stackdrift");
    }
    Path dir = link.toAbsolutePath().getParent();
    if (Modes.othersWrite((Integer) Files.getAttribute(dir, "unix:mode"))) {
      return Optional.of("in " + dir + ", which others can write");
    }
    return Optional.empty();
  }
}
