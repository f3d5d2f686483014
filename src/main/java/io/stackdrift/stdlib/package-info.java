/**
 * Terramate's function library: the tm_ functions (OpenTofu's library under the tm_ prefix, with
 * Terramate's tm_ternary, tm_try, tm_can, tm_slug, tm_unslug, tm_joinlist and tm_version_match),
 * grouped as strings, collections, sets, numbers, conversions, encodings, regular expressions,
 * formatting, networks (CIDR), time and identifiers, files and paths and Terramate's own, and
 * FunctionLibrary, which hands them to the evaluator. docs/functions.md lists them and those left
 * out; the impure ones (tm_timestamp, tm_uuid, …) are refused, since their results never repeat.
 * These are Go-parity surfaces: what each function returns or refuses, the YAML tm_yamlencode
 * writes (YamlEncoder) and the numbers tm_format prints (GoNumberFormat) are Terramate v0.17.2's
 * to the byte, so they change only with a case from the reference (a row of a stdlib test stating
 * what Terramate, OpenTofu or Go gives). Pure: tm_file reads through the
 * context the caller gives. Uses eval (values, the call's arguments) and hcl (numbers, white
 * space, the call's node).
 */
package io.stackdrift.stdlib;
