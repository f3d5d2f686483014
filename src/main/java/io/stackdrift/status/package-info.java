/**
 * Where a stack's status is decided: StackEvaluation, the drift and cause rules, ignore rules,
 * pending roots and the report's overall status. Pure rules over the report model, tofu's facts and
 * the configuration: no file, process or event.
 */
package io.stackdrift.status;
