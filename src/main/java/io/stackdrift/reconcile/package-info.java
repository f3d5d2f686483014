/**
 * Reconcile: which stacks a report asks to re-converge (ReconcileTargets) and their applies in
 * dependency order, each of a plan file (Reconciler). Uses detect's saved plans, publish, events,
 * state, workspace, tofu, process, schedule, report, terramate (the run environments), discovery,
 * config and fs.
 */
package io.stackdrift.reconcile;
