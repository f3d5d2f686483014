/**
 * watch --listen: the read-only HTTP endpoints (/healthz, /metrics, the page) over the watch loop's
 * last run. May use everything below watch.
 */
package io.stackdrift.serve;
