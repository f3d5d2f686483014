/**
 * The OpenTofu domain: planning (PlanRunner, the plan stream, the show -json reader that settles
 * what is sensitive), applying a plan file (ApplyRunner), the tool found for a run (TofuTool, by
 * process's ToolLocator), its environment and redaction. Uses process, fs, report and config.
 */
package io.stackdrift.tofu;
