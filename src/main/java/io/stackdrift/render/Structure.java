package io.stackdrift.render;

import io.stackdrift.hcl.HclSyntaxException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The blocks and attributes of a file's tokens, as hclwrite's parse sees them: for each attribute, the
 * tokens of its value, from after the {@code =} to the end of its line (trailing comments are the
 * line's, not the value's). Refuses what is not a body of attributes and blocks.
 */
final class Structure {
  private final String source;
  private final List<Token> tokens;
  private final List<HclFormatter.Expression> expressions = new ArrayList<>();

  Structure(String source, List<Token> tokens) {
    this.source = source;
    this.tokens = tokens;
  }

  /** Every attribute's value, in the order of the file. */
  List<HclFormatter.Expression> expressions() throws HclSyntaxException {
    int end = body(0, null);
    if (!tokens.get(end).is(TokenType.EOF)) {
      throw HclFormatter.error(source, tokens.get(end), "unexpected '}': no block is open");
    }
    return List.copyOf(expressions);
  }

  /** Reads a body from {@code i}; returns the index of the '}' that closes it, or of the end of file. */
  private int body(int from, Token opener) throws HclSyntaxException {
    Set<String> attributes = new HashSet<>();
    int i = from;
    while (true) {
      Token token = tokens.get(i);
      if (token.is(TokenType.NEWLINE) || token.is(TokenType.COMMENT)) {
        i++;
        continue;
      }
      if (token.is(TokenType.EOF)) {
        if (opener != null) {
          throw HclFormatter.error(source, opener, "this block is not closed");
        }
        return i;
      }
      if (token.is(TokenType.C_BRACE)) {
        if (opener == null) {
          throw HclFormatter.error(source, token, "unexpected '}': no block is open");
        }
        return i;
      }
      if (!token.is(TokenType.IDENT)) {
        throw HclFormatter.error(source, token, "expected an attribute or a block, found " + describe(token));
      }
      if (tokens.get(i + 1).is(TokenType.EQUAL)) {
        if (!attributes.add(token.text())) {
          throw HclFormatter.error(source, token, "attribute '" + token.text() + "' is defined twice");
        }
        i = attribute(i + 2);
      } else {
        i = block(i + 1);
      }
      Token after = tokens.get(i);
      if (!after.endsLine() && !after.is(TokenType.EOF) && !after.is(TokenType.C_BRACE)) {
        throw HclFormatter.error(source, after, "expected a newline after " + token.text() + ", found "
            + describe(after));
      }
    }
  }

  /** Records the value starting at {@code from}; returns the index of what ends it. */
  private int attribute(int from) throws HclSyntaxException {
    Deque<Token> open = new ArrayDeque<>();
    int i = from;
    while (true) {
      Token token = tokens.get(i);
      if (token.is(TokenType.EOF) || (open.isEmpty() && (token.endsLine() || token.is(TokenType.C_BRACE)))) {
        break;
      }
      if (open.isEmpty() && token.is(TokenType.EQUAL)) {
        throw HclFormatter.error(source, token, "unexpected '=': one attribute per line");
      }
      TokenType opener = opener(token.type());
      if (opener != null) {
        if (open.isEmpty() || !matches(open.peek().type(), token.type())) {
          throw HclFormatter.error(source, token, "unexpected " + describe(token)
              + (open.isEmpty() ? "" : ": the " + describe(open.peek()) + " before it is not closed"));
        }
        open.pop();
      } else if (nesting(token.type()) > 0) {
        open.push(token);
      }
      i++;
    }
    if (!open.isEmpty()) {
      throw HclFormatter.error(source, open.peek(), describe(open.peek()) + " is not closed");
    }
    int to = i;
    while (to > from && tokens.get(to - 1).is(TokenType.COMMENT)) {
      to--;
    }
    if (to == from) {
      throw HclFormatter.error(source, tokens.get(i), "expected a value after '='");
    }
    expressions.add(new HclFormatter.Expression(from, to));
    return i;
  }

  /** For a closing token, the kind of token it closes; null for any other. */
  private static TokenType opener(TokenType type) {
    return switch (type) {
      case C_BRACE -> TokenType.O_BRACE;
      case C_BRACK -> TokenType.O_BRACK;
      case C_PAREN -> TokenType.O_PAREN;
      case TEMPLATE_SEQ_END -> TokenType.TEMPLATE_INTERP;
      case C_QUOTE -> TokenType.O_QUOTE;
      case C_HEREDOC -> TokenType.O_HEREDOC;
      default -> null;
    };
  }

  private static boolean matches(TokenType open, TokenType close) {
    TokenType wanted = opener(close);
    return open == wanted || (wanted == TokenType.TEMPLATE_INTERP && open == TokenType.TEMPLATE_CONTROL);
  }

  /** Labels, then the body in braces; returns the index after the closing '}'. */
  private int block(int from) throws HclSyntaxException {
    int i = from;
    while (true) {
      Token token = tokens.get(i);
      if (token.is(TokenType.O_BRACE)) {
        int close = body(i + 1, token);
        return close + 1;
      }
      if (token.is(TokenType.IDENT)) {
        i++;
      } else if (token.is(TokenType.O_QUOTE)) {
        i = label(i + 1);
      } else {
        throw HclFormatter.error(source, token, "expected a block label or '{', found " + describe(token));
      }
    }
  }

  private int label(int from) throws HclSyntaxException {
    int i = from;
    while (tokens.get(i).is(TokenType.QUOTED_LIT)) {
      i++;
    }
    if (!tokens.get(i).is(TokenType.C_QUOTE)) {
      throw HclFormatter.error(source, tokens.get(i), "a block label must be a plain quoted string");
    }
    return i + 1;
  }

  private static int nesting(TokenType type) {
    return switch (type) {
      case O_BRACE, O_BRACK, O_PAREN, TEMPLATE_INTERP, TEMPLATE_CONTROL, O_QUOTE, O_HEREDOC -> 1;
      case C_BRACE, C_BRACK, C_PAREN, TEMPLATE_SEQ_END, C_QUOTE, C_HEREDOC -> -1;
      default -> 0;
    };
  }

  private static String describe(Token token) {
    return switch (token.type()) {
      case NEWLINE -> "end of line";
      case EOF -> "end of file";
      default -> "'" + token.text().strip() + "'";
    };
  }
}
