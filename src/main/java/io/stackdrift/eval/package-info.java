/**
 * The evaluation of HCL expressions as hashicorp/hcl with go-cty evaluates them (Terramate's
 * hcl/eval): one dispatch over the node types (Nodes), with operators, traversals, splats, for
 * expressions, templates and calls; the values (HclValues: go-cty's types, their conversions,
 * equality and JSON) and what an expression may read (HclContext, lazy objects such as the
 * globals); the interface a function is called through (Functions, Arguments), the functions
 * being stdlib's. Every evaluation is bounded in depth, steps and size (Limits, StepBudget), for the
 * expressions of untrusted files; many evaluations may share one StepBudget, which also stops them
 * on request. Pure: no file (tm_file reads through the context), process, event
 * or state. Uses hcl (the nodes it evaluates) only.
 */
package io.stackdrift.eval;
