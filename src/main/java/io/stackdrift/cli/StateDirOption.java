package io.stackdrift.cli;

import io.stackdrift.state.StateStore;
import io.stackdrift.workspace.Workspace;
import java.io.IOException;
import java.nio.file.Path;
import picocli.CommandLine.Option;

/** {@code --state-dir}: where a workspace's last report, history, lock and pause file live. */
final class StateDirOption {
  @Option(names = "--state-dir", paramLabel = "DIR",
      description = "The state directory (default: $STATE_DIRECTORY under systemd, else "
          + "$XDG_STATE_HOME/stackdrift/<workspace id>, else ~/.local/state/stackdrift/<workspace id>).")
  Path stateDir;

  /** The state of a command that writes it: the directory is created when missing, and checked. */
  StateStore store(Workspace ws) throws IOException {
    return StateStore.open(path(ws));
  }

  /** The state of a command that only reads it: nothing is created. */
  StateStore existing(Workspace ws) throws IOException {
    return StateStore.existing(path(ws));
  }

  private Path path(Workspace ws) {
    return stateDir != null ? stateDir : StateStore.defaultDir(System.getenv(), ws.id());
  }
}
