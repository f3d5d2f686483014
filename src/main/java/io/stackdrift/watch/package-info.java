/**
 * The watch loop: a detect cycle every interval, and self-heal (HealStep, SelfHeal) that applies
 * only a judged plan. Uses reconcile, detect and everything below.
 */
package io.stackdrift.watch;
