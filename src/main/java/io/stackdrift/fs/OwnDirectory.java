package io.stackdrift.fs;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;

/**
 * Whether a directory on the way to a saved plan is the run's own (contract §4b, §9): a directory,
 * not a link, owned by the user running stackdrift and writable by nobody else. Whoever else can
 * write it can rename the plan directories in it and put their own in their place, and the apply
 * that follows, root's as often as not, would run what they wrote. A state directory taken over with
 * {@code chown} but not {@code chown -R} leaves its {@code tmp/} in exactly that state.
 */
final class OwnDirectory {
  private static final int GROUP_OR_OTHERS_WRITE = 0022;

  private OwnDirectory() {}

  /** Fails, naming {@code dir} and the command that fixes it, unless only this run's user can change it. */
  static void require(Path dir) throws IOException {
    Map<String, Object> a;
    try {
      a = Files.readAttributes(dir, "unix:uid,mode,isDirectory,isSymbolicLink", LinkOption.NOFOLLOW_LINKS);
    } catch (IOException e) {
      throw new IOException("cannot check " + dir + " (it holds saved plans): " + OsReason.of(e), e);
    }
    if (Boolean.TRUE.equals(a.get("isSymbolicLink")) || !Boolean.TRUE.equals(a.get("isDirectory"))) {
      throw new IOException(dir + " is not a directory (a link or a file): remove it, stackdrift recreates it");
    }
    DirectoryTrust trust = DirectoryTrust.forThisProcess();
    int owner = (Integer) a.get("uid");
    int mode = (Integer) a.get("mode") & 07777;
    boolean ours = trust.isEffectiveUser(owner);
    boolean shared = (mode & GROUP_OR_OTHERS_WRITE) != 0;
    if (ours && !shared) {
      return;
    }
    String quoted = DirectoryTrust.quote(dir);
    String fix = !ours ? "chown -R " + trust.ownerName() + " " + quoted + (shared ? " && chmod go-w " + quoted : "")
        : "chmod go-w " + quoted;
    String what = !ours ? "is owned by uid " + owner + ", not by the user running stackdrift (uid "
        + trust.uid() + ")" : "is writable by group or others (mode " + String.format(Locale.ROOT, "%04o", mode)
        + ")";
    throw new IOException(dir + " " + what + ", so another user could put their own plan in place of one "
        + "stackdrift saved there: run '" + fix + "'");
  }
}
