package io.stackdrift.discovery;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;

/**
 * Whether a stack's directory holds an OpenTofu root on this host (contract §3, pending_root): a
 * regular file {@code *.tf}, {@code *.tofu} or their JSON forms, not a link. Read here, with the
 * workspace's other files, so the status rules decide on the answer alone.
 */
public final class OpenTofuRoot {
  private OpenTofuRoot() {}

  /** True when the directory holds no configuration file, or cannot be read. */
  public static boolean missing(Stack stack) {
    try (DirectoryStream<Path> entries = Files.newDirectoryStream(stack.dir())) {
      for (Path p : entries) {
        if (isConfigurationName(p.getFileName().toString()) && Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS)) {
          return false;
        }
      }
      return true;
    } catch (IOException e) {
      return true;
    }
  }

  /** {@code *.tf}, {@code *.tofu} and their JSON forms (CDKTF and other generators write JSON). */
  static boolean isConfigurationName(String name) {
    return !name.startsWith(".") && (name.endsWith(".tf") || name.endsWith(".tofu") || name.endsWith(".tf.json")
        || name.endsWith(".tofu.json"));
  }
}
