/**
 * Every file of the state directory: StateStore (known.json, history, last report, saved all or
 * none), the workspace lock, run markers, heal streaks, apply logs. Uses fs for every write.
 */
package io.stackdrift.state;
