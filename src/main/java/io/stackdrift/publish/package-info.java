/**
 * What a finished run goes to: RunOutput and its list (files, notifications, telemetry, run
 * events). Uses events, view, state and the report.
 */
package io.stackdrift.publish;
