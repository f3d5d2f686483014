/**
 * Reconcile: which stacks a report asks to re-converge (ReconcileTargets) and their applies in
 * dependency order, each of a plan file (Reconciler). Uses detect's saved plans, tofu, schedule,
 * state, publish and events.
 */
package io.stackdrift.reconcile;
