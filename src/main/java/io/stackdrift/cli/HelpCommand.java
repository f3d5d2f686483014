package io.stackdrift.cli;

import java.io.PrintWriter;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Help.ColorScheme;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code stackdrift help [COMMAND... | TOPIC]}: a command's help, as its --help prints it, or one of
 * the reference topics the man page also holds (configuration, environment, files, exit-status).
 */
@Command(
    name = "help",
    helpCommand = true,
    description = {"Shows the help of a command, or a reference topic.",
        "",
        "With no argument, the commands; with a command (and its subcommand), its help, as --help prints it; "
            + "with a topic, the reference the man page also holds: configuration (every stackdrift.toml key), "
            + "environment (every variable read), files, exit-status."},
    footer = {"", "Exit codes: 0 shown, 1 no such command or topic."})
final class HelpCommand implements CommandLine.IHelpCommandInitializable2, Runnable {
  private static final int WIDTH = 80;

  @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help and exit.")
  boolean helpRequested;

  @Parameters(paramLabel = "COMMAND|TOPIC", arity = "0..2",
      description = "A command (report merge: two words) or a topic: configuration, environment, files, exit-status.")
  List<String> names = List.of();

  private CommandLine self;
  private ColorScheme colors;
  private PrintWriter out;

  @Override
  public void init(CommandLine helpCommandLine, ColorScheme colorScheme, PrintWriter outWriter, PrintWriter errWriter) {
    this.self = helpCommandLine;
    this.colors = colorScheme;
    this.out = outWriter;
  }

  @Override
  public void run() {
    CommandLine root = self.getParent();
    if (names.isEmpty()) {
      root.usage(out, colors);
      return;
    }
    if (names.size() == 1 && HelpTopics.names().contains(names.get(0))) {
      HelpTopics.all(root).stream().filter(t -> t.name().equals(names.get(0))).findFirst()
          .ifPresent(topic -> out.print(HelpTopics.plain(topic, WIDTH)));
      out.flush();
      return;
    }
    CommandLine command = root;
    for (String name : names) {
      CommandLine sub = command.getSubcommands().get(name);
      if (sub == null) {
        // picocli's wording, which the did-you-mean of Suggestion.helpTopic answers
        throw new CommandLine.ParameterException(root, "Unknown subcommand or topic '" + name + "'; commands: "
            + String.join(", ", command.getSubcommands().keySet()) + "; topics: "
            + String.join(", ", HelpTopics.names()), null, name);
      }
      command = sub;
    }
    command.usage(out, colors);
  }
}
