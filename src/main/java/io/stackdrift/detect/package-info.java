/**
 * One detect run and what it publishes: DetectCycle, the plans of its stacks (Detector), its
 * settings and the plans it saves (SavedPlans). Uses status, shard, publish, state, tofu and below.
 */
package io.stackdrift.detect;
