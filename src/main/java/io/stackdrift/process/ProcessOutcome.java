package io.stackdrift.process;

/**
 * How a process ended. {@code exitCode} is meaningful for {@link End#EXITED} only (128+N when a
 * signal N ended it); {@code spawnError} for {@link End#SPAWN_FAILED} only.
 */
public record ProcessOutcome(End end, int exitCode, BoundedCapture stdout, BoundedCapture stderr,
    String spawnError) {

  public enum End { EXITED, TIMED_OUT, CANCELLED, SPAWN_FAILED }

  public boolean exited() {
    return end == End.EXITED;
  }
}
