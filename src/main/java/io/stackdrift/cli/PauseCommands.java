package io.stackdrift.cli;

import io.stackdrift.config.ConfigurationException;
import io.stackdrift.fs.StateDirectory;
import io.stackdrift.state.PerpetualDrift;
import io.stackdrift.state.SelfHealPause;
import io.stackdrift.state.StateStore;
import io.stackdrift.view.StackNames;
import io.stackdrift.view.TerminalText;
import io.stackdrift.workspace.Selection;
import io.stackdrift.workspace.Workspace;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
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
      description = {"Resumes self-heal after 'stackdrift pause'.",
          "With STACK (id or path), clears those stalled stacks instead: heals in a row that did not leave them "
              + "converged and healthy are forgotten, and watch heals them again."})
  static final class Resume implements Callable<Integer> {
    @Mixin WorkspaceOptions workspace;

    @Mixin StateDirOption stateDir;

    @Parameters(paramLabel = "STACK", arity = "0..*", description = "A stalled stack to heal again (id or path).")
    List<String> stacks = new ArrayList<>();

    @Spec CommandSpec spec;

    @Override
    public Integer call() throws ConfigurationException, IOException {
      PrintWriter err = spec.commandLine().getErr();
      Workspace ws = workspace.load(err);
      StateStore state = stateDir.existing(ws);
      if (!stacks.isEmpty()) {
        return resumeStacks(ws, state, err);
      }
      boolean was = state.directory().isPresent() && SelfHealPause.resume(state.directory().get());
      spec.commandLine().getOut().println(was ? "Self-heal resumed." : "Self-heal was not paused.");
      return ExitCodes.OK;
    }

    /** Clears the named stacks' heal streaks; a name that is no stack is a usage error, before any change. */
    private int resumeStacks(Workspace ws, StateStore state, PrintWriter err) throws IOException {
      List<String> ids = new ArrayList<>();
      try {
        Selection.resolve(ws, stacks).forEach(s -> ids.add(s.id()));
      } catch (IllegalArgumentException e) {
        throw ExitException.usage(e.getMessage());
      }
      PerpetualDrift loaded = PerpetualDrift.load(state, w -> Diagnostics.warn(err, w));
      List<String> stalled = ids.stream().filter(loaded.stalled()::contains).toList();
      loaded.cleared(ids).save(state, loaded);
      PrintWriter out = spec.commandLine().getOut();
      StackNames names = StackNames.ofStacks(ws.stacks());
      for (String id : ids) {
        out.println(TerminalText.line(names.labelWithId(id)) + (stalled.contains(id)
            ? ": no longer stalled; watch heals it again." : ": was not stalled."));
      }
      return ExitCodes.OK;
    }
  }

}
