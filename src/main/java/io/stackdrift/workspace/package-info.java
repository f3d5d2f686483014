/**
 * A loaded workspace: its stacks, configuration, run order, selection and plan hash
 * (WorkspaceLoader), the Terramate tree it builds from the scan, and the checks before any tool runs
 * in it (the tool, a root run's trust). Uses container (its Compose projects), tofu, process (the
 * tool lookup), report, order, terramate, discovery, config and fs.
 */
package io.stackdrift.workspace;
