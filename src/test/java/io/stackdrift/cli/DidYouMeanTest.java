package io.stackdrift.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import org.junit.jupiter.api.Test;

/** A mistyped command or option is one line naming the nearest real one, exit 1 (usage). */
class DidYouMeanTest {

  @Test
  void mistypedCommandSuggestsTheCommand() {
    CliRun run = CliRun.of("detetc");
    assertEquals(1, run.code());
    assertEquals("stackdrift: unknown command 'detetc' (did you mean 'detect'?); "
        + "run 'stackdrift --help' for usage\n", run.err());
    assertEquals("", run.out());
  }

  @Test
  void mistypedSubcommandSuggestsTheSubcommand() {
    CliRun run = CliRun.of("report", "shw");
    assertEquals(1, run.code());
    assertEquals("stackdrift: unknown command 'shw' (did you mean 'show'?); "
        + "run 'stackdrift report --help' for usage\n", run.err());
  }

  @Test
  void mistypedOptionSuggestsTheOption() {
    for (String[] args : new String[][] {{"detect", "--paralel", "4"}, {"detect", "--paralel=4"}}) {
      CliRun run = CliRun.of(args);
      assertEquals(1, run.code());
      assertEquals("stackdrift: unknown option '--paralel' (did you mean '--parallel'?); "
          + "run 'stackdrift detect --help' for usage\n", run.err());
    }
  }

  @Test
  void helpOnAMistypedCommandSuggestsTheCommand() {
    CliRun run = CliRun.of("help", "detetc");
    assertEquals(1, run.code());
    assertEquals("stackdrift: unknown command 'detetc' (did you mean 'detect'?); "
        + "run 'stackdrift help' for the commands\n", run.err());
    assertEquals("", run.out());
  }

  @Test
  void nothingNearIsReportedWithoutAGuess() {
    CliRun run = CliRun.of("frobnicate");
    assertEquals(1, run.code());
    assertFalse(run.err().contains("did you mean"), run.err());
    assertEquals("stackdrift: unknown command 'frobnicate'; run 'stackdrift --help' for usage\n", run.err());
  }
}
