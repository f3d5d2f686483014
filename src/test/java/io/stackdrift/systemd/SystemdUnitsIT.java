package io.stackdrift.systemd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.stackdrift.testing.Required;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The unit texts, checked line by line and by systemd itself ({@code systemd-analyze verify}). */
public class SystemdUnitsIT {
  private static final String JAVA = Path.of(System.getProperty("java.home"), "bin", "java").toString();

  @Test
  void systemUnitsRunDetectIntoTheStateDirectoryWithHardening() {
    Path root = Path.of("/srv/infra");
    SystemdUnits.Inputs in = new SystemdUnits.Inputs(List.of("/usr/bin/java", "-jar", "/opt/stackdrift.jar"), root,
        Duration.ofMinutes(15), Duration.ofHours(1), false);
    List<String> service = SystemdUnits.service(in).lines().toList();
    assertTrue(service.containsAll(List.of(
        "[Unit]",
        "Description=stackdrift drift detection of /srv/infra",
        "After=network-online.target docker.service",
        "Wants=network-online.target",
        "[Service]",
        "Type=oneshot",
        "StateDirectory=stackdrift",
        "ExecStart=/usr/bin/java -jar /opt/stackdrift.jar detect -C /srv/infra"
            + " -o %S/stackdrift/drift-report.json --metrics-textfile %S/stackdrift/stackdrift.prom"
            + " --events-on-change --progress-jsonl %S/stackdrift/events.jsonl",
        "Environment=NO_COLOR=1",
        "SuccessExitStatus=0",
        "TimeoutStartSec=1h",
        "NoNewPrivileges=yes",
        "PrivateTmp=yes",
        "ProtectSystem=full",
        "ProtectHome=read-only",
        "ReadWritePaths=/srv/infra")), String.join("\n", service));

    List<String> timer = SystemdUnits.timer(in).lines().toList();
    assertTrue(timer.containsAll(List.of(
        "[Unit]",
        "Description=Run stackdrift drift detection of /srv/infra every 15min",
        "[Timer]",
        "OnBootSec=5min",
        "OnUnitActiveSec=15min",
        "RandomizedDelaySec=1min 30s",
        "AccuracySec=1min 30s",
        "Persistent=true",
        "Unit=stackdrift-detect.service",
        "[Install]",
        "WantedBy=timers.target")), String.join("\n", timer));

    List<SystemdUnits.Unit> units = SystemdUnits.render(in);
    assertEquals(List.of("stackdrift-detect.service", "stackdrift-detect.timer"),
        units.stream().map(SystemdUnits.Unit::name).toList());
  }

  @Test
  void bothUnitKindsEndEveryProcessLeftInTheirCgroup() {
    for (boolean user : List.of(false, true)) {
      SystemdUnits.Inputs in = new SystemdUnits.Inputs(List.of("/opt/bin/stackdrift"), Path.of("/srv/infra"),
          Duration.ofMinutes(15), Duration.ofHours(1), user);
      String service = SystemdUnits.service(in);
      assertTrue(service.lines().anyMatch("KillMode=control-group"::equals), service);
    }
  }

  @Test
  void userUnitsKeepOnlyWhatTheUserManagerCanDo() {
    SystemdUnits.Inputs in = new SystemdUnits.Inputs(List.of("/opt/bin/stackdrift"), Path.of("/home/op/infra"),
        Duration.ofHours(1), Duration.ofHours(1), true);
    String service = SystemdUnits.service(in);
    List<String> lines = service.lines().toList();
    assertTrue(lines.containsAll(List.of("StateDirectory=stackdrift", "NoNewPrivileges=yes", "Type=oneshot",
        "After=network-online.target docker.service")), service);
    assertTrue(lines.stream().anyMatch(l -> l.startsWith("ExecStart=/opt/bin/stackdrift detect -C /home/op/infra "
        + "-o %S/stackdrift/drift-report.json")), service);
    for (String rootOnly : List.of("ProtectSystem=", "ProtectHome=", "PrivateTmp=", "ReadWritePaths=", "Wants=")) {
      assertTrue(lines.stream().noneMatch(l -> l.startsWith(rootOnly)), rootOnly + " in\n" + service);
    }
    assertTrue(SystemdUnits.timer(in).lines().anyMatch("WantedBy=timers.target"::equals));
  }

  @Test
  void pathsAreQuotedAndEscapedForSystemd() {
    SystemdUnits.Inputs in = new SystemdUnits.Inputs(List.of("/opt/my $tools/java", "-jar", "/opt/100% $HOME/s\"d.jar"),
        Path.of("/srv/infra 50%"), Duration.ofMinutes(15), Duration.ofHours(1), false);
    List<String> service = SystemdUnits.service(in).lines().toList();
    assertTrue(service.contains("ExecStart=\"/opt/my $tools/java\" -jar \"/opt/100%% $$HOME/s\\\"d.jar\" detect "
        + "-C \"/srv/infra 50%%\" -o %S/stackdrift/drift-report.json --metrics-textfile %S/stackdrift/stackdrift.prom"
        + " --events-on-change --progress-jsonl %S/stackdrift/events.jsonl"), String.join("\n", service));
    assertTrue(service.contains("ReadWritePaths=\"/srv/infra 50%%\""), String.join("\n", service));
    assertTrue(service.contains("Description=stackdrift drift detection of /srv/infra 50%%"));
  }

  @Test
  void inputsThatCannotMakeAValidUnitAreRefused() {
    Path root = Path.of("/srv/infra");
    Duration hour = Duration.ofHours(1);
    assertThrows(IllegalArgumentException.class,
        () -> new SystemdUnits.Inputs(List.of("bin/stackdrift"), root, hour, hour, false));
    assertThrows(IllegalArgumentException.class,
        () -> new SystemdUnits.Inputs(List.of("/bin/stackdrift"), Path.of("infra"), hour, hour, false));
    IllegalArgumentException shortInterval = assertThrows(IllegalArgumentException.class,
        () -> new SystemdUnits.Inputs(List.of("/bin/stackdrift"), root, Duration.ofMillis(500), hour, false));
    assertTrue(shortInterval.getMessage().contains("at least 1s"), shortInterval.getMessage());
    IllegalArgumentException newline = assertThrows(IllegalArgumentException.class,
        () -> new SystemdUnits.Inputs(List.of("/bin/stackdrift"), Path.of("/srv/in\nfra"), hour, hour, false));
    assertTrue(newline.getMessage().contains("control character"), newline.getMessage());
  }

  @Test
  void timespansAreWrittenAsSystemdWritesThem() throws Exception {
    List<String[]> cases = List.of(
        new String[] {"PT15M", "15min"}, new String[] {"PT1H", "1h"}, new String[] {"PT90S", "1min 30s"},
        new String[] {"PT1H30M", "1h 30min"}, new String[] {"PT168H", "7d"}, new String[] {"PT25H0.5S", "1d 1h 500ms"},
        new String[] {"PT1S", "1s"});
    for (String[] c : cases) {
      assertEquals(c[1], SystemdUnits.timespan(Duration.parse(c[0])), c[0]);
    }
    // systemd reads each back as the same number of microseconds.
    Path analyze = requireSystemdAnalyze();
    for (String[] c : cases) {
      Result r = run(List.of(analyze.toString(), "timespan", c[1]), null);
      assertEquals(0, r.code, r.output);
      long micros = Duration.parse(c[0]).toNanos() / 1000;
      assertTrue(r.output.lines().anyMatch(l -> l.strip().equals("μs: " + micros)), c[1] + ": " + r.output);
    }
  }

  @Test
  void timerDelaysFollowTheInterval() {
    assertEquals(Duration.ofSeconds(90), SystemdUnits.randomizedDelay(Duration.ofMinutes(15)));
    assertEquals(Duration.ofMinutes(6), SystemdUnits.randomizedDelay(Duration.ofHours(1)));
    assertEquals(Duration.ofSeconds(1), SystemdUnits.randomizedDelay(Duration.ofSeconds(5)));
    assertEquals(Duration.ofSeconds(9), SystemdUnits.randomizedDelay(Duration.ofMillis(99_999)));
    assertEquals(Duration.ofSeconds(90), SystemdUnits.bootDelay(Duration.ofSeconds(90)));
    assertEquals(Duration.ofMinutes(5), SystemdUnits.bootDelay(Duration.ofHours(1)));
  }

  @Test
  void theStartTimeoutCoversEveryRoundOfPlansAndIsAtLeastAnHour() {
    Duration perStack = Duration.ofMinutes(14);
    Duration grace = Duration.ofSeconds(10);
    assertEquals(Duration.ofHours(1), SystemdUnits.startTimeout(perStack, grace, 0, 4));
    assertEquals(Duration.ofHours(1), SystemdUnits.startTimeout(perStack, grace, 8, 4), "2 rounds fit in an hour");
    // 40 stacks, 4 at once: 10 rounds of 14min10s, plus 5min.
    assertEquals(Duration.ofMinutes(146).plusSeconds(40), SystemdUnits.startTimeout(perStack, grace, 40, 4));
    assertEquals("2h 26min 40s", SystemdUnits.timespan(SystemdUnits.startTimeout(perStack, grace, 40, 4)));
    assertEquals(Duration.ofMinutes(65), SystemdUnits.startTimeout(Duration.ofMinutes(60), Duration.ZERO, 1, 0));
  }

  @Test
  void systemUnitsPassSystemdAnalyzeVerify(@TempDir Path tmp) throws Exception {
    Path root = Files.createDirectories(tmp.resolve("infra $HOME 50%"));
    Path jar = Files.writeString(Files.createDirectories(tmp.resolve("opt 100%")).resolve("stackdrift.jar"), "");
    SystemdUnits.Inputs in = new SystemdUnits.Inputs(List.of(JAVA, "-jar", jar.toString()), root,
        Duration.ofMinutes(15), Duration.ofHours(1), false);
    verify(write(tmp.resolve("units"), in), false);
  }

  @Test
  void aLauncherWithSpacesAndSpecifiersInItsPathPassesVerify(@TempDir Path tmp) throws Exception {
    // verify checks that ExecStart's program exists: a wrongly escaped path would not be found.
    Path launcher = Files.createDirectories(tmp.resolve("bin 100% $HOME")).resolve("stackdrift");
    Files.writeString(launcher, "#!/bin/sh\nexit 0\n");
    Files.setPosixFilePermissions(launcher, PosixFilePermissions.fromString("rwxr-xr-x"));
    SystemdUnits.Inputs in = new SystemdUnits.Inputs(List.of(launcher.toString()), Files.createDirectories(
        tmp.resolve("infra")), Duration.ofSeconds(90), Duration.ofHours(1), false);
    verify(write(tmp.resolve("units"), in), false);
  }

  @Test
  void userUnitsPassSystemdAnalyzeUserVerify(@TempDir Path tmp) throws Exception {
    Path jar = Files.writeString(tmp.resolve("stackdrift.jar"), "");
    SystemdUnits.Inputs in = new SystemdUnits.Inputs(List.of(JAVA, "-jar", jar.toString()),
        Files.createDirectories(tmp.resolve("infra")), Duration.ofHours(1).plusMinutes(30), Duration.ofHours(1), true);
    verify(write(tmp.resolve("units"), in), true);
  }

  @Test
  void verifyCatchesABrokenUnit(@TempDir Path tmp) throws Exception {
    // The check itself must be able to fail: a misspelt key is only a warning for systemd.
    requireSystemdAnalyze();
    Path dir = write(tmp.resolve("units"), new SystemdUnits.Inputs(List.of(JAVA), Files.createDirectories(
        tmp.resolve("infra")), Duration.ofMinutes(15), Duration.ofHours(1), false));
    Files.writeString(dir.resolve(SystemdUnits.SERVICE), "ProtectSytem=full\n", StandardOpenOption.APPEND);
    Throwable failure = assertThrows(Throwable.class, () -> verify(dir, false));
    assertTrue(failure.getMessage().contains("ProtectSytem"), failure.getMessage());
  }

  private static Path write(Path dir, SystemdUnits.Inputs in) throws IOException {
    Files.createDirectories(dir);
    for (SystemdUnits.Unit unit : SystemdUnits.render(in)) {
      Files.writeString(dir.resolve(unit.name()), unit.text());
    }
    return dir;
  }

  /**
   * Runs {@code systemd-analyze [--user] verify} on the two units in {@code dir}: it must exit 0 and
   * say nothing about them (it reports bad keys and values as warnings only). Lines about other
   * units of this machine are ignored. Without systemd-analyze: fails in CI, else skips loudly.
   */
  public static void verify(Path dir, boolean user) throws Exception {
    Path analyze = requireSystemdAnalyze();
    List<String> command = new ArrayList<>(List.of(analyze.toString()));
    if (user) {
      command.add("--user");
    }
    command.add("verify");
    command.add(dir.resolve(SystemdUnits.SERVICE).toString());
    command.add(dir.resolve(SystemdUnits.TIMER).toString());
    Path runtime = null;
    if (user && System.getenv("XDG_RUNTIME_DIR") == null) {
      // The user manager needs a runtime directory; a root shell or a container has none.
      runtime = Files.createDirectories(dir.resolve("runtime"));
      Files.setPosixFilePermissions(runtime, PosixFilePermissions.fromString("rwx------"));
    }
    Result r = run(command, runtime);
    List<String> aboutOurs = r.output.lines()
        .filter(l -> l.contains("stackdrift-detect") || l.contains(dir.toString())).toList();
    assertEquals(0, r.code, String.join(" ", command) + "\n" + r.output);
    assertTrue(aboutOurs.isEmpty(), String.join(" ", command) + " complained:\n" + String.join("\n", aboutOurs));
  }

  private static Path requireSystemdAnalyze() {
    for (String dir : (System.getenv().getOrDefault("PATH", "") + ":/usr/bin:/bin").split(":")) {
      Path candidate = Path.of(dir.isEmpty() ? "." : dir, "systemd-analyze");
      if (Files.isExecutable(candidate)) {
        return candidate;
      }
    }
    String why = "systemd-analyze is not installed (package systemd), so the units cannot be verified";
    return Required.skipOrFail(why);
  }

  private record Result(int code, String output) {}

  private static Result run(List<String> command, Path runtimeDir) throws Exception {
    ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true);
    pb.environment().put("SYSTEMD_COLORS", "0");
    pb.environment().put("SYSTEMD_PAGER", "cat");
    if (runtimeDir != null) {
      pb.environment().put("XDG_RUNTIME_DIR", runtimeDir.toString());
    }
    Process p = pb.start();
    p.getOutputStream().close();
    byte[] out = p.getInputStream().readAllBytes();
    if (!p.waitFor(60, TimeUnit.SECONDS)) {
      p.destroyForcibly();
      fail(String.join(" ", command) + " did not finish in 60s");
    }
    return new Result(p.exitValue(), new String(out, StandardCharsets.UTF_8));
  }
}
