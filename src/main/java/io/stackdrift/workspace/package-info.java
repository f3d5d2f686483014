/**
 * A loaded workspace: its stacks, configuration, run order, selection and plan hash
 * (WorkspaceLoader), and the checks before any tool runs in it (the tool, a root run's trust). Uses
 * discovery, order, container (its Compose projects), tofu, process (the tool lookup), report,
 * config and fs.
 */
package io.stackdrift.workspace;
