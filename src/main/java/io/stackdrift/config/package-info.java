/**
 * stackdrift.toml: its reading, bounded and without repeating a value in an error, the Diagnostic
 * of a file and line, sizes and durations. Uses fs (bounded reads, the trust of a link) only.
 */
package io.stackdrift.config;
