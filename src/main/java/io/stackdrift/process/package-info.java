/**
 * The process runner, the one place processes start (argv, never a shell): timeouts on the
 * monotonic clock, tree kill, bounded output, leftover sweeps, and the OS seam (ProcessTree.Table)
 * under them. Uses schedule's daemon threads and config.
 */
package io.stackdrift.process;
