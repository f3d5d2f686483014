/**
 * HCL's syntax as Terramate files write it (hclsyntax's part of hashicorp/hcl): the lexer and the
 * parser of files (blocks, attributes, literal values, the tokens and text of expressions), the
 * expression and template parsers and the nodes they make (plain data: what a node evaluates to is
 * eval's), the variables an expression names, and the numbers and white space of its literals
 * (go-cty's reach, Go's white space); with depth and size limits. Pure: text in, syntax out. Uses
 * no package of ours.
 */
package io.stackdrift.hcl;
