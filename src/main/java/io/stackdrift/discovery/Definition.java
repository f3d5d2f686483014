package io.stackdrift.discovery;

import io.stackdrift.hcl.HclExpression;
import java.nio.file.Path;

/**
 * One attribute of a {@code globals} or {@code terramate.config.run.env} block as written: its
 * expression, parsed but not evaluated, and where it stands, so that an error names file and line.
 * {@code unreadable} says why an expression could not be parsed (then {@code expression} is null): that
 * is an error only for a value that is needed.
 */
record Definition(String name, HclExpression expression, String unreadable, String source, Path file, int line,
    int column) {

  /** Terramate's {@code unset} keyword: the attribute drops what the directories above define. */
  boolean isUnset() {
    return source.strip().equals("unset");
  }

  /** {@code file:line:column} relative to the workspace root, as every diagnostic names a place. */
  String at(Path root) {
    return root.relativize(file) + ":" + line + ":" + column;
  }
}
