package io.stackdrift.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.config.Config.InitMode;
import io.stackdrift.detect.DetectSettings;
import java.time.Duration;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import picocli.CommandLine;

/**
 * detect's flags parsed into the settings value, without a workspace: nothing is run and no file
 * is written (an output's directory is only looked at). Arguments are split at spaces
 * ({@code (none)}: no argument); {@code -} is "as configured".
 */
class DetectOptionsTest {

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', nullValues = "-", textBlock = """
      # arguments                                 | tofu           | parallel | timeout | init   | containers | lock wait | stdout shows
      (none)                                      | -              | -        | -       | -      | true       | PT0S      | table
      --tofu /opt/tofu --parallel 3               | /opt/tofu      | 3        | -       | -      | true       | PT0S      | table
      --parallel 0                                | -              | 0        | -       | -      | true       | PT0S      | table
      --timeout 90s --init never                  | -              | -        | PT1M30S | NEVER  | true       | PT0S      | table
      --timeout 1h30m --init always --no-native   | -              | -        | PT1H30M | ALWAYS | false      | PT0S      | table
      --init auto --wait-lock 5m                  | -              | -        | -       | AUTO   | true       | PT5M      | table
      --json                                      | -              | -        | -       | -      | true       | PT0S      | json
      --format markdown                           | -              | -        | -       | -      | true       | PT0S      | markdown
      --json --format json                        | -              | -        | -       | -      | true       | PT0S      | json
      -o - --progress-jsonl events.jsonl          | -              | -        | -       | -      | true       | PT0S      | none
      --metrics-textfile - -o report.json         | -              | -        | -       | -      | true       | PT0S      | none
      --junit out.xml -o report.json              | -              | -        | -       | -      | true       | PT0S      | table
      """)
  void flagsBecomeSettings(String arguments, String tofu, Integer parallel, Duration timeout, InitMode init,
      boolean containers, Duration lockWait, String stdout) {
    DetectOptions options = parse(arguments);

    assertEquals(DetectSettings.configured().withTofu(tofu).withParallel(parallel).withTimeout(timeout).withInit(init)
        .withContainers(containers), options.settings());
    assertEquals(lockWait, options.run.lockWait());
    assertEquals(stdout, options.stdoutFormat() == null ? "none" : options.stdoutFormat().id());
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', textBlock = """
      --parallel -1                               | --parallel must be 0 (the number of processors) or more, not -1
      --timeout 0s                                | --timeout must be longer than zero
      --init sometimes                            | --init is 'sometimes'; use auto, always or never
      --json -o -                                 | --json and -o - both want stdout; write one of them to a file
      --progress-jsonl - --junit -                | --progress-jsonl - and --junit - both want stdout
      --json --format markdown                    | --json and --format markdown both choose what stdout shows
      --durations /nonexistent/last.json          | /nonexistent/last.json: no such file
      --memory-budget 1                           | --memory-budget is 1 bytes, below the least budget
      -o /nonexistent-dir/r.json                  | -o /nonexistent-dir/r.json: directory /nonexistent-dir does not exist; create it or choose another path
      --junit - --progress-jsonl /nonexistent/e   | --progress-jsonl /nonexistent/e: directory /nonexistent does not exist
      --html /                                    | --html /: it is a directory; name a file inside it
      --heartbeat 500ms                           | --heartbeat must be 0 (none) or at least 1s, not 500ms
      """)
  void aWrongCombinationIsOneUsageLine(String arguments, String message) {
    ExitException e = assertThrows(ExitException.class, () -> parse(arguments).settings());

    assertTrue(e.getMessage().startsWith(message), e.getMessage());
    assertEquals(ExitCodes.FAILURE, e.code());
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', textBlock = """
      --timeout soon                              | --timeout
      --parallel many                             | --parallel
      --frobnicate                                | --frobnicate
      --format html5                              | 'html5' is not a format; use table, markdown, json, junit
      """)
  void aMalformedValueFailsWhileParsing(String arguments, String named) {
    CommandLine.ParameterException e = assertThrows(CommandLine.ParameterException.class, () -> parse(arguments));

    assertTrue(e.getMessage().contains(named), e.getMessage());
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', textBlock = """
      (none)                                      | PT30S
      --heartbeat 0                               | PT0S
      --heartbeat 1s                              | PT1S
      --heartbeat 2m                              | PT2M
      """)
  void theHeartbeatIsThirtySecondsUnlessGiven(String arguments, Duration heartbeat) {
    DetectOptions options = parse(arguments);
    options.settings();

    assertEquals(heartbeat, options.heartbeat());
  }

  @org.junit.jupiter.api.Test
  void anEmptyMemoryBudgetIsRefusedNamingTheFlag() {
    DetectCommand command = new DetectCommand();
    new CommandLine(command).parseArgs("--memory-budget", "");

    ExitException e = assertThrows(ExitException.class, () -> command.detect.settings());

    assertTrue(e.getMessage().startsWith("--memory-budget is empty"), e.getMessage());
  }

  private static DetectOptions parse(String arguments) {
    DetectCommand command = new DetectCommand();
    String[] argv = arguments.equals("(none)") ? new String[0] : arguments.strip().split("\\s+");
    new CommandLine(command).parseArgs(argv);
    return command.detect;
  }
}
