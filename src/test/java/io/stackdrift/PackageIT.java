package io.stackdrift;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.testing.Executables;
import io.stackdrift.testing.ExternalTool;
import io.stackdrift.testing.Required;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * scripts/package.sh: the Debian package and the tarball it builds from target/stackdrift.jar, their
 * contents, and their launcher run from an extracted tree. Runs in Maven's integration-test phase,
 * after the package phase has built the jar (see the pom).
 */
class PackageIT {
  private static final Duration LIMIT = Duration.ofMinutes(5);
  private static final Path PROJECT = Path.of(System.getProperty("user.dir")).toAbsolutePath();

  @TempDir static Path dist;
  private static Path deb;
  private static Path tarball;

  @BeforeAll
  static void buildThePackages() throws Exception {
    Executables.require("dpkg-deb", "dpkg");
    if (!Files.isRegularFile(PROJECT.resolve("target/stackdrift.jar"))) {
      Required.skipOrFail("target/stackdrift.jar is missing: PackageIT runs in 'mvn verify' after the "
          + "package phase (or run 'mvn package -DskipTests' first)");
    }
    ExternalTool.Result built = ExternalTool.run(dist, env(), LIMIT,
        List.of(PROJECT.resolve("scripts/package.sh").toString(), "--out", dist.resolve("out").toString()));
    assertEquals(0, built.code(), built.describe());
    try (Stream<Path> files = Files.list(dist.resolve("out"))) {
      List<Path> made = files.sorted().toList();
      assertEquals(2, made.size(), made.toString());
      tarball = made.stream().filter(f -> f.toString().endsWith(".tar.gz")).findFirst().orElseThrow();
      deb = made.stream().filter(f -> f.toString().endsWith("_all.deb")).findFirst().orElseThrow();
    }
  }

  @Test
  void theDebianPackageInstallsTheLauncherJarManPageAndCompletions() throws Exception {
    ExternalTool.Result listing = dpkgDeb("-c", deb.toString());
    List<String> lines = listing.out().lines().toList();
    for (String file : List.of("./usr/lib/stackdrift/stackdrift.jar", "./usr/share/man/man1/stackdrift.1.gz",
        "./usr/share/bash-completion/completions/stackdrift", "./usr/share/fish/vendor_completions.d/stackdrift.fish",
        "./usr/lib/stackdrift/training/stackdrift.toml")) {
      assertTrue(lines.stream().anyMatch(l -> l.startsWith("-rw-r--r-- root/root ") && l.endsWith(" " + file)),
          file + " (0644, root's) in:\n" + listing.out());
    }
    assertTrue(lines.stream().anyMatch(l -> l.startsWith("-rwxr-xr-x root/root ") && l.endsWith(" ./usr/bin/stackdrift")),
        listing.out());
    assertTrue(lines.stream().noneMatch(l -> l.contains(".jsa")), "no class-data archive: it is made on the host");
    assertTrue(dpkgDeb("-f", deb.toString(), "Depends").out().contains("default-jre-headless (>= 2:1.17)"));
  }

  @Test
  void theExtractedLauncherRunsAndItsUnitsCallIt(@TempDir Path tmp) throws Exception {
    Path root = tmp.resolve("root");
    assertEquals(0, dpkgDeb("-x", deb.toString(), root.toString()).code());
    Path launcher = root.resolve("usr/bin/stackdrift");
    ExternalTool.Result version = ExternalTool.run(tmp, env(), LIMIT, List.of(launcher.toString(), "--version"));
    assertEquals(0, version.code(), version.describe());
    assertTrue(version.out().startsWith("stackdrift "), version.out());
    assertTrue(Files.readString(launcher).contains(
        "if [[ \"$lib\" == /usr/lib/stackdrift ]]; then archive_dir=/var/cache/stackdrift;"),
        "under /usr the launcher keeps its archive in /var/cache, writable under ProtectSystem=full");
    assertEquals(Files.readString(Path.of("packaging/stackdrift")), Files.readString(launcher),
        "one launcher: the package installs packaging/stackdrift unchanged");

    Path workspace = Files.createDirectories(tmp.resolve("infra"));
    Files.writeString(workspace.resolve("stackdrift.toml"), "");
    ExternalTool.Result units = ExternalTool.run(tmp, env(), LIMIT,
        List.of(launcher.toString(), "systemd", "--interval", "15m", "-C", workspace.toString()));
    assertEquals(0, units.code(), units.describe());
    assertTrue(units.out().contains("\nExecStart=" + launcher + " detect -C " + workspace + " "), units.out());
  }

  @Test
  void thePackagedManPagePassesGroff(@TempDir Path tmp) throws Exception {
    Path groff = Executables.require("groff", "groff-base");
    Path root = tmp.resolve("root");
    assertEquals(0, dpkgDeb("-x", deb.toString(), root.toString()).code());
    ExternalTool.Result checked = ExternalTool.run(tmp, Map.of(), LIMIT, List.of("sh", "-c",
        "gzip -dc \"$1\" | \"$2\" -man -ww -z", "sh", root.resolve("usr/share/man/man1/stackdrift.1.gz").toString(),
        groff.toString()));
    assertEquals(0, checked.code(), checked.describe());
    assertEquals("", checked.err(), "groff warned");
  }

  @Test
  void theTarballLauncherMakesItsClassDataArchiveAndStartsWithIt(@TempDir Path tmp) throws Exception {
    ExternalTool.Result unpacked = ExternalTool.run(tmp, Map.of(), LIMIT,
        List.of("tar", "-xzf", tarball.toString(), "-C", tmp.toString()));
    assertEquals(0, unpacked.code(), unpacked.describe());
    Path home;
    try (Stream<Path> dirs = Files.list(tmp)) {
      home = dirs.filter(d -> d.getFileName().toString().startsWith("stackdrift-")).findFirst().orElseThrow();
    }
    Path launcher = home.resolve("bin/stackdrift");
    ExternalTool.Result first = ExternalTool.run(tmp, env(), LIMIT, List.of(launcher.toString(), "--version"));
    assertEquals(0, first.code(), first.describe());
    List<Path> archives;
    try (Stream<Path> files = Files.list(home.resolve("lib/stackdrift"))) {
      archives = files.filter(f -> f.getFileName().toString().endsWith(".jsa")).toList();
    }
    assertEquals(1, archives.size(), "one archive for this JVM and jar: " + archives);
    // -Xshare:on makes the JVM refuse to start when it cannot map the archive
    Map<String, String> strict = new java.util.HashMap<>(env());
    strict.put("STACKDRIFT_JAVA_OPTS", "-Xshare:on");
    ExternalTool.Result second = ExternalTool.run(tmp, strict, LIMIT, List.of(launcher.toString(), "--version"));
    assertEquals(0, second.code(), second.describe());
    assertEquals(first.out(), second.out());
  }

  @Test
  void withoutJavaTheLauncherSaysWhatToInstall(@TempDir Path tmp) throws Exception {
    Path root = tmp.resolve("root");
    assertEquals(0, dpkgDeb("-x", deb.toString(), root.toString()).code());
    Path launcher = root.resolve("usr/bin/stackdrift");
    ExternalTool.Result r = ExternalTool.run(tmp, Map.of("JAVA_HOME", tmp.resolve("no-jdk").toString()), LIMIT,
        List.of(launcher.toString(), "--version"));
    assertEquals(1, r.code(), r.describe());
    assertEquals("stackdrift: " + tmp.resolve("no-jdk/bin/java") + " not found; install a Java 17+ runtime "
        + "(Debian: default-jre-headless) or set JAVA_HOME\n", r.err());
  }

  private static ExternalTool.Result dpkgDeb(String... args) throws Exception {
    List<String> command = new java.util.ArrayList<>(List.of("dpkg-deb"));
    command.addAll(List.of(args));
    ExternalTool.Result r = ExternalTool.run(dist, Map.of(), LIMIT, command);
    assertEquals(0, r.code(), r.describe());
    return r;
  }

  /** The launcher's java is the one running the tests. */
  private static Map<String, String> env() {
    return Map.of("JAVA_HOME", System.getProperty("java.home"));
  }
}
