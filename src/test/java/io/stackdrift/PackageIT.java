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
  /** The .deb extracted once ({@code dpkg-deb -x}), for the cases that read its files. */
  private static Path root;

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
    root = dist.resolve("root");
    assertEquals(0, dpkgDeb("-x", deb.toString(), root.toString()).code());
  }

  @Test
  void theDebianPackageInstallsTheLauncherJarManPageAndCompletions() throws Exception {
    ExternalTool.Result listing = dpkgDeb("-c", deb.toString());
    List<String> lines = listing.out().lines().toList();
    for (String file : List.of("./usr/share/stackdrift/stackdrift.jar", "./usr/share/man/man1/stackdrift.1.gz",
        "./usr/share/bash-completion/completions/stackdrift", "./usr/share/fish/vendor_completions.d/stackdrift.fish",
        "./usr/share/stackdrift/training/stackdrift.toml", "./usr/share/doc/stackdrift/copyright",
        "./usr/share/doc/stackdrift/changelog.Debian.gz", "./usr/share/doc/stackdrift/README.md",
        "./usr/share/doc/stackdrift/docs/systemd.md", "./usr/lib/systemd/system/stackdrift-detect@.service",
        "./usr/lib/systemd/system/stackdrift-detect@.timer")) {
      assertTrue(lines.stream().anyMatch(l -> l.startsWith("-rw-r--r-- root/root ") && l.endsWith(" " + file)),
          file + " (0644, root's) in:\n" + listing.out());
    }
    assertTrue(lines.stream().anyMatch(l -> l.startsWith("-rwxr-xr-x root/root ") && l.endsWith(" ./usr/bin/stackdrift")),
        listing.out());
    assertTrue(lines.stream().noneMatch(l -> l.contains(".jsa")), "no class-data archive: it is made on the host");
    assertTrue(dpkgDeb("-f", deb.toString(), "Depends").out().contains("default-jre-headless (>= 2:1.17)"));
    assertEquals("bash-completion\n", dpkgDeb("-f", deb.toString(), "Recommends").out());
    assertEquals("stackdrift maintainers <maintainers@stackdrift.dev>\n",
        dpkgDeb("-f", deb.toString(), "Maintainer").out(), "packaging/debian/maintainer");
  }

  @Test
  void lintianFindsNoErrorAndNoWarning() throws Exception {
    Path lintian = Executables.require("lintian", "lintian");
    ExternalTool.Result r = ExternalTool.run(dist, Map.of(), LIMIT,
        List.of(lintian.toString(), "--fail-on", "error,warning", deb.toString()));
    List<String> tags = r.out().lines().filter(l -> l.matches("^[EW]: .*")).toList();
    assertEquals(List.of(), tags, r.describe());
    assertEquals(0, r.code(), r.describe());
  }

  @Test
  void theCopyrightFileCoversEveryLibraryInTheJar() throws Exception {
    String copyright = Files.readString(root.resolve("usr/share/doc/stackdrift/copyright"));
    assertTrue(copyright.startsWith("Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n"));
    List<String> patterns = copyright.lines().filter(l -> l.startsWith("Files: ") && !l.equals("Files: *"))
        .flatMap(l -> java.util.Arrays.stream(l.substring(7).split(" ")))
        .map(p -> p.substring(0, p.length() - 1)).toList(); // "okio/*" -> "okio/"
    java.util.Set<String> uncovered = new java.util.TreeSet<>();
    try (java.util.zip.ZipFile jar = new java.util.zip.ZipFile(root.resolve("usr/share/stackdrift/stackdrift.jar").toFile())) {
      jar.stream().map(java.util.zip.ZipEntry::getName).filter(n -> n.endsWith(".class"))
          .map(n -> n.replaceFirst("^META-INF/versions/[0-9]+/", ""))
          .filter(n -> !n.startsWith("io/stackdrift/"))
          .filter(n -> patterns.stream().noneMatch(n::startsWith))
          .forEach(n -> uncovered.add(n.substring(0, n.lastIndexOf('/') + 1)));
    }
    assertEquals(java.util.Set.of(), uncovered, "classes of a library the copyright file does not name");
    for (String license : List.of("Apache-2.0", "MIT", "BSL-1.0", "BSD-3-Clause")) {
      assertTrue(copyright.contains("\nLicense: " + license + "\n "), "a License paragraph for " + license);
    }
  }

  @Test
  void theManPageLinksOnlyToInstalledDocs(@TempDir Path tmp) throws Exception {
    ExternalTool.Result page = ExternalTool.run(tmp, Map.of(), LIMIT, List.of("gzip", "-dc",
        root.resolve("usr/share/man/man1/stackdrift.1.gz").toString()));
    java.util.regex.Matcher links = java.util.regex.Pattern.compile("/usr/share/doc/stackdrift/([\\w/.*]+)")
        .matcher(page.out().replace("\\-", "-"));
    int found = 0;
    while (links.find()) {
      String link = links.group(1).replaceAll("[.]$", "");
      if (!link.isEmpty() && !link.contains("*")) {
        found++;
        assertTrue(Files.isRegularFile(root.resolve("usr/share/doc/stackdrift").resolve(link)), link);
      }
    }
    assertTrue(found >= 2, "the page links to the installed docs");
  }

  @Test
  void theCompletionHasNoHashbang() throws Exception {
    String script = Files.readString(root.resolve("usr/share/bash-completion/completions/stackdrift"));
    assertTrue(!script.startsWith("#!") && script.contains("complete"), script.substring(0, 200));
  }

  /** The template service's sandbox, as systemd-analyze rates it: at most 5.0 (OK or better). */
  @Test
  void theTemplateServiceIsExposedAtMostFive(@TempDir Path tmp) throws Exception {
    Path analyze = Executables.require("systemd-analyze", "systemd");
    Path unit = Files.copy(PROJECT.resolve("packaging/systemd/stackdrift-detect@.service"),
        tmp.resolve("stackdrift-detect@srv-infra.service"));
    ExternalTool.Result r = ExternalTool.run(tmp, Map.of(), LIMIT,
        List.of(analyze.toString(), "security", "--offline=yes", unit.toString()));
    java.util.regex.Matcher score = java.util.regex.Pattern.compile("Overall exposure level for \\S+: ([0-9.]+)")
        .matcher(r.out());
    assertTrue(score.find(), r.describe());
    assertTrue(Double.parseDouble(score.group(1)) <= 5.0, "exposure " + score.group(1) + ":\n" + r.out());
    String text = Files.readString(unit);
    for (String line : List.of("User=stackdrift", "ProtectSystem=strict", "ProtectHome=yes", "PrivateTmp=yes",
        "NoNewPrivileges=yes", "CapabilityBoundingSet=\n", "SystemCallFilter=@system-service",
        "RestrictAddressFamilies=AF_UNIX AF_INET AF_INET6", "StateDirectory=stackdrift/%i", "ReadWritePaths=%f")) {
      assertTrue(text.contains(line), line);
    }
  }

  /**
   * Two builds of one commit, from two clean clones, give byte-identical files: this checkout's
   * (its jar from this build) and a fresh clone's, built from nothing.
   */
  @Test
  void twoCleanBuildsOfOneCommitAreByteIdentical(@TempDir Path tmp) throws Exception {
    ExternalTool.Result status = ExternalTool.run(PROJECT, Map.of(), LIMIT,
        List.of("git", "status", "--porcelain", "--untracked-files=no"));
    if (status.code() != 0 || !status.out().isBlank()) {
      Required.skipOrFail("the checkout differs from its commit (or is not a git checkout), so a clone of the "
          + "commit cannot build the same package:\n" + status.out() + status.err());
    }
    Path clone = tmp.resolve("clone");
    ExternalTool.Result cloned = ExternalTool.run(tmp, Map.of(), LIMIT,
        List.of("git", "clone", "--quiet", "--no-local", PROJECT.toString(), clone.toString()));
    assertEquals(0, cloned.code(), cloned.describe());
    ExternalTool.Result built = ExternalTool.run(clone, env(), LIMIT,
        List.of("mvn", "-B", "-q", "-o", "package", "-Dmaven.test.skip=true")); // the tests are not compiled: the jar is the same
    assertEquals(0, built.code(), built.describe());
    ExternalTool.Result packaged = ExternalTool.run(clone, env(), LIMIT,
        List.of(clone.resolve("scripts/package.sh").toString(), "--out", tmp.resolve("out").toString()));
    assertEquals(0, packaged.code(), packaged.describe());
    assertTrue(java.util.Arrays.equals(Files.readAllBytes(PROJECT.resolve("target/stackdrift.jar")),
        Files.readAllBytes(clone.resolve("target/stackdrift.jar"))), "the jars differ");
    assertTrue(java.util.Arrays.equals(Files.readAllBytes(deb), Files.readAllBytes(tmp.resolve("out")
        .resolve(deb.getFileName()))), "the .deb files differ");
    assertTrue(java.util.Arrays.equals(Files.readAllBytes(tarball), Files.readAllBytes(tmp.resolve("out")
        .resolve(tarball.getFileName()))), "the tarballs differ");
  }

  @Test
  void theExtractedLauncherRunsAndItsUnitsCallIt(@TempDir Path tmp) throws Exception {
    Path launcher = root.resolve("usr/bin/stackdrift");
    ExternalTool.Result version = ExternalTool.run(tmp, env(), LIMIT, List.of(launcher.toString(), "--version"));
    assertEquals(0, version.code(), version.describe());
    assertTrue(version.out().startsWith("stackdrift "), version.out());
    assertTrue(Files.readString(launcher).contains(
        "if [[ \"$lib\" == /usr/share/stackdrift ]]; then archive_dir=/var/cache/stackdrift;"),
        "under /usr the launcher keeps its archive in /var/cache, made at install");
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
    try (Stream<Path> files = Files.list(home.resolve("share/stackdrift"))) {
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
