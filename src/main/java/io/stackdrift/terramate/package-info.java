/**
 * The Terramate configuration of a stack, evaluated: TerramateTree (built by workspace from the
 * scan's per-directory configurations) gives each stack its globals (Globals, as Terramate v0.17.2's
 * globals package evaluates them, scheduled by what each waits for, in one step budget), the
 * runtime values an expression reads (terramate.*) and its run environment (RunEnvironment, as run
 * env does: terramate.config.run.env over the host's), and stops when the run is cancelled or out
 * of time (EvaluationStop), and which of Terramate's safeguards are on (Safeguards: the flag, the
 * variable and the root's terramate.config). Reads the workspace's files only for tm_file, inside the
 * workspace, and the root's Terramate files for the safeguards;
 * starts no process and knows no events or state. Uses discovery (the stacks, the directories'
 * definitions, bounded reads), eval and stdlib (to evaluate them), hcl (the parsed expressions)
 * and config.
 */
package io.stackdrift.terramate;
