package io.stackdrift.cli;

import io.stackdrift.engine.StateStore;
import io.stackdrift.engine.Workspace;
import java.nio.file.Path;
import picocli.CommandLine.Option;

/** {@code --state-dir}: where a workspace's last report, history, lock and pause file live. */
final class StateDirOption {
  @Option(names = "--state-dir", paramLabel = "DIR",
      description = "The state directory (default: $STATE_DIRECTORY under systemd, else "
          + "$XDG_STATE_HOME/stackdrift/<workspace id>, else ~/.local/state/stackdrift/<workspace id>).")
  Path stateDir;

  StateStore store(Workspace ws) {
    return new StateStore(stateDir != null ? stateDir : StateStore.defaultDir(System.getenv(), ws.id()));
  }
}
