package io.stackdrift.fs;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.Map;

/**
 * Outputs in a shared directory such as {@code /tmp} (sticky, writable by everyone): a file, FIFO or
 * device that another user created there in advance under the output's name is refused, as Linux's
 * {@code protected_regular} and {@code protected_fifos} refuse it. Otherwise that user would receive
 * the whole report through a FIFO, or keep a group that can read the replaced file.
 */
final class SharedDirectory {

  private SharedDirectory() {}

  /** Fails when {@code existing} is another user's entry in a sticky, world-writable directory. */
  static void refuseForeign(Descriptor existing) throws IOException {
    refuseForeign(existing.path().getParent(), existing.uid());
  }

  /** The same for an entry of {@code dir} owned by {@code owner}, before anything is opened. */
  static void refuseForeign(Path dir, int owner) throws IOException {
    if (dir == null) {
      return;
    }
    Map<String, Object> attrs = Files.readAttributes(dir, "unix:mode,uid", LinkOption.NOFOLLOW_LINKS);
    int mode = (Integer) attrs.get("mode");
    if (!Modes.sticky(mode) || !Modes.othersWrite(mode)) {
      return;
    }
    if (DirectoryTrust.forThisProcess().isEffectiveUser(owner) || owner == (Integer) attrs.get("uid")) {
      return;
    }
    throw new OutputException("it is owned by uid " + owner + " in the shared directory " + dir
        + " (sticky, writable by everyone), so another user could read or redirect it; it is not written, "
        + "as Linux's protected_regular and protected_fifos refuse it: write into a directory you own "
        + "(-o /var/lib/stackdrift/report.json, say) or remove it first");
  }
}
