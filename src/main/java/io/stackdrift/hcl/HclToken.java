package io.stackdrift.hcl;

/**
 * One lexical token of HCL native syntax. {@code value} is the decoded text of a string or heredoc
 * that holds no template sequence, otherwise null.
 */
public record HclToken(Kind kind, String text, String value, int line, int column) {
  public enum Kind {
    IDENT,
    STRING,
    HEREDOC,
    NUMBER,
    LBRACE,
    RBRACE,
    LBRACK,
    RBRACK,
    LPAREN,
    RPAREN,
    EQUALS,
    COMMA,
    NEWLINE,
    OTHER,
    EOF
  }

  public boolean is(Kind k) {
    return kind == k;
  }

  public String describe() {
    return switch (kind) {
      case NEWLINE -> "end of line";
      case EOF -> "end of file";
      case STRING, HEREDOC -> "a string";
      default -> "'" + text + "'";
    };
  }
}
