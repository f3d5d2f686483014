package io.stackdrift.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.systemd.SystemdUnitsIT;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code stackdrift systemd}: printing, installing, the launcher, and refusing bad input. */
class SystemdCommandTest {

  /** A workspace (a stackdrift.toml at its root) with two stacks, one plan at a time of up to 50min each. */
  private static Path workspace(Path tmp) throws Exception {
    Path root = Files.createDirectories(tmp.resolve("infra ws"));
    Files.writeString(root.resolve("stackdrift.toml"), "[detect]\nparallel = 1\ntimeout = \"50m\"\n");
    for (String id : List.of("a", "b")) {
      Path dir = Files.createDirectories(root.resolve("stacks").resolve(id));
      Files.writeString(dir.resolve("stack.tm.hcl"), "stack {\n  id = \"" + id + "\"\n}\n");
    }
    return root;
  }

  @Test
  void printsBothUnitsForTheWorkspaceRoot(@TempDir Path tmp) throws Exception {
    Path root = workspace(tmp);
    // -C below the root: the units name the root, as every other command resolves it.
    CliRun run = CliRun.of("systemd", "--interval", "1h30m", "-C", root.resolve("stacks").toString());
    assertEquals(0, run.code(), run.err());
    List<String> lines = run.out().lines().toList();
    assertEquals("# --- stackdrift-detect.service ---", lines.get(0));
    assertEquals(1, lines.stream().filter("# --- stackdrift-detect.timer ---"::equals).count(), run.out());
    String execStart = lines.stream().filter(l -> l.startsWith("ExecStart=")).findFirst().orElseThrow();
    assertTrue(execStart.startsWith("ExecStart=/"), "an absolute program: " + execStart);
    assertTrue(execStart.endsWith(" detect -C \"" + root + "\" -o %S/stackdrift/drift-report.json"
        + " --metrics-textfile %S/stackdrift/stackdrift.prom --events-on-change"
        + " --progress-jsonl %S/stackdrift/events.jsonl"), execStart);
    assertTrue(lines.contains("ReadWritePaths=\"" + root + "\""), run.out());
    assertTrue(lines.contains("OnUnitActiveSec=1h 30min"), run.out());
    assertTrue(lines.contains("RandomizedDelaySec=9min"), run.out());
    // Two rounds of one 50min plan (plus kill grace) and a 5min margin.
    assertTrue(lines.contains("TimeoutStartSec=1h 45min 20s"), run.out());
  }

  @Test
  void installWritesBothUnitsReadableBySystemdAndTheyVerify(@TempDir Path tmp) throws Exception {
    Path root = workspace(tmp);
    Path dir = tmp.resolve("etc/systemd/system");
    CliRun run = CliRun.of("systemd", "--interval", "15m", "-C", root.toString(), "--install", dir.toString());
    assertEquals(0, run.code(), run.err());
    CliRun printed = CliRun.of("systemd", "--interval", "15m", "-C", root.toString());
    for (String name : List.of("stackdrift-detect.service", "stackdrift-detect.timer")) {
      Path file = dir.resolve(name);
      assertEquals("rw-r--r--", PosixFilePermissions.toString(Files.getPosixFilePermissions(file)), name);
      assertTrue(printed.out().contains("# --- " + name + " ---\n" + Files.readString(file)), name);
      assertTrue(run.out().contains("Wrote " + file), run.out());
    }
    assertTrue(run.out().contains("systemctl daemon-reload && systemctl enable --now stackdrift-detect.timer"),
        run.out());
    try (var files = Files.list(dir)) {
      assertEquals(2, files.count(), "no temporary file left behind");
    }
    SystemdUnitsIT.verify(dir, false);

    // Installing again replaces the units.
    assertEquals(0, CliRun.of("systemd", "--interval", "1h", "-C", root.toString(), "--install", dir.toString())
        .code());
    assertTrue(Files.readString(dir.resolve("stackdrift-detect.timer")).contains("\nOnUnitActiveSec=1h\n"));
  }

  @Test
  void userUnitsInstallAndVerifyForTheUserManager(@TempDir Path tmp) throws Exception {
    Path root = workspace(tmp);
    Path dir = tmp.resolve("home/.config/systemd/user");
    CliRun run = CliRun.of("systemd", "--user", "--interval", "15m", "-C", root.toString(), "--install",
        dir.toString());
    assertEquals(0, run.code(), run.err());
    assertTrue(run.out().contains("systemctl --user daemon-reload && systemctl --user enable --now"), run.out());
    String service = Files.readString(dir.resolve("stackdrift-detect.service"));
    assertTrue(service.contains("\nNoNewPrivileges=yes\n") && !service.contains("ProtectSystem="), service);
    SystemdUnitsIT.verify(dir, true);
  }

  @Test
  void aBadIntervalIsAUsageError(@TempDir Path tmp) throws Exception {
    Path root = workspace(tmp);
    for (String interval : List.of("soon", "0", "15", "500ms")) {
      CliRun run = CliRun.of("systemd", "--interval", interval, "-C", root.toString());
      assertEquals(1, run.code(), interval + ": " + run.out());
      assertTrue(run.err().startsWith("stackdrift: "), run.err());
      assertTrue(!run.err().contains("\tat "), "no stack trace: " + run.err());
      assertEquals("", run.out(), interval);
    }
    CliRun missing = CliRun.of("systemd", "-C", root.toString());
    assertEquals(1, missing.code());
    assertTrue(missing.err().contains("--interval"), missing.err());
  }

  @Test
  void aMissingWorkspaceOrAnUnwritableDirectoryIsAnError(@TempDir Path tmp) throws Exception {
    CliRun missing = CliRun.of("systemd", "--interval", "15m", "-C", tmp.resolve("nope").toString());
    assertEquals(1, missing.code());
    assertTrue(missing.err().contains("does not exist"), missing.err());

    Path root = workspace(tmp);
    Path file = Files.writeString(tmp.resolve("a-file"), "");
    CliRun notADirectory = CliRun.of("systemd", "--interval", "15m", "-C", root.toString(), "--install",
        file.toString());
    assertEquals(1, notADirectory.code());
    assertTrue(notADirectory.err().startsWith("stackdrift: cannot write " + file.resolve("stackdrift-detect.service")),
        notADirectory.err());
    assertEquals("", Files.readString(file));
  }

  @Test
  void aMaskedUnitIsNamedNotWrittenIntoDevNull(@TempDir Path tmp) throws Exception {
    Path root = workspace(tmp);
    Path units = Files.createDirectories(tmp.resolve("units"));
    Path masked = Files.createSymbolicLink(units.resolve("stackdrift-detect.service"), Path.of("/dev/null"));
    CliRun run = CliRun.of("systemd", "--interval", "15m", "-C", root.toString(), "--install", units.toString());
    assertEquals(1, run.code());
    assertTrue(run.err().contains("is masked"), run.err());
    assertTrue(Files.isSymbolicLink(masked));
    Files.delete(masked); // JUnit warns about a link out of its temporary directory
  }

  @Test
  void theLauncherIsTheRunningJarElseTheConfiguredOrTheProjectLauncher(@TempDir Path tmp) throws Exception {
    Path javaHome = tmp.resolve("jdk");
    Path jar = Files.writeString(tmp.resolve("stackdrift.jar"), "");
    assertEquals(List.of(javaHome.resolve("bin/java").toString(), "-jar", jar.toString()),
        SystemdCommand.launcher(null, javaHome, jar, Map.of(SystemdCommand.LAUNCHER_ENV, "/ignored")));

    Path classes = Files.createDirectories(tmp.resolve("project/target/classes"));
    assertEquals(List.of("/opt/stackdrift/bin/stackdrift"), SystemdCommand.launcher(null, javaHome, classes,
        Map.of(SystemdCommand.LAUNCHER_ENV, "/opt/stackdrift/bin/stackdrift")));
    assertEquals(List.of(Path.of("").toAbsolutePath().resolve("bin/stackdrift").toString()),
        SystemdCommand.launcher(null, javaHome, classes, Map.of(SystemdCommand.LAUNCHER_ENV, "bin/stackdrift")),
        "a relative launcher is made absolute");
    assertEquals(List.of(tmp.resolve("project/bin/stackdrift").toString()),
        SystemdCommand.launcher(null, javaHome, classes, Map.of()));
  }

  @Test
  void anInstalledLauncherIsRunInsteadOfItsJar(@TempDir Path tmp) throws Exception {
    Path javaHome = tmp.resolve("jdk");
    Path jar = Files.writeString(tmp.resolve("stackdrift.jar"), "");
    assertEquals(List.of("/usr/bin/stackdrift"), SystemdCommand.launcher("/usr/bin/stackdrift", javaHome, jar,
        Map.of(SystemdCommand.LAUNCHER_ENV, "/ignored")));
    assertEquals(List.of("/usr/bin/stackdrift"), SystemdCommand.launcher("/usr/bin/../bin/stackdrift", javaHome,
        tmp.resolve("classes"), Map.of()), "normalised");
    assertEquals(List.of(javaHome.resolve("bin/java").toString(), "-jar", jar.toString()),
        SystemdCommand.launcher("", javaHome, jar, Map.of()), "a blank property is no launcher");
  }
}
