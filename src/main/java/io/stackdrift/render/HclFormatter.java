package io.stackdrift.render;

import io.stackdrift.hcl.HclSyntaxException;
import java.util.ArrayList;
import java.util.List;

/**
 * Prints HCL as Terramate v0.17.2 prints it: {@link #format} is its {@code hcl/fmt.Format} (hclwrite's
 * Format, as {@code terramate fmt} writes files) and {@link #formatMultiline} its
 * {@code FormatMultiline}, the printer of every file {@code generate_hcl} writes: lists one element per
 * line, then hclwrite's Format. Text that is not HCL is refused with the line and column of the fault,
 * as Terramate refuses it, rather than printed: a character or string HCL does not have, a block not
 * closed, an attribute twice, a value missing or brackets that do not match. The grammar inside a value
 * is not checked (an operator without its operand is printed as written): hclwrite's own parser accepts
 * more than stackdrift's expression reader (provider functions, traversals as object keys), and what is
 * printed here is what the renderer built.
 */
public final class HclFormatter {
  private HclFormatter() {}

  /** {@code source} with the blanks between its tokens made canonical; nothing else changes. */
  public static String format(String source) throws HclSyntaxException {
    HclScanner.Scan scan = HclScanner.scan(source);
    checkTokens(source, scan);
    new Structure(source, scan.tokens()).expressions();
    return Layout.print(scan.tokens());
  }

  /** As {@link #format}, after every list constructor of every attribute is split one element per line. */
  public static String formatMultiline(String source) throws HclSyntaxException {
    HclScanner.Scan scan = HclScanner.scan(source);
    checkTokens(source, scan);
    List<Token> tokens = scan.tokens();
    List<Expression> expressions = new Structure(source, tokens).expressions();
    List<Token> rewritten = new ArrayList<>(tokens.size() * 2);
    int copied = 0;
    for (Expression expression : expressions) {
      rewritten.addAll(tokens.subList(copied, expression.from()));
      try {
        rewritten.addAll(MultilineLists.expression(tokens.subList(expression.from(), expression.to())));
      } catch (IllegalArgumentException e) {
        throw error(source, tokens.get(expression.from()), e.getMessage());
      }
      copied = expression.to();
    }
    rewritten.addAll(tokens.subList(copied, tokens.size()));
    return Layout.print(rewritten);
  }

  /** hclwrite's Format alone: the blanks laid out on whatever tokens the text has, HCL or not. */
  static String layout(String source) {
    return Layout.print(HclScanner.scan(source).tokens());
  }

  /** The tokens {@code [from, to)} of one attribute's value. */
  record Expression(int from, int to) {}

  private static void checkTokens(String source, HclScanner.Scan scan) throws HclSyntaxException {
    for (Token token : scan.tokens()) {
      if (token.is(TokenType.INVALID)) {
        throw error(source, token, "invalid character " + quoted(token.text()));
      }
      if (token.is(TokenType.QUOTED_NEWLINE)) {
        throw error(source, token, "a quoted string does not end on its line");
      }
    }
    if (scan.unclosed()) {
      Token eof = scan.tokens().get(scan.tokens().size() - 1);
      throw error(source, eof, "a string, heredoc or template sequence is not closed at the end of the text");
    }
  }

  static HclSyntaxException error(String source, Token token, String message) {
    int[] position = position(source, Math.max(0, token.start()));
    return new HclSyntaxException(message, position[0], position[1]);
  }

  private static int[] position(String source, int offset) {
    int line = 1;
    int lineStart = 0;
    for (int i = 0; i < offset && i < source.length(); i++) {
      if (source.charAt(i) == '\n') {
        line++;
        lineStart = i + 1;
      }
    }
    return new int[] {line, source.codePointCount(lineStart, Math.min(offset, source.length())) + 1};
  }

  private static String quoted(String text) {
    StringBuilder out = new StringBuilder("'");
    text.codePoints().forEach(cp -> out.append(cp < 0x20 || cp == 0x7f ? String.format("\\u%04x", cp)
        : new String(Character.toChars(cp))));
    return out.append('\'').toString();
  }
}
