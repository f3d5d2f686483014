/**
 * Reconcile: which stacks a report asks to re-converge (ReconcileTargets) and their applies in
 * dependency order, each of a plan file (Reconciler), with the run's resolved settings (detect's).
 * RevisionGuard applies only from the revision judged: the work tree's, or a followed branch's.
 * Uses detect, publish, events, state (the saved plans), workspace, git (the revision applied from, a
 * followed branch's head), tofu, process, schedule, report, terramate (the run environments and
 * safeguards), discovery, config and fs.
 */
package io.stackdrift.reconcile;
