package io.stackdrift.fs;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.Map;

/**
 * Whether a run as root may use what another user controls (contract §9): a workspace, a
 * configuration file or a stack directory owned by another user, or writable by others, lets that
 * user run code as root through the plans (provider binaries of {@code terraform.d/plugins}, a
 * {@code dev_overrides} CLI configuration). As git refuses a repository of "dubious ownership", a
 * root run refuses them unless the operator names the workspace as safe. Other users' runs are
 * theirs: only root is checked.
 */
public final class RootTrust {
  private RootTrust() {}

  /** Whether this process runs as root. */
  public static boolean runningAsRoot() {
    return DirectoryTrust.forThisProcess().isEffectiveUser(0);
  }

  /**
   * Null when a root run may use {@code path} ({@code what} names it: "the workspace", "the stack
   * directory"); else why not. A path that does not exist is no problem here. Links are not followed.
   */
  public static String problem(Path path, String what) {
    Map<String, Object> attrs;
    try {
      attrs = Files.readAttributes(path, "unix:uid,mode", LinkOption.NOFOLLOW_LINKS);
    } catch (java.nio.file.NoSuchFileException e) {
      return null;
    } catch (IOException | UnsupportedOperationException e) {
      return "cannot check " + what + " " + path + ": " + (e instanceof IOException io ? OsReason.of(io)
          : e.getMessage());
    }
    int owner = (Integer) attrs.get("uid");
    int mode = (Integer) attrs.get("mode");
    if (owner != 0) {
      return what + " " + path + " is owned by uid " + owner + ", not root: a root run would run that user's code";
    }
    if (Modes.openToOthers(mode, owner)) {
      return what + " " + path + " is writable by others: a root run would run their code; run 'chmod o-w "
          + DirectoryTrust.quote(path) + "'";
    }
    return null;
  }
}
