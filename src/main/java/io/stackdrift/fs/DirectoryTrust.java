package io.stackdrift.fs;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Whether a real directory may hold state for this process (contract §9): the directory and each
 * of its ancestors owned by root or the effective user, the directory writable by nobody else, and an
 * ancestor writable by others only when it is sticky and root's (as {@code /tmp} is). Anyone else who
 * can write there could swap the directory or plant links in it.
 */
final class DirectoryTrust {
  private static final int GROUP_OR_OTHERS_WRITE = 0022;
  private static final Pattern SHELL_SAFE = Pattern.compile("[A-Za-z0-9_./@%+=:,-]+");

  private final int effectiveUid;

  DirectoryTrust(int effectiveUid) {
    this.effectiveUid = effectiveUid;
  }

  /** Trust as this process sees it: root and its effective user. */
  static DirectoryTrust forThisProcess() {
    return new DirectoryTrust(EffectiveUser.UID);
  }

  /** Checks {@code real} (no links in it) and its ancestors; returns the directory's file key. */
  Object check(Path real) throws IOException {
    Map<String, Object> dir = attributes(real);
    if (!Files.isDirectory(real, LinkOption.NOFOLLOW_LINKS)) {
      throw new StateDirectoryException("the state directory " + real + " is not a directory: choose a directory");
    }
    int owner = (Integer) dir.get("uid");
    int mode = (Integer) dir.get("mode") & 07777;
    if (!trustedOwner(owner)) {
      throw new StateDirectoryException("the state directory " + real + " is owned by uid " + owner
          + ", not by root or the user running stackdrift (uid " + effectiveUid + "): run '" + chown(real) + "'");
    }
    if ((mode & GROUP_OR_OTHERS_WRITE) != 0) {
      throw new StateDirectoryException("the state directory " + real + " is writable by group or others (mode "
          + octal(mode) + "): run 'chmod go-w " + quote(real) + "'");
    }
    for (Path up = real.getParent(); up != null; up = up.getParent()) {
      checkAncestor(up, up + ", a parent of the state directory " + real + ",");
    }
    return dir.get("fileKey");
  }

  /**
   * Checks each link on the way to {@code absolute} before it is followed: owned by root or the
   * effective user, in a directory that passes the parent rule. Whoever could replace the link could
   * otherwise point a root run at a directory of their choosing. systemd's {@code DynamicUser=} link
   * is root's, in root's {@code /var/lib}.
   */
  void checkLinks(Path absolute) throws IOException {
    Path current = absolute.getRoot();
    for (Path name : absolute) {
      Path next = current.resolve(name);
      if (!Files.isSymbolicLink(next)) {
        current = next;
        continue;
      }
      String which = next + ", a link on the way to the state directory " + absolute + ",";
      int owner = (Integer) attributes(next).get("uid");
      if (!trustedOwner(owner)) {
        throw new StateDirectoryException(which + " is owned by uid " + owner + ", not by root or the user running "
            + "stackdrift (uid " + effectiveUid + "): give the real directory, or run 'chown -h "
            + ownerName() + " " + quote(next) + "'");
      }
      checkAncestor(current, current + ", which holds " + which);
      try {
        current = next.toRealPath();
      } catch (IOException e) {
        return; // a link to nothing: creating the directory fails with the reason
      }
    }
  }

  private void checkAncestor(Path ancestor, String which) throws IOException {
    Map<String, Object> a = attributes(ancestor);
    int owner = (Integer) a.get("uid");
    int mode = (Integer) a.get("mode") & 07777;
    if (!trustedOwner(owner)) {
      throw new StateDirectoryException(which + " is owned by uid " + owner + ", not by root or the user running "
          + "stackdrift (uid " + effectiveUid + "): run '" + chown(ancestor) + "' or choose another state directory");
    }
    if (!Modes.openToOthers(mode, owner)) {
      return;
    }
    String chmod = "chmod o-w " + quote(ancestor);
    throw new StateDirectoryException(!Modes.sticky(mode)
        ? which + " is writable by others without the sticky bit (mode " + octal(mode) + "): run '" + chmod + "'"
            + (owner == 0 ? " (or 'chmod +t " + quote(ancestor) + "' to keep it shared)" : "")
        : which + " is writable by others and not owned by root (mode " + octal(mode) + "): run '" + chmod + "'");
  }

  /** The uid this process runs as. */
  int uid() {
    return effectiveUid;
  }

  /** The user this process runs as (not root, unless it runs as root). */
  boolean isEffectiveUser(int uid) {
    return uid == effectiveUid;
  }

  /** Root or the effective user (also what a followed output link must be owned by, see FinalLink). */
  boolean trustedOwner(int uid) {
    return uid == 0 || uid == effectiveUid;
  }

  private String chown(Path path) {
    return "chown " + ownerName() + " " + quote(path);
  }

  /** The effective user as {@code chown} takes it. */
  String ownerName() {
    return effectiveUid == 0 ? "root" : Integer.toString(effectiveUid);
  }

  private static Map<String, Object> attributes(Path path) throws IOException {
    try {
      return Files.readAttributes(path, "unix:uid,mode,fileKey", LinkOption.NOFOLLOW_LINKS);
    } catch (IOException e) {
      throw new StateDirectoryException("cannot check " + path + " (for the state directory): " + OsReason.of(e), e);
    }
  }

  private static String octal(int mode) {
    return String.format(Locale.ROOT, "%04o", mode);
  }

  /** The path as one shell word, so the suggested command can be pasted. */
  static String quote(Path path) {
    String text = path.toString();
    return SHELL_SAFE.matcher(text).matches() ? text : "'" + text.replace("'", "'\\''") + "'";
  }

  /** The effective uid of this process (Linux: {@code /proc/self/status}, second field of {@code Uid:}). */
  static int effectiveUid() throws IOException {
    for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
      if (line.startsWith("Uid:")) {
        return Integer.parseInt(line.substring(4).trim().split("\\s+")[1]);
      }
    }
    throw new IOException("/proc/self/status has no Uid line");
  }

  /** The effective uid, read once. */
  private static final class EffectiveUser {
    static final int UID = read();

    private static int read() {
      try {
        return effectiveUid();
      } catch (IOException | RuntimeException e) {
        return 0; // without /proc only root is trusted, the stricter choice
      }
    }
  }
}
