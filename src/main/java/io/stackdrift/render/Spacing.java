package io.stackdrift.render;

/** Whether hclwrite puts one space between two tokens of a line (its spaceAfterToken rules, in order). */
final class Spacing {
  private Spacing() {}

  /** {@code before} is the token before {@code subject} on its line, null at the line's start. */
  static boolean spaceAfter(Token subject, Token before, Token after) {
    TokenType s = subject.type();
    TokenType a = after.type();
    TokenType b = before == null ? null : before.type();
    if (a == TokenType.NEWLINE || a == TokenType.EOF) {
      return false;
    }
    if (s == TokenType.IDENT && a == TokenType.O_PAREN) {
      return false;
    }
    if ((s == TokenType.IDENT && a == TokenType.DOUBLE_COLON) || (s == TokenType.DOUBLE_COLON && a == TokenType.IDENT)) {
      return false;
    }
    if (s == TokenType.DOT || a == TokenType.DOT) {
      return false;
    }
    if (a == TokenType.COMMA || a == TokenType.ELLIPSIS) {
      return false;
    }
    if (s == TokenType.COMMA) {
      return true;
    }
    if (insideTemplate(s, a)) {
      return false;
    }
    if (s == TokenType.IDENT && subject.text().equals("in") && b == TokenType.IDENT) {
      return true;
    }
    if (a == TokenType.O_BRACK && (s == TokenType.IDENT || s == TokenType.NUMBER_LIT || s.bracketChange() < 0)) {
      return false;
    }
    if (s == TokenType.BANG) {
      return false;
    }
    if (s == TokenType.MINUS) {
      return !negation(b);
    }
    if (s == TokenType.O_BRACE || a == TokenType.C_BRACE) {
      return !(s == TokenType.O_BRACE && a == TokenType.C_BRACE);
    }
    if ((s == TokenType.TEMPLATE_INTERP || s == TokenType.TEMPLATE_CONTROL) && a == TokenType.O_BRACE) {
      return true;
    }
    if (s == TokenType.C_BRACE && a == TokenType.TEMPLATE_SEQ_END) {
      return true;
    }
    if (s == TokenType.TEMPLATE_SEQ_END && (a == TokenType.TEMPLATE_INTERP || a == TokenType.TEMPLATE_CONTROL)) {
      return false;
    }
    if (s.bracketChange() > 0) {
      return false;
    }
    return a.bracketChange() >= 0;
  }

  private static boolean insideTemplate(TokenType s, TokenType a) {
    return s == TokenType.QUOTED_LIT || s == TokenType.STRING_LIT || s == TokenType.O_QUOTE
        || s == TokenType.O_HEREDOC || a == TokenType.QUOTED_LIT || a == TokenType.STRING_LIT
        || a == TokenType.C_QUOTE || a == TokenType.C_HEREDOC;
  }

  /** A minus after nothing, an opening, a separator or an operator negates what follows. */
  private static boolean negation(TokenType before) {
    if (before == null) {
      return true;
    }
    return switch (before) {
      case O_PAREN, O_BRACE, O_BRACK, EQUAL, COLON, COMMA, QUESTION,
          PLUS, STAR, SLASH, PERCENT, MINUS,
          EQUAL_OP, NOT_EQUAL, GREATER_THAN, GREATER_THAN_EQ, LESS_THAN, LESS_THAN_EQ,
          AND, OR, BANG -> true;
      default -> false;
    };
  }
}
