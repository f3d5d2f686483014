/**
 * The OpenTofu domain: planning (PlanRunner, the plan stream, the show -json reader that settles
 * what is sensitive), applying a plan file (ApplyRunner), the tool's lookup, environment and
 * redaction. Uses process, fs, report and config.
 */
package io.stackdrift.tofu;
