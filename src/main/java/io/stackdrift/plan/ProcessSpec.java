package io.stackdrift.plan;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;

/**
 * One process to run: argv (never through a shell), working directory, the complete environment,
 * the deadline after which it is terminated, and the grace between SIGTERM and SIGKILL.
 */
public record ProcessSpec(List<String> argv, Path dir, Map<String, String> env, Instant deadline,
    Duration killGrace) {

  public ProcessSpec {
    argv = List.copyOf(argv);
    env = Map.copyOf(env);
  }
}
