/**
 * Following a branch (contract §14, §15): {@code watch --follow REMOTE/BRANCH} fetches the branch into
 * a repository stackdrift owns under the state directory (OwnedCheckout), checks its newest revision
 * out detached and clean, renders its generated code, and hands the cycle that workspace (Follower);
 * the operator's checkout is only read. Uses config, git, process, render, terramate and workspace.
 */
package io.stackdrift.follow;
