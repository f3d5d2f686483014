package io.stackdrift.testing;

import io.stackdrift.cli.Main;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The command line that runs stackdrift in a JVM of its own, for tests that signal or kill it. */
public final class CliProcess {
  private CliProcess() {}

  public static List<String> argv(String... args) {
    List<String> argv = new ArrayList<>(List.of(
        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        // as the jar's manifest: outputs are checked on their open descriptor (io.stackdrift.fs)
        "--add-opens", "java.base/java.io=ALL-UNNAMED", "--add-opens", "java.base/sun.nio.ch=ALL-UNNAMED",
        "-cp", System.getProperty("java.class.path"), Main.class.getName()));
    argv.addAll(List.of(args));
    return argv;
  }
}
