package io.stackdrift.detect;

import io.stackdrift.config.ConfigurationException;
import io.stackdrift.config.RunLog;
import io.stackdrift.process.RunMarker;
import io.stackdrift.state.RunInProgress;
import io.stackdrift.state.StateStore;
import io.stackdrift.state.WorkspaceLock;
import io.stackdrift.tofu.ToolEnvironment;
import io.stackdrift.workspace.Workspace;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * What detect, watch and reconcile do before they plan or apply anything, written once: the tool
 * found and trusted (else one configuration error, not a report of failed stacks), the warnings
 * about the environment it would inherit, no output on a file stackdrift keeps in the state
 * directory, and the workspace lock (or a shard's) with the run's marker, held while the run goes
 * on: the lock first, then the marker (which ends what killed runs left running), given up in the
 * other order.
 */
public final class Preflight {
  private Preflight() {}

  /** An output names a file stackdrift keeps in the state directory: writing it would replace that file. */
  public static final class Refused extends Exception {
    Refused(String message) {
      super(message);
    }
  }

  /**
   * The tool a run would start, or one configuration error before any work (contract §3 "Tool");
   * then one warning per variable of {@code env} that would change what the tool does.
   */
  public static void requireTool(Workspace ws, Map<String, String> env, String tofuFlag, Consumer<String> warn)
      throws ConfigurationException {
    ws.requireTofu(env, tofuFlag);
    ToolEnvironment.warnings(env).forEach(warn);
  }

  /**
   * Refuses the first of {@code outputs} that is one of the files stackdrift keeps in {@code
   * state} (the lock, the history, the markers): the run would replace it. Other names in the
   * directory are free ({@link StateStore#holds}).
   */
  public static void requireOutsideState(StateStore state, List<Path> outputs) throws Refused {
    for (Path file : outputs) {
      if (state.holds(file)) {
        throw new Refused(file + " is one of the files stackdrift keeps in the state directory " + state.dir()
            + " (the lock, the history, the markers): name another file");
      }
    }
  }

  /** Takes the lock file {@code lockName} of the state directory, waiting up to {@code wait}. */
  public static Hold lock(StateStore state, String lockName, Duration wait)
      throws IOException, WorkspaceLock.HeldException {
    return new Hold(state, WorkspaceLock.acquire(state.directory().orElseThrow(), lockName, wait));
  }

  /** The lock a run holds and, once it {@link #begin}s, its marker; closing gives up both. */
  public static final class Hold implements AutoCloseable {
    private final StateStore state;
    private final WorkspaceLock lock;
    private RunInProgress run;

    private Hold(StateStore state, WorkspaceLock lock) {
      this.state = state;
      this.lock = lock;
    }

    /**
     * Records the run under the lock, after ending what killed runs left running (contract §3);
     * {@code log} hears of both. Should that fail, the lock is given up.
     */
    public Hold begin(Workspace ws, RunMarker marker, String command, RunLog log) {
      try {
        run = RunInProgress.begin(state, ws, marker, command, log);
      } catch (RuntimeException e) {
        try {
          lock.close();
        } catch (IOException closing) {
          e.addSuppressed(closing);
        }
        throw e;
      }
      return this;
    }

    /** The marker first (the run ended on its own), then the lock. */
    @Override
    public void close() throws IOException {
      try {
        if (run != null) {
          run.close();
        }
      } finally {
        lock.close();
      }
    }
  }
}
