package io.stackdrift.cli;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import picocli.CommandLine;

/**
 * Terramate's habits on the command line: {@code -C DIR} (or {@code --chdir DIR}) is a global
 * option of {@code terramate}, written before the command ({@code terramate -C stacks list}), so it
 * is taken there too; and every usage error is one line in one style, ending with where the usage
 * is, whatever picocli would have said.
 */
final class GlobalOptions {
  private GlobalOptions() {}

  /**
   * {@code -C DIR list …} as {@code list -C DIR …}: the directory options written before a known
   * command are moved after it. Anything else is left as it is, for picocli to judge.
   */
  static String[] afterCommand(String[] args, Set<String> commands) {
    List<String> moved = new ArrayList<>();
    int i = 0;
    while (i < args.length) {
      int taken = directoryOption(args, i);
      if (taken == 0) {
        break;
      }
      moved.addAll(Arrays.asList(args).subList(i, i + taken));
      i += taken;
    }
    if (moved.isEmpty() || i >= args.length || !commands.contains(args[i])) {
      return args;
    }
    List<String> out = new ArrayList<>();
    out.add(args[i]);
    out.addAll(moved);
    out.addAll(Arrays.asList(args).subList(i + 1, args.length));
    return out.toArray(String[]::new);
  }

  /** How many arguments from {@code i} are one directory option: 2 for {@code -C DIR}, 1 for {@code -CDIR}, else 0. */
  private static int directoryOption(String[] args, int i) {
    String arg = args[i];
    if ((arg.equals("-C") || arg.equals("--chdir")) && i + 1 < args.length) {
      return 2;
    }
    return arg.startsWith("--chdir=") || (arg.startsWith("-C") && arg.length() > 2) ? 1 : 0;
  }

  /** One line for any usage error: what is wrong, then where the usage is (or where the option goes). */
  static String usageLine(CommandLine.ParameterException e, String[] args, Set<String> commands) {
    CommandLine.Model.CommandSpec spec = e.getCommandLine().getCommandSpec();
    String help = "run '" + spec.qualifiedName() + " --help' for usage";
    if (!(e instanceof CommandLine.UnmatchedArgumentException unmatched) || unmatched.getUnmatched().isEmpty()) {
      return sentence(e.getMessage()) + "; " + help;
    }
    String typed = unmatched.getUnmatched().get(0);
    if (!unmatched.isUnknownOption()) {
      return (spec.subcommands().isEmpty() ? "unexpected argument '" : "unknown command '") + typed + "'; " + help;
    }
    String option = typed.split("=", 2)[0];
    String command = spec.parent() == null ? commandAfter(args, typed, commands) : null;
    if (command != null) {
      return "unknown option '" + option + "' before the command: options go after it ('stackdrift " + command
          + " " + option + " …'; only -C DIR may come first, as in terramate); " + help;
    }
    return "unknown option '" + option + "'; " + help;
  }

  /** The command named after {@code option} on the line, if any. */
  private static String commandAfter(String[] args, String option, Set<String> commands) {
    boolean seen = false;
    for (String arg : args) {
      seen |= arg.equals(option);
      if (seen && commands.contains(arg)) {
        return arg;
      }
    }
    return null;
  }

  /** picocli's message as one of ours: lower case first, no closing full stop, one line. */
  private static String sentence(String message) {
    String text = String.valueOf(message).strip().replace('\n', ' ');
    if (text.endsWith(".")) {
      text = text.substring(0, text.length() - 1);
    }
    return text.isEmpty() ? "usage error" : text.substring(0, 1).toLowerCase(Locale.ROOT) + text.substring(1);
  }
}
