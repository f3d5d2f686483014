/**
 * Terramate discovery: the stacks of a workspace (scanner, reader, the expressions Terramate evaluates
 * for stacks), what each directory's files configure besides a stack (ConfigReader: globals and run
 * environment definitions, with imports), their path order and tag filters, and the re-check of a
 * stack directory before a tool runs in it. Uses hcl (the reader), eval and stdlib (the stack
 * expressions, Go's string order), config and fs (bounded reads).
 */
package io.stackdrift.discovery;
