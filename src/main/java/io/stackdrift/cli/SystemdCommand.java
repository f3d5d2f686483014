package io.stackdrift.cli;

import io.stackdrift.config.ConfigurationException;
import io.stackdrift.fs.Content;
import io.stackdrift.fs.OsReason;
import io.stackdrift.fs.OutputFile;
import io.stackdrift.systemd.SystemdUnits;
import io.stackdrift.workspace.Workspace;
import java.io.IOException;
import java.io.PrintWriter;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(
    name = "systemd",
    mixinStandardHelpOptions = true,
    usageHelpAutoWidth = true,
    description = {
        "Prints or installs systemd units that run detect from a timer.",
        "",
        "Two units run 'detect' on the workspace: " + SystemdUnits.SERVICE + " (oneshot, hardened) and "
            + SystemdUnits.TIMER + " (every --interval). Results land in the state directory, /var/lib/stackdrift "
            + "(--user: ~/.local/state/stackdrift): drift-report.json, stackdrift.prom, events.jsonl (changes only) "
            + "and detect's history.",
        "",
        "ExecStart runs the installed launcher when stackdrift was installed (the package's /usr/bin/stackdrift, "
            + "the tarball's bin/stackdrift); else this java with -jar and this jar, by absolute path. When "
            + "stackdrift runs from classes rather than a jar, it runs STACKDRIFT_LAUNCHER if set, else the "
            + "project's bin/stackdrift."},
    footer = {"",
        "Install as root:",
        "  stackdrift systemd --interval 15m -C /srv/infra --install /etc/systemd/system",
        "  systemctl daemon-reload",
        "  systemctl enable --now " + SystemdUnits.TIMER,
        "See docs/systemd.md.",
        "",
        "Exit codes: 0 printed or written, 1 usage or configuration error, or a unit could not be written."})
final class SystemdCommand implements Callable<Integer> {
  static final String LAUNCHER_ENV = "STACKDRIFT_LAUNCHER";
  /**
   * Set by the installed launcher (the Debian package's /usr/bin/stackdrift, the tarball's
   * bin/stackdrift) to its own absolute path: the units then run it, with its class-data archive.
   */
  static final String INSTALLED_LAUNCHER_PROPERTY = "stackdrift.launcher";
  /** systemd reads units as any user. */
  private static final Set<PosixFilePermission> UNIT_MODE = PosixFilePermissions.fromString("rw-r--r--");

  @Mixin WorkspaceOptions workspace;

  @Option(names = "--interval", required = true, paramLabel = "DURATION", converter = DurationConverter.class,
      description = "Time between the start of one run and the next, e.g. 15m, 1h, 1h30m.")
  Duration interval;

  @Option(names = "--user", description = "Units for the user's manager (systemctl --user): results in "
      + "~/.local/state/stackdrift; no hardening that needs user namespaces.")
  boolean user;

  @Option(names = "--install", paramLabel = "DIR", description = "Write the two units into DIR (created if "
      + "missing; atomically, mode 0644) instead of printing them, e.g. /etc/systemd/system or, with --user, "
      + "~/.config/systemd/user.")
  Path install;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws ConfigurationException {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    Workspace ws = workspace.load(err);
    List<String> launcher = launcher(System.getProperty(INSTALLED_LAUNCHER_PROPERTY),
        Path.of(System.getProperty("java.home")), codeLocation(), System.getenv());
    Path program = Path.of(launcher.get(0));
    if (!Files.isExecutable(program)) {
      Diagnostics.warn(err, program + " is not an executable file; the service will fail until "
          + "it is (set " + LAUNCHER_ENV + " to the stackdrift launcher to use another)");
    }
    List<SystemdUnits.Unit> units;
    try {
      units = SystemdUnits.render(new SystemdUnits.Inputs(launcher, ws.root().toAbsolutePath().normalize(),
          interval, SystemdUnits.startTimeout(ws), user));
    } catch (IllegalArgumentException e) {
      throw ExitException.usage(e.getMessage());
    }
    if (install == null) {
      print(out, units);
    } else {
      install(out, units);
    }
    out.flush();
    return ExitCodes.OK;
  }

  private static void print(PrintWriter out, List<SystemdUnits.Unit> units) {
    for (int i = 0; i < units.size(); i++) {
      if (i > 0) {
        out.println();
      }
      out.println("# --- " + units.get(i).name() + " ---");
      out.print(units.get(i).text());
    }
  }

  private void install(PrintWriter out, List<SystemdUnits.Unit> units) {
    Path dir = install.toAbsolutePath().normalize();
    for (SystemdUnits.Unit unit : units) {
      Path file = dir.resolve(unit.name());
      try {
        Files.createDirectories(dir);
      } catch (IOException e) {
        throw ExitException.usage("cannot write " + file + ": " + reason(e) + " (--install needs a directory)");
      }
      checkNotMasked(file);
      try {
        OutputFile.replace(file, Content.of(unit.text()), UNIT_MODE);
      } catch (IOException e) {
        String why = OsReason.of(e);
        throw ExitException.usage("cannot write " + file + ": " + why + (why.startsWith("Permission denied")
            ? " (system units need root; user units: --user --install ~/.config/systemd/user)" : ""));
      }
      out.println("Wrote " + file);
    }
    String systemctl = user ? "systemctl --user" : "systemctl";
    out.println("Next: " + systemctl + " daemon-reload && " + systemctl + " enable --now " + SystemdUnits.TIMER);
  }

  /**
   * 'systemctl mask' links a unit to /dev/null; the writer would follow that root-owned link and
   * write the unit into /dev/null, so a masked unit is named instead of silently left masked.
   */
  private static void checkNotMasked(Path file) {
    try {
      if (Files.isSymbolicLink(file) && Files.readSymbolicLink(file).equals(Path.of("/dev/null"))) {
        throw ExitException.usage(file + " is masked (a link to /dev/null); run 'systemctl unmask "
            + file.getFileName() + "' first");
      }
    } catch (IOException e) {
      // the write that follows reports what is wrong with the path
    }
  }

  /**
   * What ExecStart runs before 'detect': the installed launcher that started this JVM, if any (a
   * unit must outlive the build directory and use the launcher's JVM options); else this java with
   * -jar and the running jar; when stackdrift runs from classes (tests, an IDE), STACKDRIFT_LAUNCHER,
   * else the project's bin/stackdrift.
   */
  static List<String> launcher(String installedLauncher, Path javaHome, Path codeLocation,
      Map<String, String> env) {
    if (installedLauncher != null && !installedLauncher.isBlank()) {
      return List.of(Path.of(installedLauncher).toAbsolutePath().normalize().toString());
    }
    if (codeLocation != null && Files.isRegularFile(codeLocation) && codeLocation.toString().endsWith(".jar")) {
      return List.of(javaHome.resolve("bin").resolve("java").toAbsolutePath().normalize().toString(), "-jar",
          codeLocation.toAbsolutePath().normalize().toString());
    }
    String configured = env.get(LAUNCHER_ENV);
    if (configured != null && !configured.isBlank()) {
      return List.of(Path.of(configured).toAbsolutePath().normalize().toString());
    }
    if (codeLocation == null) {
      throw ExitException.usage("cannot tell where stackdrift runs from; set " + LAUNCHER_ENV
          + " to the absolute path of the stackdrift launcher");
    }
    // <project>/target/classes -> <project>/bin/stackdrift
    Path classes = codeLocation.toAbsolutePath().normalize();
    Path project = classes.getParent() != null && classes.getParent().getParent() != null
        ? classes.getParent().getParent() : classes;
    return List.of(project.resolve("bin").resolve("stackdrift").toString());
  }

  private static String reason(IOException e) {
    if (e instanceof FileSystemException fs) {
      String path = fs.getFile();
      String why = fs.getReason() != null ? fs.getReason()
          : e instanceof FileAlreadyExistsException ? "exists and is not a directory"
          : e instanceof NoSuchFileException ? "does not exist" : "cannot be used";
      return path == null ? why : path + " " + why;
    }
    return e.getMessage();
  }

  private static Path codeLocation() {
    try {
      URL location = DetectCommand.class.getProtectionDomain().getCodeSource().getLocation();
      return location == null ? null : Path.of(location.toURI());
    } catch (URISyntaxException | SecurityException | NullPointerException | IllegalArgumentException e) {
      return null; // an unusual class loader: the launcher fallback says what to set
    }
  }
}
