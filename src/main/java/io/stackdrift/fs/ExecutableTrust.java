package io.stackdrift.fs;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.Map;

/**
 * Whether a program may be run by this process (contract §9): a tool binary that another user owns,
 * or that others can write, or that sits in a directory others can write (without the sticky bit
 * of a root-owned {@code /tmp}), lets that user run code as whoever runs stackdrift, root on a
 * host's timer.
 */
public final class ExecutableTrust {
  private static final int OTHERS_WRITE = 0002;
  private static final int STICKY = 01000;

  private ExecutableTrust() {}

  /** Null when {@code program} may run; else why not, with the fix. Links are followed to the real file. */
  public static String problem(Path program) {
    DirectoryTrust trust = DirectoryTrust.forThisProcess();
    try {
      Path real = program.toRealPath();
      Map<String, Object> file = Files.readAttributes(real, "unix:uid,mode", LinkOption.NOFOLLOW_LINKS);
      int owner = (Integer) file.get("uid");
      int mode = (Integer) file.get("mode");
      String quoted = DirectoryTrust.quote(real);
      if (!trust.trustedOwner(owner)) {
        return real + " is owned by uid " + owner + ", not by root or the user running stackdrift: another user "
            + "could change what runs; install the tool as root (or run 'chown root " + quoted + "')";
      }
      if ((mode & OTHERS_WRITE) != 0) {
        return real + " is writable by others: run 'chmod o-w " + quoted + "'";
      }
      Path dir = real.getParent();
      Map<String, Object> parent = Files.readAttributes(dir, "unix:uid,mode", LinkOption.NOFOLLOW_LINKS);
      int dirMode = (Integer) parent.get("mode");
      boolean sharedTmp = (dirMode & STICKY) != 0 && (Integer) parent.get("uid") == 0;
      if ((dirMode & OTHERS_WRITE) != 0 && !sharedTmp) {
        return real + " is in " + dir + ", which others can write: move the tool to a directory only its owner "
            + "can write";
      }
      return null;
    } catch (IOException | UnsupportedOperationException e) {
      return "cannot check " + program + ": " + (e instanceof IOException io ? OsReason.of(io) : e.getMessage());
    }
  }
}
