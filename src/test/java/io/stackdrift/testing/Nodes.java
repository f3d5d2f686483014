package io.stackdrift.testing;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Device nodes and FIFOs made under a test's temporary directory (never the host's /dev), as root. */
public final class Nodes {
  private Nodes() {}

  /** A character device like /dev/null (1, 3) or /dev/full (1, 7). */
  public static Path charDevice(Path path, int major, int minor) throws Exception {
    run("mknod", path.toString(), "c", Integer.toString(major), Integer.toString(minor));
    return path;
  }

  public static Path blockDevice(Path path, int major, int minor) throws Exception {
    run("mknod", path.toString(), "b", Integer.toString(major), Integer.toString(minor));
    return path;
  }

  public static Path fifo(Path path) throws Exception {
    run("mkfifo", path.toString());
    return path;
  }

  /** The file type letter as ls shows it: c, b, p, d, l, s or - (regular). */
  public static String type(Path path) throws IOException {
    int mode = (Integer) Files.getAttribute(path, "unix:mode", LinkOption.NOFOLLOW_LINKS);
    return switch (mode & 0170000) {
      case 0020000 -> "c";
      case 0060000 -> "b";
      case 0010000 -> "p";
      case 0040000 -> "d";
      case 0120000 -> "l";
      case 0140000 -> "s";
      default -> "-";
    };
  }

  /** Runs a command to its end; false when it failed (e.g. mount without the privilege). */
  public static boolean tryRun(String... argv) throws Exception {
    Process p = new ProcessBuilder(new ArrayList<>(List.of(argv))).redirectErrorStream(true)
        .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
    if (!p.waitFor(30, TimeUnit.SECONDS)) {
      p.destroyForcibly();
      return false;
    }
    return p.exitValue() == 0;
  }

  public static void run(String... argv) throws Exception {
    if (!tryRun(argv)) {
      throw new IllegalStateException(String.join(" ", argv) + " failed");
    }
  }
}
