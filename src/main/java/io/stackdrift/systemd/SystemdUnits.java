package io.stackdrift.systemd;

import io.stackdrift.workspace.Workspace;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * The systemd service and timer that run {@code detect} on an interval. Text only, from plain
 * inputs, so the units can be checked without installing them.
 */
public final class SystemdUnits {
  public static final String SERVICE = "stackdrift-detect.service";
  public static final String TIMER = "stackdrift-detect.timer";
  /** Systemd's state directory (%S: /var/lib, or ~/.local/state for user units) plus StateDirectory=. */
  public static final String STATE = "%S/stackdrift";

  /** A run that outlives this is stopped (SIGTERM: detect still writes its report). */
  static final Duration MIN_START_TIMEOUT = Duration.ofHours(1);
  /** Room for the container check, init and writing the outputs, beyond the plans themselves. */
  static final Duration RUN_MARGIN = Duration.ofMinutes(5);
  static final Duration MAX_BOOT_DELAY = Duration.ofMinutes(5);

  private SystemdUnits() {}

  /** One unit file: its name and its text. */
  public record Unit(String name, String text) {}

  /**
   * What the units say. {@code launcher}: the absolute command that starts stackdrift (the java
   * binary, -jar, the jar; or a launcher script); {@code startTimeout}: how long one run may take;
   * {@code user}: units for the user's manager ({@code systemctl --user}).
   */
  public record Inputs(List<String> launcher, Path workspaceRoot, Duration interval, Duration startTimeout,
      boolean user) {
    public Inputs {
      launcher = List.copyOf(launcher);
      if (launcher.isEmpty() || !Path.of(launcher.get(0)).isAbsolute()) {
        throw new IllegalArgumentException("the stackdrift command must start with an absolute path, not "
            + launcher);
      }
      if (!workspaceRoot.isAbsolute()) {
        throw new IllegalArgumentException("the workspace root must be absolute, not " + workspaceRoot);
      }
      if (interval.compareTo(Duration.ofSeconds(1)) < 0) {
        throw new IllegalArgumentException("--interval must be at least 1s, not " + interval.toMillis() + "ms");
      }
      if (startTimeout.compareTo(Duration.ofSeconds(1)) < 0) {
        throw new IllegalArgumentException("the start timeout must be at least 1s");
      }
      for (String text : launcher) {
        singleLine(text);
      }
      singleLine(workspaceRoot.toString());
    }
  }

  /** The service, then the timer. */
  public static List<Unit> render(Inputs in) {
    return List.of(new Unit(SERVICE, service(in)), new Unit(TIMER, timer(in)));
  }

  public static String service(Inputs in) {
    String root = in.workspaceRoot().toString();
    // Our own words are written as they must appear (keeping %S); paths from outside are escaped.
    List<String> command = new ArrayList<>();
    command.add(pathWord(in.launcher().get(0)));
    in.launcher().subList(1, in.launcher().size()).forEach(word -> command.add(execWord(word)));
    command.addAll(List.of("detect", "-C", execWord(root),
        "-o", STATE + "/drift-report.json",
        "--metrics-textfile", STATE + "/stackdrift.prom",
        "--events-on-change",
        "--progress-jsonl", STATE + "/events.jsonl"));
    StringBuilder s = new StringBuilder();
    s.append(generatedNote(SERVICE));
    s.append("[Unit]\n");
    s.append("Description=stackdrift drift detection of ").append(specifiers(root)).append('\n');
    s.append("After=network-online.target docker.service\n");
    if (!in.user()) {
      // The user manager has no network-online.target; a Wants= there would name a unit that is not found.
      s.append("Wants=network-online.target\n");
    }
    s.append('\n');
    s.append("[Service]\n");
    s.append("Type=oneshot\n");
    s.append("# Results and detect's history (STATE_DIRECTORY) land in ").append(STATE)
        .append(in.user() ? " (~/.local/state/stackdrift).\n" : " (/var/lib/stackdrift).\n");
    s.append("StateDirectory=stackdrift\n");
    s.append("ExecStart=").append(String.join(" ", command)).append('\n');
    s.append("Environment=NO_COLOR=1\n");
    s.append("# Drift is not a failure: detect exits 0 after any completed run; only a configuration\n");
    s.append("# or output error fails the unit. Alert on the metrics or the events instead.\n");
    s.append("SuccessExitStatus=0\n");
    s.append("TimeoutStartSec=").append(timespan(in.startTimeout())).append('\n');
    s.append("# When the run ends or is stopped, systemd ends every process left in the unit's cgroup,\n");
    s.append("# even one that left stackdrift's sessions and cleared its run marker.\n");
    s.append("KillMode=control-group\n");
    s.append("NoNewPrivileges=yes\n");
    if (!in.user()) {
      // A user's manager applies these only with PrivateUsers= (an unprivileged user namespace, which
      // many hosts disable, and which hides the docker group), so user units keep NoNewPrivileges= only.
      s.append("PrivateTmp=yes\n");
      s.append("ProtectSystem=full\n");
      s.append("ProtectHome=read-only\n");
      s.append("# tofu init writes .terraform and lock files into the stacks.\n");
      s.append("ReadWritePaths=").append(pathWord(root)).append('\n');
    }
    return s.toString();
  }

  public static String timer(Inputs in) {
    Duration delay = randomizedDelay(in.interval());
    StringBuilder s = new StringBuilder();
    s.append(generatedNote(TIMER));
    s.append("[Unit]\n");
    s.append("Description=Run stackdrift drift detection of ").append(specifiers(in.workspaceRoot().toString()))
        .append(" every ").append(timespan(in.interval())).append('\n');
    s.append('\n');
    s.append("[Timer]\n");
    s.append("# Also fires at once when the timer is started later than this after boot.\n");
    s.append("OnBootSec=").append(timespan(bootDelay(in.interval()))).append('\n');
    s.append("OnUnitActiveSec=").append(timespan(in.interval())).append('\n');
    s.append("# A tenth of the interval: hosts sharing a backend do not all plan at once.\n");
    s.append("RandomizedDelaySec=").append(timespan(delay)).append('\n');
    s.append("AccuracySec=").append(timespan(delay)).append('\n');
    s.append("Persistent=true\n");
    s.append("Unit=").append(SERVICE).append('\n');
    s.append('\n');
    s.append("[Install]\n");
    s.append("WantedBy=timers.target\n");
    return s.toString();
  }

  /** A tenth of the interval, in whole seconds, at least 1s. */
  public static Duration randomizedDelay(Duration interval) {
    long seconds = interval.dividedBy(10).toSeconds();
    return Duration.ofSeconds(Math.max(1, seconds));
  }

  /** The first run after boot: 5min, or the interval when that is shorter. */
  public static Duration bootDelay(Duration interval) {
    return interval.compareTo(MAX_BOOT_DELAY) < 0 ? interval : MAX_BOOT_DELAY;
  }

  /**
   * The longest a run can take: every round of {@code parallel} plans running into the per-stack
   * timeout and its kill grace, plus a margin; at least an hour, because stacks added after the
   * units were written make the runs longer.
   */
  public static Duration startTimeout(Duration perStack, Duration killGrace, int stacks, int parallel) {
    long rounds = Math.max(1, (stacks + (long) Math.max(1, parallel) - 1) / Math.max(1, parallel));
    Duration worst = perStack.plus(killGrace).multipliedBy(rounds).plus(RUN_MARGIN);
    return worst.compareTo(MIN_START_TIMEOUT) < 0 ? MIN_START_TIMEOUT : worst;
  }

  /** {@link #startTimeout(Duration, Duration, int, int)} for a loaded workspace, as detect would run it. */
  public static Duration startTimeout(Workspace ws) {
    return startTimeout(ws.config().detect().timeout(), ws.config().detect().killGrace(), ws.stacks().size(),
        ws.config().detect().parallelism());
  }

  /** A duration in systemd's time span syntax, as systemd itself prints it: 15min, 1h 30min, 1min 30s, 7d. */
  public static String timespan(Duration d) {
    long ms = d.toMillis();
    if (ms <= 0) {
      return "0";
    }
    long[] sizes = {86_400_000L, 3_600_000L, 60_000L, 1_000L, 1L};
    String[] units = {"d", "h", "min", "s", "ms"};
    List<String> parts = new ArrayList<>();
    for (int i = 0; i < sizes.length; i++) {
      if (ms >= sizes[i]) {
        parts.add(ms / sizes[i] + units[i]);
        ms %= sizes[i];
      }
    }
    return String.join(" ", parts);
  }

  private static String generatedNote(String name) {
    return "# Written by 'stackdrift systemd'. Regenerate it rather than edit it, or add a drop-in\n"
        + "# with 'systemctl edit " + name + "'.\n";
  }

  /**
   * One ExecStart= argument: specifiers (%) and variables ($) doubled, quoted when it holds spaces or
   * quotes. The program itself is not searched for variables, so it is a {@link #pathWord}.
   */
  private static String execWord(String word) {
    return quoted(word.replace("%", "%%").replace("$", "$$"));
  }

  /** A path (ExecStart='s program, one of ReadWritePaths=): specifiers doubled, quoted when needed. */
  private static String pathWord(String path) {
    return quoted(path.replace("%", "%%"));
  }

  /** Double quotes, with C escapes inside, around a word that would otherwise be split or unescaped. */
  private static String quoted(String word) {
    boolean plain = !word.isEmpty() && !word.equals(";")
        && word.chars().noneMatch(c -> Character.isWhitespace(c) || c == '"' || c == '\'' || c == '\\');
    if (plain) {
      return word;
    }
    return '"' + word.replace("\\", "\\\\").replace("\"", "\\\"") + '"';
  }

  private static String specifiers(String text) {
    return text.replace("%", "%%");
  }

  private static void singleLine(String text) {
    if (text.chars().anyMatch(Character::isISOControl)) {
      throw new IllegalArgumentException("'" + text.replaceAll("\\p{Cntrl}", "?")
          + "' holds a control character (a newline?), which a unit file cannot hold; move or rename it");
    }
  }
}
