/**
 * The command line: picocli commands turn flags into one request value, run it, and print what
 * comes back. The only package that touches System.out, System.err and System.getenv; nothing
 * imports it.
 */
package io.stackdrift.cli;
