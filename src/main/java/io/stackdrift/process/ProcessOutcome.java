package io.stackdrift.process;

/**
 * How a process ended. {@code exitCode} is meaningful for {@link End#EXITED} only (128+N when a
 * signal N ended it); {@code spawnError} for {@link End#SPAWN_FAILED} only; {@code peakRssBytes}
 * the peak resident memory of its process tree ({@link MemoryPeak}), 0 when not known.
 */
public record ProcessOutcome(End end, int exitCode, BoundedCapture stdout, BoundedCapture stderr,
    String spawnError, long peakRssBytes) {

  public enum End { EXITED, TIMED_OUT, CANCELLED, SPAWN_FAILED }

  /** An outcome without a memory figure (the process did not run, or ended before the first sample). */
  public ProcessOutcome(End end, int exitCode, BoundedCapture stdout, BoundedCapture stderr, String spawnError) {
    this(end, exitCode, stdout, stderr, spawnError, 0);
  }

  public boolean exited() {
    return end == End.EXITED;
  }
}
