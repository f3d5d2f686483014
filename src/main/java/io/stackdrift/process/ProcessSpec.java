package io.stackdrift.process;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * One process to run: argv (never through a shell), working directory, the complete environment,
 * the deadline after which it is terminated (null: none), the grace between SIGTERM and SIGKILL,
 * whether it writes state (an apply: if the run is killed, a later run leaves it alone rather than
 * cut it short; on its deadline or a first signal only the tool itself gets SIGTERM, so that it can
 * finish writing its state), and the file its stdout and stderr go to (null: pipes read by the
 * runner). An apply writes to a file: it must not die of a closed pipe when stackdrift does.
 */
public record ProcessSpec(List<String> argv, Path dir, Map<String, String> env, Deadline deadline,
    Duration killGrace, boolean writesState, Path outputFile) {

  public ProcessSpec {
    argv = List.copyOf(argv);
    env = Map.copyOf(env);
  }

  public ProcessSpec(List<String> argv, Path dir, Map<String, String> env, Deadline deadline, Duration killGrace,
      boolean writesState) {
    this(argv, dir, env, deadline, killGrace, writesState, null);
  }

  /** A process that writes no state. */
  public ProcessSpec(List<String> argv, Path dir, Map<String, String> env, Deadline deadline, Duration killGrace) {
    this(argv, dir, env, deadline, killGrace, false);
  }
}
