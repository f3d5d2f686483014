/**
 * The watch loop: a detect cycle every interval, and self-heal (HealStep, SelfHeal) that applies
 * only a judged plan; between cycles, the engine's container events and the checks they call for.
 * Uses reconcile, detect, status, publish, events, state, view, workspace, container, tofu,
 * process, threads, report, discovery, config and fs.
 */
package io.stackdrift.watch;
