package io.stackdrift.cli;

import io.stackdrift.config.ConfigurationException;
import io.stackdrift.engine.SelfHeal;
import io.stackdrift.engine.StateStore;
import io.stackdrift.engine.Workspace;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code pause} and {@code resume}: switch watch's self-heal off and on for a workspace. */
final class PauseCommands {
  private PauseCommands() {}

  @Command(name = "pause", mixinStandardHelpOptions = true, usageHelpAutoWidth = true,
      description = "Pauses self-heal: watch keeps detecting but reconciles nothing until 'stackdrift resume'.")
  static final class Pause implements Callable<Integer> {
    @Mixin WorkspaceOptions workspace;

    @Option(names = "--state-dir", paramLabel = "DIR", description = "The state directory (default as for detect).")
    Path stateDir;

    @Option(names = "--reason", paramLabel = "TEXT", description = "Why, for whoever finds it paused.")
    String reason = "";

    @Spec CommandSpec spec;

    @Override
    public Integer call() throws ConfigurationException, IOException {
      Path dir = dir(workspace, stateDir, spec.commandLine().getErr());
      if (!Files.isDirectory(dir)) {
        Files.createDirectories(dir, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwxr-x---")));
      }
      Path file = dir.resolve(SelfHeal.PAUSED_FILE);
      Files.writeString(file, "paused at " + Instant.now() + (reason.isBlank() ? "" : ": " + reason) + "\n");
      Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-r-----"));
      spec.commandLine().getOut().println("Self-heal paused (" + file + ").");
      return ExitCodes.OK;
    }
  }

  @Command(name = "resume", mixinStandardHelpOptions = true, usageHelpAutoWidth = true,
      description = "Resumes self-heal after 'stackdrift pause'.")
  static final class Resume implements Callable<Integer> {
    @Mixin WorkspaceOptions workspace;

    @Option(names = "--state-dir", paramLabel = "DIR", description = "The state directory (default as for detect).")
    Path stateDir;

    @Spec CommandSpec spec;

    @Override
    public Integer call() throws ConfigurationException, IOException {
      Path file = dir(workspace, stateDir, spec.commandLine().getErr()).resolve(SelfHeal.PAUSED_FILE);
      boolean was = Files.deleteIfExists(file);
      spec.commandLine().getOut().println(was ? "Self-heal resumed." : "Self-heal was not paused.");
      return ExitCodes.OK;
    }
  }

  private static Path dir(WorkspaceOptions workspace, Path stateDir, PrintWriter err) throws ConfigurationException {
    if (stateDir != null) {
      return stateDir;
    }
    Workspace ws = workspace.load(err);
    return StateStore.defaultDir(System.getenv(), ws.id());
  }
}
