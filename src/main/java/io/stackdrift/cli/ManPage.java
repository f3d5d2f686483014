package io.stackdrift.cli;

import io.stackdrift.help.FishCompletion;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import picocli.CommandLine.Help.Ansi;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;
import picocli.CommandLine;

/**
 * The stackdrift(1) man page, in roff, from the same command model as the help and the completion
 * scripts. Written here rather than by picocli-codegen's ManPageGenerator: that writes AsciiDoc, which
 * needs asciidoctor to become a man page, and neither is available where the package is built.
 */
public final class ManPage {
  private ManPage() {}

  /** Prints the page: {@code java -cp stackdrift.jar io.stackdrift.cli.ManPage > stackdrift.1}. */
  public static void main(String[] args) {
    PrintWriter out = new PrintWriter(System.out, false, java.nio.charset.StandardCharsets.UTF_8);
    out.print(render(Main.commandTree(), Main.Version.current()));
    out.flush();
  }

  static String render(CommandLine tree, String version) {
    CommandSpec root = tree.getCommandSpec();
    StringBuilder s = new StringBuilder();
    s.append(".TH ").append(root.name().toUpperCase(Locale.ROOT)).append(" 1 \"\" \"")
        .append(escape(root.name() + " " + version)).append("\" \"User Commands\"\n");
    // Identifiers (stackdrift.toml, ~/.local/state) must not be hyphenated or stretched apart.
    s.append(".nh\n.ad l\n");
    s.append(".SH NAME\n").append(root.name()).append(" \\- ")
        .append(escape(name(root))).append('\n');
    s.append(".SH SYNOPSIS\n");
    synopsis(s, root);
    s.append(".SH DESCRIPTION\n");
    paragraphs(s, root.usageMessage().description());
    s.append(".SH COMMANDS\n");
    root.subcommands().forEach((name, sub) -> command(s, sub.getCommandSpec()));
    options(s, root);
    HelpTopics.all(tree).forEach(topic -> topic(s, topic));
    s.append(".SH SEE ALSO\n");
    s.append(".BR tofu (1),\n.BR terraform (1),\n.BR terramate (1),\n.BR systemctl (1),\n")
        .append(".BR systemd-escape (1)\n");
    s.append(".PP\nThe documentation, one page per topic: ").append(escape(DOCS)).append('\n');
    return s.toString();
  }

  /** Where the packages install README.md and docs/ (the tarball: share/doc/stackdrift/ below its root). */
  static final String DOCS = "/usr/share/doc/stackdrift/";

  /** A reference topic ({@code stackdrift help TOPIC}) as a section of its own. */
  private static void topic(StringBuilder s, HelpTopics.Topic topic) {
    s.append(".SH ").append(topic.section()).append('\n');
    s.append(".PP\n").append(escape(topic.about())).append('\n');
    for (HelpTopics.Entry entry : topic.entries()) {
      s.append(".TP\n\\fB").append(escape(entry.term())).append("\\fR\n");
      s.append(escape(entry.meaning())).append('\n');
    }
  }

  /** The NAME line's words: the description's first clause, "finds drift per Terramate stack". */
  private static String name(CommandSpec root) {
    String summary = FishCompletion.summary(root.usageMessage().description()).split(":", 2)[0];
    return summary.isEmpty() ? summary : Character.toLowerCase(summary.charAt(0)) + summary.substring(1);
  }

  private static void command(StringBuilder s, CommandSpec spec) {
    if (spec.usageMessage().hidden()) {
      return;
    }
    s.append(".SS \"").append(escape(spec.qualifiedName())).append("\"\n");
    synopsis(s, spec);
    paragraphs(s, spec.usageMessage().description());
    positionals(s, spec);
    options(s, spec);
    paragraphs(s, spec.usageMessage().footer());
    spec.subcommands().forEach((name, sub) -> command(s, sub.getCommandSpec()));
  }

  private static void synopsis(StringBuilder s, CommandSpec spec) {
    String synopsis = new CommandLine.Help(spec, CommandLine.Help.defaultColorScheme(Ansi.OFF)).synopsis(0)
        .replaceAll("\\s+", " ").strip();
    s.append(".PP\n").append(escape(synopsis)).append('\n');
  }

  private static void positionals(StringBuilder s, CommandSpec spec) {
    for (PositionalParamSpec positional : spec.positionalParameters()) {
      if (!positional.hidden()) {
        item(s, "\\fI" + escape(positional.paramLabel()) + "\\fR", positional.description());
      }
    }
  }

  private static void options(StringBuilder s, CommandSpec spec) {
    List<OptionSpec> visible = spec.options().stream().filter(option -> !option.hidden()).toList();
    if (visible.isEmpty()) {
      return;
    }
    if (spec.parent() == null) {
      s.append(".SH OPTIONS\n");
    } else {
      s.append(".PP\nOptions:\n");
    }
    for (OptionSpec option : visible) {
      List<String> names = new ArrayList<>();
      for (String name : option.names()) {
        names.add("\\fB" + escape(name) + "\\fR");
      }
      String label = String.join(", ", names);
      if (option.arity().max() > 0) {
        label += "=\\fI" + escape(option.paramLabel()) + "\\fR";
      }
      item(s, label, option.description());
    }
  }

  private static void item(StringBuilder s, String label, String[] description) {
    s.append(".TP\n").append(label).append('\n');
    s.append(escape(String.join(" ", description).replace("%n", " ").strip())).append('\n');
  }

  /**
   * Help lines as roff: a blank line starts a paragraph, lines indented like the help's command
   * examples stay as written, one per line.
   */
  private static void paragraphs(StringBuilder s, String[] lines) {
    boolean example = false;
    boolean open = false;
    for (String line : lines) {
      for (String part : line.split("%n", -1)) {
        boolean indented = part.startsWith("  ");
        if (example && !indented) {
          s.append(".fi\n.RE\n");
          example = false;
          open = false;
        }
        if (part.isBlank()) {
          open = false;
          continue;
        }
        if (indented && !example) {
          s.append(".PP\n.RS 4\n.nf\n");
          example = true;
        } else if (!open && !example) {
          s.append(".PP\n");
          open = true;
        }
        s.append(escape(indented ? part.strip() : part)).append('\n');
      }
    }
    if (example) {
      s.append(".fi\n.RE\n");
    }
  }

  /**
   * Text for a roff line: backslashes and hyphens escaped, characters beyond ASCII by their code, and
   * a leading '.' or '\'' kept from reading as a request.
   */
  static String escape(String text) {
    StringBuilder s = new StringBuilder();
    installedDocs(text).codePoints().forEach(c -> {
      if (c == '\\') {
        s.append("\\e");
      } else if (c == '-') {
        s.append("\\-");
      } else if (c > 126) {
        s.append(String.format("\\[u%04X]", c));
      } else if (c < 32) {
        s.append(' ');
      } else {
        s.appendCodePoint(c);
      }
    });
    if (s.length() > 0 && (s.charAt(0) == '.' || s.charAt(0) == '\'')) {
      s.insert(0, "\\&");
    }
    return s.toString();
  }

  /** The help's docs/page.md, a checkout's path, as the installed file the man page's reader has. */
  static String installedDocs(String text) {
    return DOC_LINK.matcher(text).replaceAll(DOCS + "docs/");
  }

  private static final java.util.regex.Pattern DOC_LINK = java.util.regex.Pattern.compile("(?<![\\w/.])docs/");
}
