package io.stackdrift.help;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine;

/**
 * "Did you mean" for a mistyped command or option: the visible name nearest by edit distance, if it is near
 * enough to be a typo. picocli's own suggestions list every subcommand by similarity, however far, and only
 * options sharing the first two letters.
 */
public final class Suggestion {
  private Suggestion() {}

  /** One line for an unknown command or option with a near name, or empty to report it as picocli does. */
  public static Optional<String> line(CommandLine.UnmatchedArgumentException e) {
    if (e.getUnmatched().isEmpty()) {
      return Optional.empty();
    }
    CommandSpec spec = e.getCommandLine().getCommandSpec();
    String typed = e.getUnmatched().get(0);
    boolean option = e.isUnknownOption();
    String name = option ? typed.split("=", 2)[0] : typed;
    List<String> names = option ? optionNames(spec) : commandNames(spec);
    return nearest(name, names).map(near -> "unknown " + (option ? "option" : "command") + " '" + name
        + "' (did you mean '" + near + "'?); run '" + spec.qualifiedName() + " --help' for usage");
  }

  /**
   * One line for 'help NAME' with an unknown NAME near a command. picocli's help command reports it as
   * a plain parameter error, "Unknown subcommand 'NAME'.", whose value is the name typed.
   */
  public static Optional<String> helpTopic(CommandLine.ParameterException e) {
    String typed = e.getValue();
    CommandSpec spec = e.getCommandLine().getCommandSpec();
    if (typed == null || e.getArgSpec() != null || spec.subcommands().containsKey(typed)
        || !String.valueOf(e.getMessage()).startsWith("Unknown subcommand")) {
      return Optional.empty();
    }
    return nearest(typed, commandNames(spec)).map(near -> "unknown command '" + typed + "' (did you mean '"
        + near + "'?); run '" + spec.qualifiedName() + " help' for the commands");
  }

  private static List<String> optionNames(CommandSpec spec) {
    List<String> names = new ArrayList<>();
    for (OptionSpec option : spec.options()) {
      if (!option.hidden()) {
        names.addAll(List.of(option.names()));
      }
    }
    return names;
  }

  private static List<String> commandNames(CommandSpec spec) {
    List<String> names = new ArrayList<>();
    spec.subcommands().forEach((name, sub) -> {
      if (!sub.getCommandSpec().usageMessage().hidden()) {
        names.add(name);
      }
    });
    return names;
  }

  /** The closest name within a third of the typed length (at least 2 edits), the first one on a tie. */
  static Optional<String> nearest(String typed, List<String> names) {
    int allowed = Math.max(2, typed.length() / 3);
    String best = null;
    int bestDistance = Integer.MAX_VALUE;
    for (String name : names) {
      int distance = distance(typed, name);
      if (distance <= allowed && distance < bestDistance) {
        best = name;
        bestDistance = distance;
      }
    }
    return Optional.ofNullable(best);
  }

  /** Levenshtein distance with transpositions counted as one edit ("detetc" is one edit from "detect"). */
  private static int distance(String a, String b) {
    int[][] d = new int[a.length() + 1][b.length() + 1];
    for (int i = 0; i <= a.length(); i++) {
      d[i][0] = i;
    }
    for (int j = 0; j <= b.length(); j++) {
      d[0][j] = j;
    }
    for (int i = 1; i <= a.length(); i++) {
      for (int j = 1; j <= b.length(); j++) {
        int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
        d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
        if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
          d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
        }
      }
    }
    return d[a.length()][b.length()];
  }
}
