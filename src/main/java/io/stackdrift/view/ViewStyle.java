package io.stackdrift.view;

/**
 * How the views draw a run: {@code color} on a terminal that allows it, {@code width} of the terminal
 * in columns (0 when the output is not a terminal: one line per stack, never shortened), and {@code
 * strictV1} for the JSON report without extensions.
 */
public record ViewStyle(boolean color, int width, boolean strictV1) {
  /** Plain text, no terminal, every extension. */
  public static final ViewStyle PLAIN = new ViewStyle(false, 0, false);
}
