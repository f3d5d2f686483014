/**
 * Scheduling: daemon pools, the longest-first start order and work over the run order
 * (DependencyScheduler). Uses process and report.
 */
package io.stackdrift.schedule;
