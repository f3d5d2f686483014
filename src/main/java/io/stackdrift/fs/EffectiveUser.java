package io.stackdrift.fs;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** The effective user id: the owner of /proc/self (Java has no geteuid). */
final class EffectiveUser {
  private static volatile Integer uid;

  private EffectiveUser() {}

  static int uid() throws IOException {
    Integer known = uid;
    if (known == null) {
      known = (Integer) Files.getAttribute(Path.of("/proc/self"), "unix:uid");
      uid = known;
    }
    return known;
  }
}
