package io.stackdrift.hcl;

/**
 * A position in an expression's source that knows its file line and column: the source starts at
 * {@code baseLine}:{@code baseColumn} of its file, so every error points into the file.
 */
final class Cursor {
  /** A saved position, to return to after looking ahead. */
  record Mark(int pos, int relativeLine, int lineStart) {}

  private final String src;
  private final int baseLine;
  private final int baseColumn;
  private int pos;
  private int relativeLine;
  private int lineStart;

  Cursor(String src, int baseLine, int baseColumn) {
    this.src = src;
    this.baseLine = baseLine;
    this.baseColumn = baseColumn;
  }

  String source() {
    return src;
  }

  int pos() {
    return pos;
  }

  boolean atEnd() {
    return pos >= src.length();
  }

  /** The character at the position, '\0' past the end. */
  char peek() {
    return peek(0);
  }

  char peek(int ahead) {
    int p = pos + ahead;
    return p < src.length() ? src.charAt(p) : '\0';
  }

  int codePoint() {
    return atEnd() ? -1 : src.codePointAt(pos);
  }

  boolean startsWith(String text) {
    return src.startsWith(text, pos);
  }

  void advance() {
    if (src.charAt(pos) == '\n') {
      relativeLine++;
      lineStart = pos + 1;
    }
    pos++;
  }

  void advance(int count) {
    for (int i = 0; i < count && !atEnd(); i++) {
      advance();
    }
  }

  int line() {
    return baseLine + relativeLine;
  }

  int column() {
    return relativeLine == 0 ? baseColumn + (pos - lineStart) : pos - lineStart + 1;
  }

  Mark mark() {
    return new Mark(pos, relativeLine, lineStart);
  }

  void reset(Mark mark) {
    pos = mark.pos();
    relativeLine = mark.relativeLine();
    lineStart = mark.lineStart();
  }

  /** The span from a mark to the current position. */
  Span span(Mark from) {
    int line = baseLine + from.relativeLine();
    int column = from.relativeLine() == 0 ? baseColumn + (from.pos() - from.lineStart())
        : from.pos() - from.lineStart() + 1;
    return new Span(src, from.pos(), pos, line, column);
  }

  /** The span from a node's start to the current position. */
  Span spanFrom(Span start) {
    return new Span(src, start.start(), pos, start.line(), start.column());
  }

  /** What is at the position, for messages: "'x'", "end of line", "end of the expression". */
  String describe() {
    if (atEnd()) {
      return "the end of the expression";
    }
    if (peek() == '\n') {
      return "end of line";
    }
    return "'" + new String(Character.toChars(codePoint())) + "'";
  }

  HclSyntaxException error(String message) {
    return new HclSyntaxException(message, line(), column());
  }
}
