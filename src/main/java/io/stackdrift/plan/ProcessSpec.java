package io.stackdrift.plan;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;

/**
 * One process to run: argv (never through a shell), working directory, the complete environment,
 * the deadline after which it is terminated, the grace between SIGTERM and SIGKILL, and whether
 * it writes state (an apply: if the run is killed, a later run leaves it alone rather than cut it
 * short).
 */
public record ProcessSpec(List<String> argv, Path dir, Map<String, String> env, Instant deadline,
    Duration killGrace, boolean writesState) {

  public ProcessSpec {
    argv = List.copyOf(argv);
    env = Map.copyOf(env);
  }

  /** A process that writes no state. */
  public ProcessSpec(List<String> argv, Path dir, Map<String, String> env, Instant deadline, Duration killGrace) {
    this(argv, dir, env, deadline, killGrace, false);
  }
}
