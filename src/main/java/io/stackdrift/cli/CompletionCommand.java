package io.stackdrift.cli;

import io.stackdrift.help.FishCompletion;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.AutoComplete;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(
    name = "completion",
    mixinStandardHelpOptions = true,
    usageHelpAutoWidth = true,
    description = {
        "Prints the shell completion script for bash, zsh or fish: commands, options, and the values of "
            + "options that have a fixed set (--format, completion's SHELL).",
        "",
        "The bash script also serves zsh, through zsh's bashcompinit. The Debian package and the tarball "
            + "install the bash and fish scripts; zsh users add theirs as below."},
    footer = {"",
        "Load it:",
        "  bash:  source <(stackdrift completion bash)     (in ~/.bashrc), or save it as",
        "         ~/.local/share/bash-completion/completions/stackdrift",
        "  zsh:   source <(stackdrift completion zsh)      (in ~/.zshrc)",
        "  fish:  stackdrift completion fish > ~/.config/fish/completions/stackdrift.fish",
        "See docs/install.md.",
        "",
        "Exit codes: 0 printed, 1 usage error."})
final class CompletionCommand implements Callable<Integer> {
  /** The shells, named as their users type them. */
  enum Shell { bash, zsh, fish }

  @Parameters(paramLabel = "SHELL", description = "${COMPLETION-CANDIDATES}.")
  Shell shell;

  @Spec CommandSpec spec;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    out.print(script(shell));
    out.flush();
    return ExitCodes.OK;
  }

  static String script(Shell shell) {
    return switch (shell) {
      // picocli's bash script sets itself up in zsh (compinit, bashcompinit) when zsh sources it
      case bash, zsh -> AutoComplete.bash("stackdrift", Main.commandTree());
      case fish -> FishCompletion.script(Main.commandTree().getCommandSpec());
    };
  }
}
