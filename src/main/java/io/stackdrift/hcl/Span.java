package io.stackdrift.hcl;

/**
 * Where a node of an expression is: its offsets in the expression's source (shared, not copied) and
 * the file line and column it starts at.
 */
public record Span(String source, int start, int end, int line, int column) {
  private static final int SHOWN = 60;

  /** The node's source text, shortened for a message. */
  public String text() {
    return shorten(source.substring(start, end).strip());
  }

  /** The source from this node's start up to an offset: the part of a traversal before one step. */
  public String textUpTo(int offset) {
    return shorten(source.substring(start, Math.max(start, offset)).strip());
  }

  /** At most {@link #SHOWN} characters, on one line: each run of white space with a newline is one space. */
  private static String shorten(String text) {
    StringBuilder out = new StringBuilder();
    int i = 0;
    while (i < text.length() && out.length() <= SHOWN) {
      int runEnd = i;
      while (runEnd < text.length() && Character.isWhitespace(text.charAt(runEnd))) {
        runEnd++;
      }
      if (runEnd > i && text.substring(i, runEnd).indexOf('\n') >= 0) {
        out.append(' ');
        i = runEnd;
      } else if (runEnd > i) {
        out.append(text, i, runEnd);
        i = runEnd;
      } else {
        out.append(text.charAt(i++));
      }
    }
    return out.length() > SHOWN || i < text.length() ? out.substring(0, Math.min(out.length(), SHOWN)) + "…"
        : out.toString();
  }
}
