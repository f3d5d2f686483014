/**
 * stackdrift.toml: its reading, bounded and without repeating a value in an error, the Diagnostic
 * of a file and line, sizes and durations. The bottom layer: uses no package of ours.
 */
package io.stackdrift.config;
