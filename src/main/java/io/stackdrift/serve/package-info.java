/**
 * watch --listen: the read-only HTTP endpoints (/healthz, /metrics, the page) over the watch loop's
 * last run. Uses watch, publish, state, view and report.
 */
package io.stackdrift.serve;
