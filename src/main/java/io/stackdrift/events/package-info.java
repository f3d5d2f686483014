/**
 * The event stream of a run: JSON Lines, OpenTelemetry export and webhooks, one event per stack.
 * Uses fs, threads, and report's Redactor (the OpenTelemetry SDK's own messages are
 * cleared of header values before anyone sees them).
 */
package io.stackdrift.events;
