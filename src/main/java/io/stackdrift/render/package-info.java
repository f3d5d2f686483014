/**
 * Terramate's rendering of generated code, as Terramate v0.17.2 does it (issue 47, contract §15). So far:
 * the printer of generated HCL ({@link io.stackdrift.render.HclFormatter}: hclwrite's Format and
 * Terramate's multi-line lists). Pure: text in, text out. Uses hcl (its syntax error).
 */
package io.stackdrift.render;
