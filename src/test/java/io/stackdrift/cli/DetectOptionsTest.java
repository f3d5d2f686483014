package io.stackdrift.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.config.Config.InitMode;
import io.stackdrift.engine.DetectSettings;
import java.time.Duration;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import picocli.CommandLine;

/**
 * detect's flags parsed into the settings value, without a workspace: nothing is run, no file is
 * read. Arguments are split at spaces ({@code (none)}: no argument); {@code -} is "as configured".
 */
class DetectOptionsTest {

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', nullValues = "-", textBlock = """
      # arguments                                 | tofu           | parallel | timeout | init   | containers | lock wait | stdout taken
      (none)                                      | -              | -        | -       | -      | true       | PT0S      | false
      --tofu /opt/tofu --parallel 3               | /opt/tofu      | 3        | -       | -      | true       | PT0S      | false
      --parallel 0                                | -              | 0        | -       | -      | true       | PT0S      | false
      --timeout 90s --init never                  | -              | -        | PT1M30S | NEVER  | true       | PT0S      | false
      --timeout 1h30m --init always --no-native   | -              | -        | PT1H30M | ALWAYS | false      | PT0S      | false
      --init auto --wait-lock 5m                  | -              | -        | -       | AUTO   | true       | PT5M      | false
      --json                                      | -              | -        | -       | -      | true       | PT0S      | true
      -o - --progress-jsonl events.jsonl          | -              | -        | -       | -      | true       | PT0S      | true
      --metrics-textfile - -o report.json         | -              | -        | -       | -      | true       | PT0S      | true
      --junit out.xml -o report.json              | -              | -        | -       | -      | true       | PT0S      | false
      """)
  void flagsBecomeSettings(String arguments, String tofu, Integer parallel, Duration timeout, InitMode init,
      boolean containers, Duration lockWait, boolean stdoutTaken) {
    DetectOptions options = parse(arguments);

    assertEquals(new DetectSettings(tofu, parallel, timeout, init, containers), options.settings());
    assertEquals(lockWait, options.run.lockWait());
    assertEquals(stdoutTaken, options.stdoutTaken());
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', textBlock = """
      --parallel -1                               | --parallel must be 0 (the number of processors) or more, not -1
      --timeout 0s                                | --timeout must be longer than zero
      --init sometimes                            | --init is 'sometimes'; use auto, always or never
      --json -o -                                 | --json and -o - both want stdout; write one of them to a file
      --progress-jsonl - --junit -                | --progress-jsonl - and --junit - both want stdout
      --durations /nonexistent/last.json          | /nonexistent/last.json: no such file
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
      """)
  void aMalformedValueFailsWhileParsing(String arguments, String named) {
    CommandLine.ParameterException e = assertThrows(CommandLine.ParameterException.class, () -> parse(arguments));

    assertTrue(e.getMessage().contains(named), e.getMessage());
  }

  private static DetectOptions parse(String arguments) {
    DetectCommand command = new DetectCommand();
    String[] argv = arguments.equals("(none)") ? new String[0] : arguments.strip().split("\\s+");
    new CommandLine(command).parseArgs(argv);
    return command.detect;
  }
}
