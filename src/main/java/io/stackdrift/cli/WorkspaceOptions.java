package io.stackdrift.cli;

import io.stackdrift.config.ConfigurationException;
import io.stackdrift.workspace.Workspace;
import io.stackdrift.workspace.WorkspaceLoader;
import java.io.PrintWriter;
import java.nio.file.Path;
import picocli.CommandLine.Option;

/** {@code -C DIR}: where to look for the workspace. */
final class WorkspaceOptions {
  @Option(names = {"-C", "--chdir"}, paramLabel = "DIR",
      description = "Start in DIR instead of the current directory; the workspace root is the first directory "
          + "from there up that holds stackdrift.toml, a Terramate file with a terramate block, or .git. "
          + "Below the root, only the stacks at or below DIR are selected, as in Terramate. May also come "
          + "before the command, as Terramate's global option: 'stackdrift -C DIR list'.")
  Path directory;

  Path start() {
    return directory != null ? directory : Path.of("").toAbsolutePath();
  }

  /** Loads the workspace and prints its warnings. */
  Workspace load(PrintWriter err) throws ConfigurationException {
    Workspace ws = WorkspaceLoader.load(start());
    Diagnostics.print(err, ws.warnings());
    return ws;
  }
}
