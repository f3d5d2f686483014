package io.stackdrift.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** What a new user asks of help and completion: the topics are listed, zsh's script is zsh's. */
class HelpAndCompletionTest {

  @Test
  void helpListsItsTopics() {
    for (String[] args : new String[][] {{"help"}, {"--help"}}) {
      CliRun run = CliRun.of(args);
      assertEquals(0, run.code(), run.err());
      String text = run.out().replaceAll("\\s+", " ");
      for (String topic : HelpTopics.names()) {
        assertTrue(text.contains(topic), args[0] + " names the topic " + topic + ":\n" + run.out());
      }
      assertTrue(text.contains("'stackdrift help TOPIC'"), run.out());
    }
  }

  /** The first sentence about the JSON says what hasDrift is, and what to read instead. */
  @Test
  void detectHelpSaysHasDriftIsContainerDriftOnly() {
    String text = CliRun.of("detect", "--help").out().replaceAll("\\s+", " ");
    assertTrue(text.contains("--json prints the stackkit.drift-report/v1 report, in which 'status' is the verdict "
        + "(clean, drifted, unknown) and 'hasDrift' is container drift only"), text);
    assertTrue(text.contains("jq .stacksDrifted"), text);
  }

  @Test
  void zshCompletionIsHeadedForZsh() {
    CliRun zsh = CliRun.of("completion", "zsh");
    assertEquals(0, zsh.code(), zsh.err());
    assertTrue(zsh.out().startsWith("#!/usr/bin/env zsh\n#\n# stackdrift zsh completion\n"), zsh.out());
    assertFalse(zsh.out().contains("Bash Completion"), "no bash heading");
    assertFalse(zsh.out().contains(".bash_profile"), "no bash installation steps");
    String bash = CliRun.of("completion", "bash").out();
    assertTrue(bash.contains("Bash Completion"), "bash keeps its own");
    assertEquals(bash.substring(bash.indexOf("\nif [ -n \"$BASH_VERSION\" ]")),
        zsh.out().substring(zsh.out().indexOf("\nif [ -n \"$BASH_VERSION\" ]")), "the same script below the heading");
  }
}
