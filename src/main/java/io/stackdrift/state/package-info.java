/**
 * Every file of the state directory: StateStore (known.json and the last report, saved with the
 * history all or none), StatusHistory (history.jsonl, appended, rotated and read bounded), the
 * workspace lock, run markers, heal streaks, apply logs, and the plans a run saves (SavedPlans: how
 * long each lives). Uses fs for every write, report (what the files hold), workspace, tofu (a plan's
 * result, for SavedPlans), process (run markers) and config (the run log).
 */
package io.stackdrift.state;
