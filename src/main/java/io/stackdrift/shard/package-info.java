/**
 * Shards: which stacks a shard plans (ShardPartition) and the merge of their reports (ReportMerge).
 * Uses status, report, discovery, container and schedule.
 */
package io.stackdrift.shard;
