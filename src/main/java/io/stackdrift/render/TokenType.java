package io.stackdrift.render;

/**
 * The kinds of token of HCL's native syntax, as its scanner (hclsyntax, which hclwrite formats) tells
 * them apart: the formatting rules are written in terms of these.
 */
enum TokenType {
  O_BRACE,
  C_BRACE,
  O_BRACK,
  C_BRACK,
  O_PAREN,
  C_PAREN,
  O_QUOTE,
  C_QUOTE,
  O_HEREDOC,
  C_HEREDOC,
  STAR,
  SLASH,
  PLUS,
  MINUS,
  PERCENT,
  EQUAL,
  EQUAL_OP,
  NOT_EQUAL,
  LESS_THAN,
  LESS_THAN_EQ,
  GREATER_THAN,
  GREATER_THAN_EQ,
  AND,
  OR,
  BANG,
  DOT,
  COMMA,
  DOUBLE_COLON,
  ELLIPSIS,
  FAT_ARROW,
  QUESTION,
  COLON,
  BITWISE_AND,
  BITWISE_OR,
  BITWISE_NOT,
  BITWISE_XOR,
  SEMICOLON,
  BACKTICK,
  APOSTROPHE,
  TEMPLATE_INTERP,
  TEMPLATE_CONTROL,
  TEMPLATE_SEQ_END,
  QUOTED_LIT,
  QUOTED_NEWLINE,
  STRING_LIT,
  NUMBER_LIT,
  IDENT,
  COMMENT,
  NEWLINE,
  INVALID,
  EOF;

  /** +1 for what opens a nesting, -1 for what closes one, as hclwrite counts for indentation. */
  int bracketChange() {
    return switch (this) {
      case O_BRACE, O_BRACK, O_PAREN, TEMPLATE_CONTROL, TEMPLATE_INTERP -> 1;
      case C_BRACE, C_BRACK, C_PAREN, TEMPLATE_SEQ_END -> -1;
      default -> 0;
    };
  }

  /** The kind of a one-character token of the expression syntax, or null. */
  static TokenType ofSymbol(char c) {
    return switch (c) {
      case '[' -> O_BRACK;
      case ']' -> C_BRACK;
      case '(' -> O_PAREN;
      case ')' -> C_PAREN;
      case '.' -> DOT;
      case ',' -> COMMA;
      case '*' -> STAR;
      case '/' -> SLASH;
      case '%' -> PERCENT;
      case '+' -> PLUS;
      case '-' -> MINUS;
      case '=' -> EQUAL;
      case '<' -> LESS_THAN;
      case '>' -> GREATER_THAN;
      case '!' -> BANG;
      case '?' -> QUESTION;
      case ':' -> COLON;
      case '&' -> BITWISE_AND;
      case '|' -> BITWISE_OR;
      case '~' -> BITWISE_NOT;
      case '^' -> BITWISE_XOR;
      case ';' -> SEMICOLON;
      case '`' -> BACKTICK;
      case '\'' -> APOSTROPHE;
      default -> null;
    };
  }
}
