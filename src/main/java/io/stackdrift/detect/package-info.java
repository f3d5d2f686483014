/**
 * One detect run and what it publishes: DetectCycle, the plans of its stacks (Detector), its
 * settings as given (DetectSettings) and as resolved once per run (RunDecisions, EffectiveSettings);
 * and the Preflight that detect, watch and reconcile share (the tool, outputs clear of the state
 * directory's files, the lock and the run's marker).
 * Uses status, shard, publish, events, state, workspace, container, tofu, process, schedule,
 * report, render (Terramate's outdated-code check before a plan), terramate (each stack's run
 * environment and the safeguard switches), discovery, config and fs.
 */
package io.stackdrift.detect;
