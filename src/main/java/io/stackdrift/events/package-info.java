/**
 * The event stream of a run: JSON Lines, OpenTelemetry export and webhooks, one event per stack.
 * Uses fs and threads.
 */
package io.stackdrift.events;
