/**
 * stackdrift's own threads: DaemonThreads, the one factory of the threads every layer starts (the
 * process runner's readers and sweeper, the pools of a run, the exporter, the progress printer).
 * A bottom package so that a thread factory is no reason for an arrow between the packages that
 * need one. Uses no package of ours.
 */
package io.stackdrift.threads;
