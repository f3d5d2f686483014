/**
 * Terramate's rendering of generated code, as Terramate v0.17.2 renders it (contract §15,
 * docs/generate.md): Generation (a workspace's generate_hcl and generate_file blocks per stack and
 * for the root context, compared with the disk: what generate would create, change or delete, and
 * the outdated-code check of one stack; tmgen files rendered, a stack using outputs-sharing,
 * Experiments, is refused), the partial evaluation of generate_hcl content
 * (PartialEvaluator, ValueText) and HclFormatter, the printer of generated HCL. Reads the workspace's
 * Terramate files and generated files (bounded); writes only through fs's WorkspaceFile. Uses
 * terramate (the stack's evaluation scope), discovery, eval, stdlib, hcl and fs.
 */
package io.stackdrift.render;
