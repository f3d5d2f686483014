package io.stackdrift.cli;

import io.stackdrift.config.ConfigurationException;
import io.stackdrift.detect.Preflight;
import io.stackdrift.fs.OutputCheck;
import io.stackdrift.process.Cancellation;
import io.stackdrift.state.StateStore;
import io.stackdrift.state.WorkspaceLock;
import io.stackdrift.workspace.Workspace;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * The flags detect and reconcile share word for word: the tool, the state directory and the wait
 * for the workspace lock, and the preflight they decide ({@link Preflight}: the tool, the lock and
 * the run's marker; watch has them through detect's). --parallel, --progress-jsonl, --json,
 * --no-native and --no-color mean slightly different things to each (plans or applies, the report
 * or the result), so each command declares its own help for them, and both check them with the
 * methods here.
 */
final class RunOptions {
  @Mixin StateDirOption state;
  @Mixin LockOption lock;

  @Option(names = "--tofu", paramLabel = "PATH", description = "The OpenTofu (or Terraform) binary.")
  String tofu;

  StateStore stateStore(Workspace ws) throws IOException {
    return state.store(ws);
  }

  Duration lockWait() {
    return lock.duration();
  }

  /** The tool ({@code --tofu} first), or one configuration error; then the warnings about its environment. */
  void requireTool(Workspace ws, PrintWriter err) throws ConfigurationException {
    Preflight.requireTool(ws, System.getenv(), tofu, w -> Diagnostics.warn(err, w));
  }

  /**
   * The lock file {@code lockName} of the state directory (a shard's own lock, contract §11), with
   * the run recorded while it is held; a lock held past {@code --wait-lock} is a usage error.
   */
  Preflight.Hold hold(StateStore state, String lockName, Workspace ws, Cancellation cancel, String command,
      PrintWriter err) throws IOException {
    Preflight.Hold lock;
    try {
      lock = Preflight.lock(state, lockName, lockWait());
    } catch (WorkspaceLock.HeldException e) {
      throw ExitException.usage(e.getMessage() + "; it ends on its own, or pass --wait-lock DURATION to wait"
          + (lockWait().isZero() ? "" : " longer"));
    }
    return lock.begin(ws, cancel.marker(), command, new CliLog(err));
  }

  /** 0 is the number of processors, as {@code detect.parallel = 0} (contract §3). */
  static void checkParallel(Integer parallel) {
    if (parallel != null && parallel < 0) {
      throw ExitException.usage("--parallel must be 0 (the number of processors) or more, not " + parallel);
    }
  }

  /** {@code --progress-jsonl -} gives stdout to the events, so it cannot carry the --json output too. */
  static void checkOneUseOfStdout(String progressJsonl, boolean json) {
    checkOneUseOfStdout(new String[] {"--progress-jsonl -", "--json"}, "-".equals(progressJsonl), json);
  }

  /**
   * At most one output may be stdout ('-', or --json): {@code uses[i]} tells whether flag
   * {@code flags[i]} asks for it. A usage error names the first two.
   */
  static void checkOneUseOfStdout(String[] flags, boolean... uses) {
    String first = null;
    for (int i = 0; i < flags.length; i++) {
      if (!uses[i]) {
        continue;
      }
      if (first != null) {
        throw ExitException.usage(first + " and " + flags[i] + " both want stdout; write one of them to a file");
      }
      first = flags[i];
    }
  }

  /**
   * An output that could never be written is a usage error before any plan: otherwise a run
   * plans every stack and only then finds the directory missing. {@code "-"} and null are no file.
   */
  static void checkOutput(String flag, Path path, OutputCheck.Write write) {
    if (path == null || path.toString().equals("-")) {
      return;
    }
    OutputCheck.refusal(flag, path, write).ifPresent(line -> {
      throw ExitException.usage(line);
    });
  }
}
