package io.stackdrift.cli;

import io.stackdrift.config.ConfigurationException;
import io.stackdrift.fs.StateDirectory;
import io.stackdrift.state.SelfHealPause;
import io.stackdrift.state.StateStore;
import io.stackdrift.view.TerminalText;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code pause} and {@code resume}: switch watch's self-heal off and on for a workspace. */
final class PauseCommands {
  private PauseCommands() {}

  @Command(name = "pause", mixinStandardHelpOptions = true, usageHelpAutoWidth = true,
      description = "Pauses self-heal: watch keeps detecting but reconciles nothing until 'stackdrift resume'.")
  static final class Pause implements Callable<Integer> {
    @Mixin WorkspaceOptions workspace;

    @Mixin StateDirOption stateDir;

    @Option(names = "--reason", paramLabel = "TEXT", description = "Why, for whoever finds it paused.")
    String reason = "";

    @Option(names = "--replace",
        description = "If self-heal is already paused, replace that pause's time and reason "
            + "(without it they are kept).")
    boolean replace;

    @Spec CommandSpec spec;

    @Override
    public Integer call() throws ConfigurationException, IOException {
      StateStore state = stateDir.store(workspace.load(spec.commandLine().getErr()));
      StateDirectory dir = state.directory().orElseThrow();
      Optional<SelfHealPause> current = SelfHealPause.read(dir);
      PrintWriter out = spec.commandLine().getOut();
      if (current.isPresent() && !replace) {
        out.println("Self-heal is already paused " + describe(current.get())
            + "; kept. Use --replace to replace it or 'stackdrift resume' to resume.");
        return ExitCodes.OK;
      }
      Path file = SelfHealPause.pause(dir, reason, Instant.now());
      String replaced = current.map(was -> "; replaces the pause " + describe(was)).orElse("");
      out.println("Self-heal paused (" + TerminalText.line(file.toString()) + ")" + replaced + ".");
      return ExitCodes.OK;
    }

    private static String describe(SelfHealPause pause) {
      String since = pause.since().isEmpty() ? "" : "since " + pause.since() + " ";
      String why = pause.reason().isEmpty() ? "(no reason given)" : "(reason: " + pause.reason() + ")";
      return TerminalText.line(since + why);
    }
  }

  @Command(name = "resume", mixinStandardHelpOptions = true, usageHelpAutoWidth = true,
      description = "Resumes self-heal after 'stackdrift pause'.")
  static final class Resume implements Callable<Integer> {
    @Mixin WorkspaceOptions workspace;

    @Mixin StateDirOption stateDir;

    @Spec CommandSpec spec;

    @Override
    public Integer call() throws ConfigurationException, IOException {
      StateStore state = stateDir.existing(workspace.load(spec.commandLine().getErr()));
      boolean was = state.directory().isPresent() && SelfHealPause.resume(state.directory().get());
      spec.commandLine().getOut().println(was ? "Self-heal resumed." : "Self-heal was not paused.");
      return ExitCodes.OK;
    }
  }

}
