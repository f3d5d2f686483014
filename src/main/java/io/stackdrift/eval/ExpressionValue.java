package io.stackdrift.eval;

/**
 * What tm_hcl_expression gives: an HCL expression held as a value (HCL's expression capsule), printed
 * into generated code as the expression itself. It may be stored in lists and objects and passed
 * through functions that only move values (tm_merge, tm_concat); anything that reads it as a string,
 * a number or a document (a template, tm_jsonencode) fails, as in Terramate.
 */
public record ExpressionValue(String source) {}
