package io.stackdrift.fs;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

/**
 * Whether a file may hold a secret this process relies on (a bearer token): a regular file (a link
 * to one is fine), owned by root or the user running stackdrift, and neither writable nor readable
 * by others. Another user who could write it could set the token; one who could read it could use
 * it.
 */
public final class SecretFile {
  private static final int OTHERS_READ_WRITE = 0006;
  private static final int GROUP_WRITE = 0020;

  private SecretFile() {}

  /** Null when {@code file} may hold the secret; else "PATH ..." saying why and how to fix it. */
  public static String problem(Path file) {
    Map<String, Object> attrs;
    try {
      attrs = Files.readAttributes(file, "unix:uid,mode");
    } catch (IOException e) {
      return file + ": cannot read: " + OsReason.of(e);
    }
    int mode = (Integer) attrs.get("mode");
    int owner = (Integer) attrs.get("uid");
    String quoted = DirectoryTrust.quote(file);
    if ((mode & 0170000) != 0100000) {
      return file + ": not a regular file; the token must be in a file";
    }
    if (!DirectoryTrust.forThisProcess().trustedOwner(owner)) {
      return file + ": owned by uid " + owner + ", not by root or the user running stackdrift: run 'chown "
          + "$(id -u) " + quoted + "'";
    }
    if ((mode & (OTHERS_READ_WRITE | GROUP_WRITE)) != 0) {
      return file + ": others can read or write it (mode " + String.format("%04o", mode & 07777) + "): run 'chmod "
          + "600 " + quoted + "'";
    }
    return null;
  }
}
