/**
 * The HCL reader written here for Terramate files: lexer, parser (structure only: blocks,
 * attributes, literal values, the tokens of expressions) and literals, with depth and size limits.
 * Pure: text in, values out; no file, no other package of stackdrift.
 */
package io.stackdrift.hcl;
