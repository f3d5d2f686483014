package io.stackdrift.render;

import java.util.ArrayList;
import java.util.List;

/**
 * Terramate's FormatMultiline rewrite of one attribute's expression (hcl/fmt at v0.17.2): every list
 * constructor gets one element per line, each followed by a comma, and its closing bracket on a line
 * of its own. Only newlines and commas are added or dropped; hclwrite's Format then lays the result out.
 * List comprehensions ({@code [for ...]}), index brackets and lists inside string templates stay as
 * they are.
 */
final class MultilineLists {
  /** Tokens rewritten, and the index of the first token of the input not consumed. */
  private record Rewritten(List<Token> tokens, int next) {}

  private MultilineLists() {}

  static List<Token> expression(List<Token> tokens) {
    Rewritten rewritten = rewrite(tokens);
    if (rewritten.next != tokens.size()) {
      throw new IllegalArgumentException("an expression ends before its last token");
    }
    return rewritten.tokens;
  }

  /** Up to a comma or closing bracket outside any nesting, which is left for the caller. */
  private static Rewritten rewrite(List<Token> tokens) {
    List<Token> out = new ArrayList<>(tokens.size());
    int brackets = 0;
    int braces = 0;
    int parens = 0;
    int interpolations = 0;
    int i = 0;
    while (i < tokens.size()) {
      Token token = tokens.get(i);
      switch (token.type()) {
        case O_PAREN -> parens++;
        case C_PAREN -> parens--;
        case O_BRACE -> braces++;
        case C_BRACE -> braces--;
        // Terramate counts interpolations only, but every template sequence's end (a %{ directive's too).
        case TEMPLATE_INTERP -> interpolations++;
        case TEMPLATE_SEQ_END -> interpolations--;
        case O_BRACK -> {
          if (startsList(tokens, i, interpolations)) {
            Rewritten list = list(tokens.subList(i, tokens.size()), braces > 0);
            out.addAll(list.tokens);
            i += list.next;
            continue;
          }
          brackets++;
        }
        case C_BRACK -> {
          brackets--;
          if (brackets == -1) {
            return new Rewritten(out, i);
          }
        }
        case COMMA -> {
          if (brackets == 0 && parens == 0 && braces == 0 && interpolations == 0) {
            return new Rewritten(out, i);
          }
        }
        default -> { }
      }
      out.add(token);
      i++;
    }
    return new Rewritten(out, tokens.size());
  }

  /** A bracket after something that ends an operand indexes it; elsewhere it opens a list. */
  private static boolean startsList(List<Token> tokens, int at, int interpolations) {
    if (interpolations > 0 || comprehension(tokens, at)) {
      return false;
    }
    if (at == 0) {
      return true;
    }
    Token previous = null;
    for (int i = at - 1; i >= 0; i--) {
      previous = tokens.get(i);
      if (!previous.is(TokenType.NEWLINE) && !previous.is(TokenType.COMMENT)) {
        break;
      }
    }
    return switch (previous.type()) {
      case C_BRACE, C_BRACK, IDENT, QUOTED_LIT, STRING_LIT, NUMBER_LIT, C_PAREN, C_QUOTE, C_HEREDOC, STAR -> false;
      default -> true;
    };
  }

  private static boolean comprehension(List<Token> tokens, int at) {
    for (int i = at + 1; i < tokens.size(); i++) {
      Token token = tokens.get(i);
      if (!token.is(TokenType.NEWLINE) && !token.is(TokenType.COMMENT)) {
        return token.is(TokenType.IDENT) && token.text().equals("for");
      }
    }
    return false;
  }

  /** {@code tokens} starts with the list's opening bracket. */
  private static Rewritten list(List<Token> tokens, boolean insideObject) {
    List<Token> out = new ArrayList<>();
    out.add(tokens.get(0));
    out.add(newline());
    int i = 1;
    while (true) {
      i = skipNewlines(tokens, i);
      Token token = at(tokens, i);
      if (token.is(TokenType.COMMA)) {
        i++;
        continue;
      }
      if (token.is(TokenType.COMMENT)) {
        out.add(token);
        i++;
        continue;
      }
      if (token.is(TokenType.C_BRACK)) {
        break;
      }
      Rewritten element = rewrite(tokens.subList(i, tokens.size()));
      i += element.next;
      List<Token> trimmed = trimNewlines(element.tokens);
      out.addAll(trimmed);
      if (!trimmed.isEmpty() && trimmed.get(trimmed.size() - 1).is(TokenType.C_HEREDOC)) {
        out.add(newline());
      }
      if (!out.get(out.size() - 1).is(TokenType.COMMA)) {
        out.add(Token.made(TokenType.COMMA, ","));
      }
      out.add(newline());
    }
    out.add(Token.made(TokenType.C_BRACK, "]"));
    i++;
    if (i == tokens.size()) {
      return new Rewritten(out, i);
    }
    return afterList(tokens, i, out, insideObject);
  }

  /**
   * What follows a list: comments stay; a newline goes after it before the next key of an object;
   * an index applies to it; an operator takes the rest of the expression as its operand.
   */
  private static Rewritten afterList(List<Token> tokens, int from, List<Token> out, boolean insideObject) {
    int i = from;
    boolean newlineBefore = false;
    while (i < tokens.size()) {
      Token token = tokens.get(i);
      if (token.is(TokenType.COMMENT)) {
        out.add(token);
      } else if (token.is(TokenType.NEWLINE)) {
        newlineBefore = true;
      } else {
        break;
      }
      i++;
    }
    Token next = at(tokens, i);
    switch (next.type()) {
      case IDENT, C_BRACE, NUMBER_LIT, O_QUOTE -> {
        out.add(newline());
        return new Rewritten(out, i);
      }
      case COMMA, C_BRACK, C_PAREN -> {
        return new Rewritten(out, i);
      }
      case O_BRACK -> {
        if (insideObject && newlineBefore) {
          out.add(newline());
          return new Rewritten(out, i);
        }
        int end = indexEnd(tokens, i);
        out.addAll(tokens.subList(i, end));
        return new Rewritten(out, end);
      }
      default -> {
        out.add(next);
        i = skipNewlines(tokens, i + 1);
        Rewritten operand = rewrite(tokens.subList(i, tokens.size()));
        out.addAll(operand.tokens);
        return new Rewritten(out, i + operand.next);
      }
    }
  }

  /** An index chain such as {@code [0].name[1]} is kept as written, up to a comma or an outer bracket. */
  private static int indexEnd(List<Token> tokens, int from) {
    int brackets = 0;
    int braces = 0;
    int parens = 0;
    for (int i = from; i < tokens.size(); i++) {
      switch (tokens.get(i).type()) {
        case O_PAREN -> parens++;
        case C_PAREN -> parens--;
        case O_BRACE -> braces++;
        case C_BRACE -> braces--;
        case O_BRACK -> brackets++;
        case C_BRACK -> {
          brackets--;
          if (brackets == -1) {
            return i;
          }
        }
        case COMMA -> {
          if (brackets == 0 && parens == 0 && braces == 0) {
            return i;
          }
        }
        default -> { }
      }
    }
    return tokens.size();
  }

  private static Token at(List<Token> tokens, int i) {
    if (i >= tokens.size()) {
      throw new IllegalArgumentException("a list is not closed");
    }
    return tokens.get(i);
  }

  private static int skipNewlines(List<Token> tokens, int from) {
    int i = from;
    while (i < tokens.size() && tokens.get(i).is(TokenType.NEWLINE)) {
      i++;
    }
    return i;
  }

  private static List<Token> trimNewlines(List<Token> tokens) {
    int from = 0;
    int to = tokens.size();
    while (from < to && tokens.get(from).is(TokenType.NEWLINE)) {
      from++;
    }
    while (to > from && tokens.get(to - 1).is(TokenType.NEWLINE)) {
      to--;
    }
    return tokens.subList(from, to);
  }

  private static Token newline() {
    return Token.made(TokenType.NEWLINE, "\n");
  }
}
