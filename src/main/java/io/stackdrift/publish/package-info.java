/**
 * What a finished run goes to: RunOutput and its list (files, notifications, telemetry, run
 * events). Uses events, view, state, schedule, the report, discovery, config and fs.
 */
package io.stackdrift.publish;
