/**
 * The revision judged (contract §14): git read through the {@code git} CLI, started by the process
 * runner with a repository treated as input (no hooks, no fsmonitor, no pager, no prompt), the
 * provenance of a run (revision, branch, changed files, remote without credentials). Uses process.
 */
package io.stackdrift.git;
