/**
 * The watch loop: a detect cycle every interval, with self-heal after a drifted cycle (heal); between
 * cycles, the engine's container events and the checks they call for, whose drift heal heals too.
 * With --follow, each cycle judges the revision follow checked out.
 * Uses follow, heal, detect, status, publish, events, state, workspace, container, process, report,
 * discovery, config, git (the judged revision as provenance) and threads.
 */
package io.stackdrift.watch;
