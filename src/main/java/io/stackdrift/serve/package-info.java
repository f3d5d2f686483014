/**
 * watch --listen: the read-only HTTP endpoints (/healthz, /metrics, the page) over the watch loop's
 * last run, and the push receiver's path (POST /hooks/git). Uses receiver, watch, publish, state, view
 * and report.
 */
package io.stackdrift.serve;
