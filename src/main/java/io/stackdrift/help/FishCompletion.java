package io.stackdrift.help;

import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * A fish completion script written from the command model: one {@code complete} line per command and
 * option. picocli writes bash scripts only, and fish does not read those.
 */
public final class FishCompletion {
  private FishCompletion() {}

  public static String script(CommandSpec root) {
    String program = root.name();
    StringBuilder s = new StringBuilder();
    s.append("# fish completion for ").append(program).append(", written by '").append(program)
        .append(" completion fish'.\n");
    s.append("# Save it as ~/.config/fish/completions/").append(program).append(".fish\n");
    s.append("complete -c ").append(program).append(" -e\n");
    // No file names unless an argument takes a path.
    s.append("complete -c ").append(program).append(" -f\n");
    command(s, program, root, List.of());
    return s.toString();
  }

  private static void command(StringBuilder s, String program, CommandSpec spec, List<String> path) {
    String here = condition(spec, path);
    spec.subcommands().forEach((name, sub) -> {
      if (!sub.getCommandSpec().usageMessage().hidden()) {
        line(s, program, here, "-a " + quote(name) + " -d " + quote(summary(sub.getCommandSpec().usageMessage()
            .description())));
      }
    });
    for (OptionSpec option : spec.options()) {
      if (!option.hidden()) {
        line(s, program, here, option(option));
      }
    }
    for (PositionalParamSpec positional : spec.positionalParameters()) {
      if (!positional.hidden()) {
        values(positional).ifPresent(values -> line(s, program, here, values));
      }
    }
    spec.subcommands().forEach((name, sub) -> {
      if (!sub.getCommandSpec().usageMessage().hidden()) {
        List<String> deeper = new ArrayList<>(path);
        deeper.add(name);
        command(s, program, sub.getCommandSpec(), deeper);
      }
    });
  }

  /**
   * True while the words typed so far name this command and none of its subcommands: at the top,
   * fish's "no subcommand yet"; below, every command of the path seen.
   */
  private static String condition(CommandSpec spec, List<String> path) {
    List<String> parts = new ArrayList<>();
    if (path.isEmpty()) {
      parts.add("__fish_use_subcommand");
    }
    path.forEach(name -> parts.add("__fish_seen_subcommand_from " + name));
    if (!path.isEmpty() && !spec.subcommands().isEmpty()) {
      parts.add("not __fish_seen_subcommand_from " + String.join(" ", spec.subcommands().keySet()));
    }
    return String.join("; and ", parts);
  }

  private static String option(OptionSpec option) {
    List<String> words = new ArrayList<>();
    for (String name : option.names()) {
      if (name.startsWith("--")) {
        words.add("-l " + name.substring(2));
      } else if (name.length() == 2) {
        words.add("-s " + name.substring(1));
      } else {
        words.add("-o " + name.substring(1));
      }
    }
    if (option.arity().max() > 0) {
      // -r: takes a value; -x: one that is not a file name (fish offers files otherwise)
      String values = values(option).orElse("");
      words.add(values.equals("-F") ? "-r -F" : values.isEmpty() ? "-x" : "-x " + values);
    }
    words.add("-d " + quote(summary(option.description())));
    return String.join(" ", words);
  }

  /** What fish offers for an argument's value: its fixed set, or file names for a path. */
  private static Optional<String> values(ArgSpec arg) {
    if (arg.completionCandidates() != null) {
      List<String> candidates = new ArrayList<>();
      arg.completionCandidates().forEach(candidates::add);
      if (!candidates.isEmpty()) {
        return Optional.of("-a " + quote(String.join(" ", candidates)));
      }
    }
    if (Path.class.isAssignableFrom(arg.type()) || File.class.isAssignableFrom(arg.type())) {
      return Optional.of("-F");
    }
    return Optional.empty();
  }

  private static void line(StringBuilder s, String program, String condition, String rest) {
    s.append("complete -c ").append(program).append(" -n ").append(quote(condition)).append(' ').append(rest)
        .append('\n');
  }

  /** The first sentence of a help text, for fish's one-line descriptions. */
  public static String summary(String[] description) {
    if (description == null || description.length == 0) {
      return "";
    }
    String first = String.join(" ", description).replace("%n", " ").strip();
    // a sentence ends at a full stop before a capital: "e.g. 15m" does not end one
    return first.split("\\.\\s+(?=[A-Z])", 2)[0].replaceAll("\\.$", "").strip();
  }

  /** Single quotes, in which fish gives meaning only to \\ and \'. */
  private static String quote(String text) {
    return "'" + text.replace("\\", "\\\\").replace("'", "\\'") + "'";
  }
}
