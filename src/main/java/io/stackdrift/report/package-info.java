/**
 * The data: DriftReport, StackEntry, their builders, statuses whose JSON names are the contract's,
 * and JSON. Immutable records; no file, process or event. Uses discovery's stack record.
 */
package io.stackdrift.report;
