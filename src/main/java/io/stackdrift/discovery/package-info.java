/**
 * Terramate discovery: the stacks of a workspace, the HCL reader written here (structure only), run
 * order and tag filters, and the re-check of a stack directory before a tool runs in it. Uses
 * config.
 */
package io.stackdrift.discovery;
