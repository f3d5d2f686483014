/**
 * Scheduling: daemon threads and pools, the longest-first start order and work over the run order
 * (DependencyScheduler, cancelled through a flag it is given). Uses report.
 */
package io.stackdrift.schedule;
