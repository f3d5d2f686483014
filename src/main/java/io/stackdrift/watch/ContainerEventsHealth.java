package io.stackdrift.watch;

/**
 * How {@code watch} follows the engine's container events, for /healthz and /metrics: not started
 * (off, or no cycle has found a project a stack owns yet), followed, or lost with why; and how many
 * container checks ran between cycles.
 */
public record ContainerEventsHealth(boolean started, boolean followed, String lost, long checks) {
  public static final ContainerEventsHealth OFF = new ContainerEventsHealth(false, false, null, 0);
}
