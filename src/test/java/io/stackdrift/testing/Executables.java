package io.stackdrift.testing;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

/** Programs a test runs beside stackdrift (promtool, prometheus, chromium), found on PATH. */
public final class Executables {
  private Executables() {}

  /** The program, or a loud skip (a failure under CI) naming the Debian package that has it. */
  public static Path require(String name, String debianPackage) {
    return Stream.of(System.getenv().getOrDefault("PATH", "").split(File.pathSeparator))
        .filter(dir -> !dir.isEmpty()).map(dir -> Path.of(dir, name)).filter(Files::isExecutable)
        .findFirst()
        .orElseGet(() -> Required.skipOrFail(name + " is not on PATH, so this test cannot run"
            + " (Debian: apt-get install --no-install-recommends " + debianPackage + ")"));
  }
}
