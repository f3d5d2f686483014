package io.stackdrift.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@code --debug} is read from each parsed command line, wherever on it the flag stands. */
class DebugOptionTest {
  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource(delimiter = '|', value = {
      "--debug list            | true",
      "list --debug            | true",
      "list                    | false",
      "list --debug=false      | false",
      "--debug=true list --json | true",
  })
  void readFromTheParsedCommandLine(String line, boolean debug) {
    String[] args = line.trim().split(" +");
    var cli = Main.commandLine(args);
    assertEquals(debug, DebugOption.requested(cli.parseArgs(args)));
  }

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource(delimiter = '|', value = {
      "detect --debug        | true",
      "detect -- --debug     | false",
      "detect                | false",
  })
  void rawArgumentsForFailuresOutsideTheParser(String line, boolean debug) {
    assertEquals(debug, DebugOption.requested(List.of(line.trim().split(" +"))));
  }

  @org.junit.jupiter.api.Test
  void aRunWithDebugDoesNotCarryIntoTheNextInTheSameJvm() {
    var first = Main.commandLine("--debug", "list");
    first.parseArgs("--debug", "list");
    var second = Main.commandLine("list");
    assertEquals(false, DebugOption.requested(second.parseArgs("list")));
  }
}
