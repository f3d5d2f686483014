package io.stackdrift.render;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * Splits HCL native syntax into the tokens hclwrite formats, as hclsyntax's scanner does (v2 at
 * terramate-io/hcl v2.0.0-rc6): comments keep the newline that ends them, a heredoc's closing marker
 * keeps the blanks before it, and a template's literal text is never split at a blank. Faults do not
 * stop the scan; they come out as {@link TokenType#INVALID} or {@link TokenType#QUOTED_NEWLINE} tokens,
 * and {@link #unclosed()} says whether a string or heredoc was still open at the end.
 */
final class HclScanner {
  private enum Mode { EXPRESSION, STRING, HEREDOC }

  /** Where the scanner is: a template or heredoc, or an expression (the file, or an interpolation). */
  private static final class Frame {
    final Mode mode;
    final String marker;
    boolean startOfLine = true;

    Frame(Mode mode, String marker) {
      this.mode = mode;
      this.marker = marker;
    }
  }

  private final String src;
  private final int end;
  private int pos;
  private int lastEnd;
  private int braces;
  private final Deque<Integer> interpolationBraces = new ArrayDeque<>();
  private final Deque<Frame> frames = new ArrayDeque<>();
  private final List<Token> tokens = new ArrayList<>();

  private HclScanner(String src) {
    this.src = src;
    this.end = src.length();
    this.pos = src.startsWith("\uFEFF") ? 1 : 0;
    this.lastEnd = pos;
    frames.push(new Frame(Mode.EXPRESSION, null));
  }

  /** The tokens of {@code src}, ending with one {@link TokenType#EOF}. */
  static Scan scan(String src) {
    HclScanner scanner = new HclScanner(src);
    while (scanner.pos < scanner.end) {
      switch (scanner.frames.peek().mode) {
        case EXPRESSION -> scanner.expression();
        case STRING -> scanner.string();
        case HEREDOC -> scanner.heredoc(scanner.frames.peek());
      }
    }
    boolean unclosed = scanner.frames.size() > 1;
    scanner.emit(TokenType.EOF, scanner.end);
    return new Scan(List.copyOf(scanner.tokens), unclosed);
  }

  /** A scan's tokens, and whether a string, heredoc or interpolation was left open at the end. */
  record Scan(List<Token> tokens, boolean unclosed) {}

  private void expression() {
    char c = src.charAt(pos);
    if (c == ' ' || c == '\t') {
      pos++;
      return;
    }
    if (c >= '0' && c <= '9') {
      emit(TokenType.NUMBER_LIT, numberEnd());
      return;
    }
    int cp = src.codePointAt(pos);
    if (identStart(cp)) {
      emit(TokenType.IDENT, identEnd(pos + Character.charCount(cp)));
      return;
    }
    if (c == '#' || src.startsWith("//", pos)) {
      int newline = src.indexOf('\n', pos);
      emit(TokenType.COMMENT, newline < 0 ? end : newline + 1);
      return;
    }
    if (src.startsWith("/*", pos)) {
      int close = src.indexOf("*/", pos + 2);
      if (close >= 0) {
        emit(TokenType.COMMENT, close + 2);
        return;
      }
    }
    if (c == '\n') {
      emit(TokenType.NEWLINE, pos + 1);
      return;
    }
    if (src.startsWith("\r\n", pos)) {
      emit(TokenType.NEWLINE, pos + 2);
      return;
    }
    if (operator()) {
      return;
    }
    switch (c) {
      case '{' -> {
        braces++;
        emit(TokenType.O_BRACE, pos + 1);
      }
      case '}' -> closeBrace(pos + 1, TokenType.C_BRACE);
      case '"' -> {
        emit(TokenType.O_QUOTE, pos + 1);
        frames.push(new Frame(Mode.STRING, null));
      }
      default -> symbol(c);
    }
  }

  private boolean operator() {
    String[] operators = {"...", "==", "!=", ">=", "<=", "&&", "||", "::", "=>", "~}"};
    TokenType[] types = {TokenType.ELLIPSIS, TokenType.EQUAL_OP, TokenType.NOT_EQUAL, TokenType.GREATER_THAN_EQ,
        TokenType.LESS_THAN_EQ, TokenType.AND, TokenType.OR, TokenType.DOUBLE_COLON, TokenType.FAT_ARROW, null};
    for (int i = 0; i < operators.length; i++) {
      if (!src.startsWith(operators[i], pos)) {
        continue;
      }
      if (types[i] == null) {
        closeBrace(pos + 2, TokenType.TEMPLATE_SEQ_END);
      } else {
        emit(types[i], pos + operators[i].length());
      }
      return true;
    }
    return src.startsWith("<<", pos) && heredocIntroduction();
  }

  /** {@code <<EOT} or {@code <<-EOT} and a newline: a heredoc starts. */
  private boolean heredocIntroduction() {
    int at = pos + 2;
    if (at < end && src.charAt(at) == '-') {
      at++;
    }
    if (at >= end || !identStart(src.codePointAt(at))) {
      return false;
    }
    int markerEnd = identEnd(at + Character.charCount(src.codePointAt(at)));
    int newlineEnd = src.startsWith("\n", markerEnd) ? markerEnd + 1
        : src.startsWith("\r\n", markerEnd) ? markerEnd + 2 : -1;
    if (newlineEnd < 0) {
      return false;
    }
    String marker = src.substring(at, markerEnd);
    emit(TokenType.O_HEREDOC, newlineEnd);
    frames.push(new Frame(Mode.HEREDOC, marker));
    return true;
  }

  /**
   * A closing brace ends the interpolation it belongs to, or is an object's or block's; {@code ~}}
   * is always a template sequence's end, for the parser to refuse when it balances a plain brace.
   */
  private void closeBrace(int tokenEnd, TokenType plain) {
    if (!interpolationBraces.isEmpty() && interpolationBraces.peek() == braces) {
      emit(TokenType.TEMPLATE_SEQ_END, tokenEnd);
      braces--;
      interpolationBraces.pop();
      frames.pop();
      return;
    }
    emit(plain, tokenEnd);
    braces--;
  }

  private void symbol(char c) {
    TokenType type = TokenType.ofSymbol(c);
    if (type != null) {
      emit(type, pos + 1);
    } else {
      emit(TokenType.INVALID, pos + Character.charCount(src.codePointAt(pos)));
    }
  }

  private void string() {
    if (templateSequence()) {
      return;
    }
    char c = src.charAt(pos);
    if (c == '"') {
      emit(TokenType.C_QUOTE, pos + 1);
      frames.pop();
      return;
    }
    if (c == '\r' || c == '\n') {
      int at = pos;
      while (at < end && (src.charAt(at) == '\r' || src.charAt(at) == '\n')) {
        at++;
      }
      emit(TokenType.QUOTED_NEWLINE, at);
      return;
    }
    if (c == '$' || c == '%') {
      emit(TokenType.QUOTED_LIT, escapedSequenceEnd(pos));
      return;
    }
    int at = pos;
    while (at < end) {
      char ch = src.charAt(at);
      if (ch == '\\' && at + 1 < end && src.charAt(at + 1) != '\r' && src.charAt(at + 1) != '\n') {
        at += 1 + Character.charCount(src.codePointAt(at + 1));
      } else if (ch == '$' || ch == '%' || ch == '"' || ch == '\\' || ch == '\r' || ch == '\n') {
        break;
      } else {
        at++;
      }
    }
    emit(at > pos ? TokenType.QUOTED_LIT : TokenType.INVALID, at > pos ? at : pos + 1);
  }

  /** {@code $${} (or {@code %%{}) is literal text; a lone {@code $} or {@code %} too. */
  private int escapedSequenceEnd(int at) {
    char c = src.charAt(at);
    if (src.startsWith(c + "" + c + "{", at)) {
      return src.startsWith("~", at + 3) ? at + 4 : at + 3;
    }
    return at + 1;
  }

  /** {@code ${} or {@code %{} (with an optional {@code ~}) opens an expression inside a template. */
  private boolean templateSequence() {
    boolean interpolation = src.startsWith("${", pos);
    if (!interpolation && !src.startsWith("%{", pos)) {
      return false;
    }
    int tokenEnd = src.startsWith("~", pos + 2) ? pos + 3 : pos + 2;
    emit(interpolation ? TokenType.TEMPLATE_INTERP : TokenType.TEMPLATE_CONTROL, tokenEnd);
    braces++;
    interpolationBraces.push(braces);
    Frame template = frames.peek();
    template.startOfLine = false;
    frames.push(new Frame(Mode.EXPRESSION, null));
    return true;
  }

  /**
   * A heredoc's text, one line (with its newline) at a time, or up to a template sequence; a line
   * that is only the marker (blanks around it allowed) closes the heredoc, unless a sequence began it.
   */
  private void heredoc(Frame heredoc) {
    if (templateSequence()) {
      return;
    }
    int at = pos;
    while (at < end) {
      char ch = src.charAt(at);
      if (ch == '\n') {
        line(heredoc, at + 1);
        return;
      }
      if ((ch == '$' || ch == '%') && src.startsWith("{", at + 1)) {
        break;
      }
      at = (ch == '$' || ch == '%') ? escapedSequenceEnd(at) : at + 1;
    }
    heredoc.startOfLine = false;
    emit(TokenType.STRING_LIT, at);
  }

  private void line(Frame heredoc, int lineEnd) {
    int newlineStart = lineEnd >= 2 && src.charAt(lineEnd - 2) == '\r' && lineEnd - 2 >= pos ? lineEnd - 2
        : lineEnd - 1;
    if (heredoc.startOfLine && src.substring(pos, lineEnd).strip().equals(heredoc.marker)) {
      emit(TokenType.C_HEREDOC, newlineStart);
      emit(TokenType.NEWLINE, lineEnd);
      frames.pop();
      return;
    }
    heredoc.startOfLine = true;
    emit(TokenType.STRING_LIT, lineEnd);
  }

  private int numberEnd() {
    int at = pos + 1;
    while (at < end) {
      char ch = src.charAt(at);
      if ((ch >= '0' && ch <= '9') || ch == '.') {
        at++;
      } else if ((ch == 'e' || ch == 'E') && digitAt(at + 1)) {
        at += 2;
      } else if ((ch == 'e' || ch == 'E') && at + 1 < end && (src.charAt(at + 1) == '+' || src.charAt(at + 1) == '-')
          && digitAt(at + 2)) {
        at += 3;
      } else {
        break;
      }
    }
    while (src.charAt(at - 1) == '.') {
      at--;
    }
    return at;
  }

  private boolean digitAt(int at) {
    return at < end && src.charAt(at) >= '0' && src.charAt(at) <= '9';
  }

  private int identEnd(int from) {
    int at = from;
    while (at < end) {
      int cp = src.codePointAt(at);
      if (!identPart(cp)) {
        break;
      }
      at += Character.charCount(cp);
    }
    return at;
  }

  static boolean identStart(int cp) {
    return cp == '_' || Character.isUnicodeIdentifierStart(cp);
  }

  static boolean identPart(int cp) {
    return cp == '-' || (Character.isUnicodeIdentifierPart(cp) && !Character.isIdentifierIgnorable(cp));
  }

  private void emit(TokenType type, int tokenEnd) {
    tokens.add(new Token(type, src.substring(pos, tokenEnd), pos, pos - lastEnd));
    lastEnd = tokenEnd;
    pos = tokenEnd;
  }
}
