/**
 * The command line: picocli commands turn flags into one request value, run it, and print what
 * comes back. The only package that touches System.out, System.err and System.getenv; nothing
 * imports it. Uses every package but container, status, heal, stdlib, eval and hcl:
 * the commands of the services, publish, events, state, view, shard, workspace, tofu, process,
 * schedule, threads, report, order, render (generate), terramate, discovery, config and fs.
 */
package io.stackdrift.cli;
