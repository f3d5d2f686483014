package io.stackdrift.report;

/**
 * How the views for a person are drawn: {@code color} on a terminal that allows it, {@code width} of
 * the terminal in columns (0 when the output is not a terminal: one line per stack, never shortened),
 * {@code selection} the filters of the run for an empty selection (null when not known), and
 * {@code strictV1} for the JSON report without extensions.
 */
public record ViewStyle(boolean color, int width, String selection, boolean strictV1) {
  /** Plain text, no terminal, no filters known, every extension. */
  public static final ViewStyle PLAIN = new ViewStyle(false, 0, null, false);
}
