package io.stackdrift.hcl;

/** A Terramate file that is not valid HCL, with the 1-based line and column of the fault. */
public final class HclSyntaxException extends Exception {
  private final int line;
  private final int column;

  public HclSyntaxException(String message, int line, int column) {
    super(message);
    this.line = line;
    this.column = column;
  }

  public int line() {
    return line;
  }

  public int column() {
    return column;
  }
}
