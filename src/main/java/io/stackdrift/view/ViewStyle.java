package io.stackdrift.view;

/**
 * How the views draw a run: {@code color} on a terminal that allows it, {@code width} of the terminal
 * in columns (0 when the output is not a terminal: one line per stack, never shortened), {@code
 * strictV1} for the JSON report without extensions, and {@code allDetails} for every attribute change
 * of every stack, also those that need no change ({@code --details}).
 */
public record ViewStyle(boolean color, int width, boolean strictV1, boolean allDetails) {
  /** Plain text, no terminal, every extension. */
  public static final ViewStyle PLAIN = new ViewStyle(false, 0, false);
  /** Attribute lines per stack on a terminal without {@code --details} (contract §4b). */
  public static final int TERMINAL_ATTRIBUTES = 5;

  public ViewStyle(boolean color, int width, boolean strictV1) {
    this(color, width, strictV1, false);
  }

  /** How many attribute lines a stack shows: all of them off a terminal or with {@code --details}. */
  public int attributeLimit() {
    return width == 0 || allDetails ? -1 : TERMINAL_ATTRIBUTES;
  }

  /** The same style with every attribute shown ({@code --details}). */
  public ViewStyle withAllDetails(boolean all) {
    return new ViewStyle(color, width, strictV1, all);
  }
}
