package io.stackdrift.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.testing.Executables;
import io.stackdrift.testing.ExternalTool;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;

/** stackdrift(1), generated from the command model: every command and option, and clean for groff. */
class ManPageTest {
  private static final Duration LIMIT = Duration.ofSeconds(60);

  @Test
  void groffFormatsThePageWithoutAWarning(@TempDir Path tmp) throws Exception {
    Path groff = Executables.require("groff", "groff-base");
    Path page = Files.writeString(tmp.resolve("stackdrift.1"), ManPage.render(Main.commandTree(), "1.2.3"));
    ExternalTool.Result checked = ExternalTool.run(tmp, Map.of(), LIMIT,
        List.of(groff.toString(), "-man", "-ww", "-z", page.toString()));
    assertEquals(0, checked.code(), checked.describe());
    assertEquals("", checked.err(), "groff warned");

    ExternalTool.Result text = ExternalTool.run(tmp, Map.of(), LIMIT,
        List.of(groff.toString(), "-man", "-Tutf8", "-P-c", "-rLL=80n", page.toString()));
    assertEquals(0, text.code(), text.describe());
    assertTrue(text.out().contains("stackdrift - finds drift per Terramate stack"), text.out());
    assertTrue(text.out().contains("--detailed-exitcode"), "options keep their hyphens:\n" + text.out());
    assertTrue(text.out().contains("stackdrift systemd --interval 15m -C /srv/infra --install /etc/systemd/system"),
        "an example stays on one line, as written:\n" + text.out());
  }

  @Test
  void everyCommandAndOptionIsOnThePage() {
    CommandLine tree = Main.commandTree();
    String page = ManPage.render(tree, "1.2.3");
    assertTrue(page.startsWith(".TH STACKDRIFT 1 \"\" \"stackdrift 1.2.3\" \"User Commands\"\n"), page);
    tree.getSubcommands().values().forEach(command -> everyOption(page, command));
    everyOption(page, tree.getSubcommands().get("report").getSubcommands().get("show"));
  }

  @Test
  void theSectionsComeInTheOrderOfAManPage() {
    String page = ManPage.render(Main.commandTree(), "1.2.3");
    List<String> sections = page.lines().filter(l -> l.startsWith(".SH ")).map(l -> l.substring(4)).toList();
    assertEquals(List.of("NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "OPTIONS", "CONFIGURATION", "ENVIRONMENT",
        "FILES", "EXIT STATUS", "SEE ALSO"), sections);
  }

  @Test
  void theReferenceSectionsHoldWhatHelpTopicsPrint() {
    CommandLine tree = Main.commandTree();
    String page = ManPage.render(tree, "1.2.3");
    for (io.stackdrift.config.ConfigKeys.Key key : io.stackdrift.config.ConfigKeys.ALL) {
      assertTrue(page.contains(ManPage.escape(key.qualified())), key.qualified());
    }
    for (HelpTopics.Topic topic : HelpTopics.all(tree)) {
      for (HelpTopics.Entry entry : topic.entries()) {
        assertTrue(page.contains(".TP\n\\fB" + ManPage.escape(entry.term()) + "\\fR\n" + ManPage.escape(entry.meaning())),
            topic.name() + ": " + entry.term());
      }
    }
    // every command that says how it exits is in EXIT STATUS, with the words of its --help
    List<String> exiting = List.of("stackdrift", "stackdrift detect", "stackdrift watch", "stackdrift reconcile",
        "stackdrift report merge", "stackdrift systemd");
    HelpTopics.Topic exit = HelpTopics.exitStatus(tree);
    for (String command : exiting) {
      assertTrue(exit.entries().stream().anyMatch(e -> e.term().equals(command)), command + " in " + exit.entries());
    }
  }

  @Test
  void linksToTheDocsNameTheInstalledFiles() {
    assertEquals("See /usr/share/doc/stackdrift/docs/systemd.md.", ManPage.installedDocs("See docs/systemd.md."));
    assertEquals("/usr/share/doc/stackdrift/docs/x.md", ManPage.installedDocs("/usr/share/doc/stackdrift/docs/x.md"));
    String page = ManPage.render(Main.commandTree(), "1.2.3");
    assertTrue(page.lines().noneMatch(l -> l.matches(".*(^|[^/\\w.])docs/.*")), "a link to a checkout's docs/");
  }

  @Test
  void textCannotBecomeARequest() {
    assertEquals("\\&.profile", ManPage.escape(".profile"));
    assertEquals("\\&'quoted'", ManPage.escape("'quoted'"));
    assertEquals("a\\eb \\-\\-c \\[u2026]", ManPage.escape("a\\b --c \u2026"));
  }

  private static void everyOption(String page, CommandLine command) {
    String name = command.getCommandSpec().qualifiedName();
    assertTrue(page.contains(".SS \"" + ManPage.escape(name) + "\"\n"), name);
    for (OptionSpec option : command.getCommandSpec().options()) {
      if (!option.hidden()) {
        assertTrue(page.contains("\\fB" + ManPage.escape(option.longestName()) + "\\fR"),
            name + " " + option.longestName());
      }
    }
  }
}
