package io.stackdrift.view;

/**
 * A sentence that lists things ({@code 6 stacks: 2 converged, 1 failed; containers drifted}), broken
 * to fit a terminal only after a list separator, so that a count stays with what it counts and an id
 * stays whole. Width 0 keeps it on one line.
 */
final class Wrap {
  private Wrap() {}

  /** {@code text} in lines of at most {@code width} columns where it can, continuation lines indented. */
  static String atSeparators(String text, int width, String indent) {
    if (width == 0 || Elision.length(text) <= width) {
      return text;
    }
    StringBuilder out = new StringBuilder();
    int lineLength = 0;
    for (String piece : text.split("(?<=[,;] )")) {
      int n = Elision.length(piece.stripTrailing());
      if (lineLength > 0 && lineLength + n > width) {
        out.setLength(out.toString().stripTrailing().length());
        out.append('\n').append(indent);
        lineLength = indent.length();
      }
      out.append(piece);
      lineLength += Elision.length(piece);
    }
    return out.toString();
  }
}
