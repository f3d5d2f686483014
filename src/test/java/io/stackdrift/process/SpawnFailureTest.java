package io.stackdrift.process;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A process that cannot start is said in fixed words naming the program: the JDK's own words quote
 * what it was given, an environment value among them, and a value may be a secret (contract §13).
 */
class SpawnFailureTest {
  private static final String SECRET = "literal-s3cr3t-in-config-ZZ9";

  @Test
  void aValueTheSystemCannotPassIsNotQuoted() {
    ProcessOutcome o = run(Map.of("RUN_ENV", SECRET + "\0tail"));

    assertEquals(ProcessOutcome.End.SPAWN_FAILED, o.end());
    assertEquals("/bin/true: its environment holds a variable the system cannot pass (a NUL byte, or '=' in a name)",
        o.spawnError());
  }

  @Test
  void aNameTheSystemCannotPassIsNotQuoted() {
    ProcessOutcome o = run(Map.of(SECRET + "=x", "value"));

    assertEquals(ProcessOutcome.End.SPAWN_FAILED, o.end());
    assertFalse(o.spawnError().contains(SECRET), o.spawnError());
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "Cannot run program \"/x/tofu\" (in directory \"/s3cr3t\"): error=2, No such file or directory"
          + "|/x/tofu: not found (the program, or the directory it runs in)",
      "Cannot run program \"/x/tofu\": error=13, Permission denied"
          + "|/x/tofu: permission denied (the program, or the directory it runs in)",
      "Cannot run program \"/x/tofu\": error=7, Argument list too long s3cr3t"
          + "|/x/tofu: its arguments and environment are larger than the system allows (error=7)",
      "Cannot run program \"/x/tofu\": error=99, s3cr3t|/x/tofu: the system did not start it (error=99)",
      "invalid null character in command|/x/tofu: its arguments hold a NUL byte",
      "s3cr3t|/x/tofu: the system did not start it"})
  void theSystemsReasonIsNamedInFixedWords(String message, String said) {
    assertEquals(said, SpawnFailure.of("/x/tofu", new IOException(message)));
  }

  @Test
  void anyOtherFailureSaysOnlyItsKind() {
    assertEquals("/x/tofu: the system did not start it (UnsupportedOperationException)",
        SpawnFailure.of("/x/tofu", new UnsupportedOperationException("s3cr3t")));
  }

  private static ProcessOutcome run(Map<String, String> env) {
    try (ProcessRunner runner = new ProcessRunner()) {
      return runner.run(new ProcessSpec(List.of("/bin/true"), Path.of("/"), env, Deadline.after(Duration.ofSeconds(10)),
          Duration.ofSeconds(1)), null, new Cancellation());
    }
  }
}
