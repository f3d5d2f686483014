/**
 * The process runner, the one place processes start (argv, never a shell): timeouts on the
 * monotonic clock, tree kill, bounded output, leftover sweeps. Uses config.
 */
package io.stackdrift.process;
