/**
 * The run order of Terramate v0.17.2 over discovered stacks: StackGraph (after/before/wants/wanted_by
 * resolved, tag filters, cycles of wants) and RunOrder (Kahn's order over the selection, with
 * Terramate's parent rule). Pure over the stacks discovery found; uses discovery and config.
 */
package io.stackdrift.order;
