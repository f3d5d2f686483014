package io.stackdrift.render;

/** A generated file that differs from what is on disk: its name (below its directory) and what would be done. */
public record FileChange(String name, Change change) {
  /** What {@code terramate generate} would do to the file. */
  public enum Change {
    CREATE, UPDATE, DELETE;

    public String word() {
      return name().toLowerCase(java.util.Locale.ROOT);
    }
  }

  @Override
  public String toString() {
    return name + " (" + change.word() + ")";
  }
}
