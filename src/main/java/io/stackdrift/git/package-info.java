/**
 * The revision judged (contract §14): git read through the {@code git} CLI, started by the process
 * runner with a repository treated as input (no hooks, no fsmonitor, no pager, no prompt), the
 * provenance of a run (revision, branch, changed files, remote without credentials), and a followed
 * branch (RemoteBranch: its fetch and its ls-remote, the URL given in the environment). Uses process.
 */
package io.stackdrift.git;
