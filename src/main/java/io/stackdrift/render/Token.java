package io.stackdrift.render;

/**
 * One token as hclwrite keeps it: its kind, its exact text, where it starts in the source
 * ({@code start} is a char offset; a token made by the formatter has -1) and how many blanks
 * stood before it there.
 */
record Token(TokenType type, String text, int start, int gap) {
  static Token made(TokenType type, String text) {
    return new Token(type, text, -1, 0);
  }

  boolean is(TokenType t) {
    return type == t;
  }

  int end() {
    return start + text.length();
  }

  /** A newline, or a one-line comment, which holds the newline that ends it. */
  boolean endsLine() {
    return type == TokenType.NEWLINE || (type == TokenType.COMMENT && text.endsWith("\n"));
  }
}
