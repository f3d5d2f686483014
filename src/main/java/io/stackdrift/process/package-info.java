/**
 * The process runner, the one place processes start (argv, never a shell): timeouts on the
 * monotonic clock, tree kill, bounded output, leftover sweeps, and the OS seam (ProcessTree.Table)
 * under them; and the lookup of the executable a process starts (ToolLocator: PATH as a shell
 * reads it, OpenTofu's order of choices, trust). Uses config, fs (the trust of an executable) and
 * threads.
 */
package io.stackdrift.process;
