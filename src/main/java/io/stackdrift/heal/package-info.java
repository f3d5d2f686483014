/**
 * Self-heal, where a watch heals what it found: SelfHeal (the policy: which targets may be healed,
 * never while paused, the back-off, the confirming plan judged as every plan), HealStep (the heal
 * after a drifted cycle, with the cycle's resolved settings and saved plans) and ContainerHeal (the
 * heal of containers that drifted between cycles, once each). Applies go through reconcile.
 * With --follow a heal applies while the branch (ls-remote) is at the revision judged.
 * Uses reconcile, detect, status, publish, events, state, view, workspace, container, tofu,
 * terramate (the safeguard switches), git (the followed branch's head; whether a stalled stack's last
 * good revision is an ancestor of the one applied), process, report, config and fs.
 */
package io.stackdrift.heal;
