/**
 * The HCL reader written here for Terramate files: lexer, parser (structure only: blocks,
 * attributes, literal values, the tokens of expressions) and literals, with depth and size limits.
 * It also evaluates expressions ({@link io.stackdrift.hcl.HclExpression}): HCL's native syntax with
 * go-cty's semantics and Terramate's tm_ functions, bounded in depth, steps and size; many
 * evaluations may share one {@link io.stackdrift.hcl.StepBudget}, which also stops them on request.
 * Pure: text in, values out; no file (tm_file reads through its context), no other package of stackdrift.
 */
package io.stackdrift.hcl;
