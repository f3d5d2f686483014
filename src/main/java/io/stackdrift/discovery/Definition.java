package io.stackdrift.discovery;

import io.stackdrift.hcl.HclExpression;
import io.stackdrift.hcl.HclSyntaxException;
import java.nio.file.Path;

/**
 * One attribute of a {@code globals} or {@code terramate.config.run.env} block as written, and where
 * it stands, so that an error names file and line. Its expression is parsed on first use, once:
 * most definitions of a large workspace are never needed by a run. One that does not parse is an
 * error only for a value that is needed ({@link #unreadable}).
 */
public final class Definition {
  private final String name;
  private final String source;
  private final int sourceLine;
  private final int sourceColumn;
  private final Path file;
  private final int line;
  private final int column;
  private HclExpression expression;
  private String unreadable;

  private Definition(String name, String source, int sourceLine, int sourceColumn, Path file, int line, int column,
      String unreadable) {
    this.name = name;
    this.source = source;
    this.sourceLine = sourceLine;
    this.sourceColumn = sourceColumn;
    this.file = file;
    this.line = line;
    this.column = column;
    this.unreadable = unreadable;
  }

  /** An expression written at {@code line:column} (the attribute's name), its text from {@code sourceLine:sourceColumn}. */
  public static Definition of(String name, String source, int sourceLine, int sourceColumn, Path file, int line,
      int column) {
    return new Definition(name, source, sourceLine, sourceColumn, file, line, column, null);
  }

  /** A definition stackdrift does not evaluate, and why: an error for whatever needs it. */
  static Definition unsupported(String name, String why, Path file, int line, int column) {
    return new Definition(name, "", line, column, file, line, column, why);
  }

  public String name() {
    return name;
  }

  public Path file() {
    return file;
  }

  public int line() {
    return line;
  }

  public int column() {
    return column;
  }

  /** The parsed expression, or null when it does not parse or is not evaluated ({@link #unreadable} says why). */
  public synchronized HclExpression expression() {
    if (expression == null && unreadable == null) {
      try {
        expression = HclExpression.parse(source, sourceLine, sourceColumn);
      } catch (HclSyntaxException e) {
        unreadable = e.getMessage() + " (at " + e.line() + ":" + e.column() + ")";
      }
    }
    return expression;
  }

  public synchronized String unreadable() {
    expression();
    return unreadable;
  }

  /** Terramate's {@code unset} keyword: the attribute drops what the directories above define. */
  public boolean isUnset() {
    return source.strip().equals("unset");
  }

  /** {@code file:line:column} relative to the workspace root, as every diagnostic names a place. */
  public String at(Path root) {
    return root.relativize(file) + ":" + line + ":" + column;
  }
}
