/**
 * Scheduling: the pools of a run's workers, the longest-first start order, the memory budget's
 * queue and work over the run order (DependencyScheduler, cancelled through a flag it is given).
 * Uses report and threads.
 */
package io.stackdrift.schedule;
