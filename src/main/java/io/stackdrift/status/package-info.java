/**
 * Where a stack's status is decided: StackEvaluation, the drift and cause rules, ignore rules,
 * pending roots and the report's overall status. Pure rules over the report model, tofu's facts and
 * the configuration: no file, process or event. Uses report, tofu, container, discovery and config.
 */
package io.stackdrift.status;
