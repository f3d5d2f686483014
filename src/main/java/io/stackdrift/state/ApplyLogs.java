package io.stackdrift.state;

import io.stackdrift.fs.StateDirectory;
import io.stackdrift.report.Sha256;
import io.stackdrift.workspace.Workspace;
import java.io.IOException;
import java.nio.file.Path;
import java.util.function.Function;

/**
 * Where an apply writes its output: {@code apply-<stack>.log} in the state directory, new for each
 * apply (contract §9). A file, not a pipe, so that an apply outlives the stackdrift that started it
 * (SIGHUP of a dropped SSH session, SIGKILL) and can still write its state; the next run names the
 * file when it finds the apply still running.
 */
public final class ApplyLogs {
  static final String PREFIX = "apply-";

  private ApplyLogs() {}

  /** The log for a stack directory of {@code ws}; null (pipes) without a state directory or when it cannot be made. */
  public static Function<Path, Path> in(Workspace ws, StateStore state) {
    StateDirectory dir = state == null ? null : state.directory().orElse(null);
    if (dir == null) {
      return stackDir -> null;
    }
    return stackDir -> {
      try {
        return dir.freshFile(name(ws.root().relativize(stackDir).toString()));
      } catch (IOException | IllegalArgumentException e) {
        return null; // the apply still runs, its output piped as before
      }
    };
  }

  /** {@code apply-stacks_app.log}: the stack's directory, each character a file name may not hold replaced. */
  static String name(String runtimeRoot) {
    String base = runtimeRoot.isEmpty() || runtimeRoot.equals(".") ? "_root" : runtimeRoot;
    String safe = base.replaceAll("[^A-Za-z0-9._-]", "_");
    if (!safe.equals(base) || safe.length() > 100) {
      // stacks/a_b and stacks_a/b stay apart; a deep path stays within a file name's length
      safe = safe.substring(0, Math.min(safe.length(), 80)) + "-" + Sha256.hex(base).substring(0, 8);
    }
    return PREFIX + safe + ".log";
  }
}
