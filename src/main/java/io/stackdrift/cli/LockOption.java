package io.stackdrift.cli;

import java.time.Duration;
import picocli.CommandLine.Option;

/** {@code --wait-lock}: how long to wait for another run's workspace lock. */
final class LockOption {
  @Option(names = "--wait-lock", paramLabel = "DURATION", converter = DurationConverter.class,
      description = "When another run holds the workspace lock, wait up to DURATION instead of failing at once.")
  Duration waitLock;

  Duration duration() {
    return waitLock == null ? Duration.ZERO : waitLock;
  }
}
