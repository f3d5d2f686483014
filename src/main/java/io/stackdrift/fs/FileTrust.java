package io.stackdrift.fs;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * Whether a file that chooses what the tool runs (a CLI configuration: {@code dev_overrides},
 * provider installation) may be given to it (contract §9): the same owner and mode checks as the
 * tool's binary ({@link ExecutableTrust}), links followed to the real file.
 */
public final class FileTrust {
  private FileTrust() {}

  /** Null when {@code file} may be used, or does not exist (the tool then reads none); else why not, with the fix. */
  public static String problem(Path file) {
    try {
      return check(file, quoted -> "another user could choose what the tool runs; run 'chown root " + quoted
          + "' or use a file of your own");
    } catch (NoSuchFileException e) {
      return null;
    } catch (IOException | UnsupportedOperationException e) {
      return "cannot check " + file + ": " + (e instanceof IOException io ? OsReason.of(io) : e.getMessage());
    }
  }

  /**
   * The checks of a file the tool runs or reads, after following links: owner root or the
   * effective user ({@code ownerFix} of the quoted real path says what to do otherwise), not
   * writable by others, in a directory others cannot write (a root-owned sticky one aside).
   */
  static String check(Path file, UnaryOperator<String> ownerFix) throws IOException {
    DirectoryTrust trust = DirectoryTrust.forThisProcess();
    Path real = file.toRealPath();
    Map<String, Object> attrs = Files.readAttributes(real, "unix:uid,mode", LinkOption.NOFOLLOW_LINKS);
    int owner = (Integer) attrs.get("uid");
    String quoted = DirectoryTrust.quote(real);
    if (!trust.trustedOwner(owner)) {
      return real + " is owned by uid " + owner + ", not by root or the user running stackdrift: "
          + ownerFix.apply(quoted);
    }
    if (Modes.othersWrite((Integer) attrs.get("mode"))) {
      return real + " is writable by others: run 'chmod o-w " + quoted + "'";
    }
    Path dir = real.getParent();
    Map<String, Object> parent = Files.readAttributes(dir, "unix:uid,mode", LinkOption.NOFOLLOW_LINKS);
    if (Modes.openToOthers((Integer) parent.get("mode"), (Integer) parent.get("uid"))) {
      return real + " is in " + dir + ", which others can write: move it to a directory only its owner can write";
    }
    return null;
  }
}
