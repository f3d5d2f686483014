package io.stackdrift.state;

import io.stackdrift.config.RunLog;
import io.stackdrift.fs.OsReason;
import io.stackdrift.fs.StateDirectory;
import io.stackdrift.process.RunMarker;
import io.stackdrift.workspace.Workspace;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Objects;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.LongFunction;
import java.util.stream.Collectors;

/**
 * A run's marker kept in the state directory while it holds the workspace lock (contract §3). It
 * starts by ending what runs that were killed (SIGKILL, a crash of the JVM) left running: their
 * plans are ended, an apply is reported and left alone, since killing it could leave its state
 * half-written. The caller holds the workspace lock or its shard's, so a marker file belongs to a
 * run that is gone unless its process is still alive (another shard's run).
 */
public final class RunInProgress implements AutoCloseable {
  private final RunMarkers markers;
  private final String runId;
  private final Consumer<String> warn;

  private RunInProgress(RunMarkers markers, String runId, Consumer<String> warn) {
    this.markers = markers;
    this.runId = runId;
    this.warn = warn;
  }

  /**
   * Ends the leftovers of killed runs (SIGTERM, {@code grace}, SIGKILL), then records this run.
   * {@code tell} gets one line per killed run whose processes were ended; {@code warn} gets what
   * was left alone, and a state directory that cannot be written, which costs only this protection.
   */
  /** For a run on {@code ws} under the lock of {@code state}, telling through {@code log}. */
  public static RunInProgress begin(StateStore state, Workspace ws, RunMarker marker, String command, RunLog log) {
    StateDirectory dir = state.directory().orElseThrow();
    return begin(dir, marker, command, ws.config().detect().killGrace(), log::notice,
        log::warn, pid -> applyLog(dir, ws.root(), pid));
  }

  public static RunInProgress begin(StateDirectory stateDir, RunMarker marker, String command, Duration grace,
      Consumer<String> tell, Consumer<String> warn) {
    return begin(stateDir, marker, command, grace, tell, warn, pid -> null);
  }

  private static RunInProgress begin(StateDirectory stateDir, RunMarker marker, String command, Duration grace,
      Consumer<String> tell, Consumer<String> warn, LongFunction<Path> logOf) {
    RunMarkers markers = new RunMarkers(stateDir);
    endLeftovers(markers, marker.id(), grace, tell, warn, logOf);
    RunMarkers.Entry self = new RunMarkers.Entry(marker.id(), command, Long.toString(ProcessHandle.current().pid()),
        Instant.now().truncatedTo(ChronoUnit.SECONDS).toString());
    try {
      markers.record(self);
    } catch (IOException e) {
      warn.accept("cannot record the run in " + stateDir.path() + " (" + e.getMessage()
          + "); if it is killed, the next run cannot end what it leaves running");
    }
    return new RunInProgress(markers, marker.id(), warn);
  }

  /** The run ended on its own: no process of it is left to end. */
  @Override
  public void close() {
    try {
      markers.remove(runId);
    } catch (IOException e) {
      warn.accept("cannot remove the run's marker from the state directory ("
          + e.getMessage() + "); the next run will look for its processes in vain");
    }
  }

  private static void endLeftovers(RunMarkers markers, String self, Duration grace, Consumer<String> tell,
      Consumer<String> warn, LongFunction<Path> logOf) {
    try {
      for (RunMarkers.Entry run : markers.list()) {
        if (run.runId().equals(self) || stillRunning(run)) {
          continue; // a watch's own marker from a cycle whose end could not remove it; another shard's run
        }
        RunMarker.Leftovers left = RunMarker.endLeftovers(run.runId(), grace);
        String which = "an earlier " + run.command() + " run (pid " + run.pid() + ", started " + run.started()
            + ") that was killed";
        if (!left.ended().isEmpty()) {
          tell.accept("ended " + count(left.ended()) + " left running by " + which + ": "
              + pids(left.ended()));
        }
        if (!left.leftAlone().isEmpty()) {
          String logs = left.leftAlone().stream().map(logOf::apply).filter(Objects::nonNull).map(Path::toString)
              .distinct().collect(Collectors.joining(", "));
          warn.accept(which + " left an apply running (" + pids(left.leftAlone())
              + "); it is left alone, since killing it could leave its state half-written"
              + (logs.isEmpty() ? "" : "; its output: " + logs));
        } else {
          markers.remove(run.runId());
        }
      }
    } catch (IOException e) {
      warn.accept("cannot look for runs that were killed in " + markers.dir() + ": "
          + OsReason.of(e));
    }
  }

  /** The output file of the apply running as {@code pid}: found by its working directory, the stack's. */
  private static Path applyLog(StateDirectory dir, Path root, long pid) {
    try {
      Path cwd = Files.readSymbolicLink(Path.of("/proc", Long.toString(pid), "cwd"));
      if (!cwd.startsWith(root)) {
        return null;
      }
      String name = ApplyLogs.name(root.relativize(cwd).toString());
      return dir.exists(name) ? dir.file(name) : null;
    } catch (IOException | RuntimeException e) {
      return null; // gone meanwhile, or not ours to read: the warning names the pid alone
    }
  }

  /**
   * Whether the run that wrote the marker is still alive: shards of one selection hold locks of
   * their own (contract §11), so a marker is not proof of a killed run. A process with the pid that
   * started after the marker was written is another process that reuses the pid.
   */
  static boolean stillRunning(RunMarkers.Entry run) {
    long pid;
    Instant started;
    try {
      pid = Long.parseLong(run.pid());
      started = Instant.parse(run.started());
    } catch (RuntimeException e) {
      return false; // a marker that cannot tell is treated as before: its run is gone
    }
    if (pid == ProcessHandle.current().pid()) {
      return false; // an earlier cycle of this process
    }
    return ProcessHandle.of(pid).filter(ProcessHandle::isAlive)
        .map(p -> p.info().startInstant().map(t -> !t.isAfter(started.plusSeconds(1))).orElse(true))
        .orElse(false);
  }

  private static String count(Set<Long> pids) {
    return pids.size() + (pids.size() == 1 ? " process" : " processes");
  }

  private static String pids(Set<Long> pids) {
    return "pid " + pids.stream().map(String::valueOf).collect(Collectors.joining(" "));
  }
}
