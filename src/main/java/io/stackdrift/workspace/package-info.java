/**
 * A loaded workspace: its stacks, configuration, run order, selection and plan hash
 * (WorkspaceLoader), the Terramate tree it builds from the scan, and the checks before any tool runs
 * in it (the tool, a root run's trust), what feeds a stack (StackInputs) and which stacks changed
 * since a revision (ChangedStacks). Uses git (the changed files), container (its Compose projects),
 * tofu, process (the tool lookup), report, order, terramate, discovery, config, hcl (module calls)
 * and fs.
 */
package io.stackdrift.workspace;
