package io.stackdrift.discovery;

import io.stackdrift.discovery.HclToken.Kind;
import java.util.ArrayList;
import java.util.List;

/**
 * Splits HCL native syntax into tokens. It understands every construct that can hide a brace or a
 * newline (quoted templates with nested interpolations, heredocs, comments), so that the parser can
 * skip any expression without evaluating it.
 */
final class HclLexer {
  private final String src;
  private final List<HclToken> tokens = new ArrayList<>();
  private int pos;
  private int line = 1;
  private int lineStart;

  private HclLexer(String src) {
    this.src = src;
  }

  static List<HclToken> tokenize(String src) throws HclSyntaxException {
    HclLexer lexer = new HclLexer(src.startsWith("\uFEFF") ? src.substring(1) : src);
    lexer.run();
    return lexer.tokens;
  }

  private void run() throws HclSyntaxException {
    while (pos < src.length()) {
      char c = src.charAt(pos);
      if (c == '\n') {
        add(Kind.NEWLINE, "\n", null, line, column());
        pos++;
        newLine();
      } else if (c == ' ' || c == '\t' || c == '\r') {
        pos++;
      } else if (c == '#' || (c == '/' && peek(1) == '/')) {
        skipLineComment();
      } else if (c == '/' && peek(1) == '*') {
        skipBlockComment();
      } else if (c == '"') {
        quotedString();
      } else if (c == '<' && peek(1) == '<' && heredocAhead()) {
        heredoc();
      } else if (Character.isDigit(c)) {
        number();
      } else if (Character.isLetter(c) || c == '_') {
        identifier();
      } else {
        punctuation(c);
      }
    }
    add(Kind.EOF, "", null, line, column());
  }

  private void punctuation(char c) {
    int col = column();
    String two = pos + 1 < src.length() ? src.substring(pos, pos + 2) : "";
    if (two.equals("==") || two.equals("=>") || two.equals("!=") || two.equals("<=")
        || two.equals(">=") || two.equals("&&") || two.equals("||")) {
      add(Kind.OTHER, two, null, line, col);
      pos += 2;
      return;
    }
    Kind kind = switch (c) {
      case '{' -> Kind.LBRACE;
      case '}' -> Kind.RBRACE;
      case '[' -> Kind.LBRACK;
      case ']' -> Kind.RBRACK;
      case '(' -> Kind.LPAREN;
      case ')' -> Kind.RPAREN;
      case '=' -> Kind.EQUALS;
      case ',' -> Kind.COMMA;
      default -> Kind.OTHER;
    };
    add(kind, String.valueOf(c), null, line, col);
    pos++;
  }

  private void identifier() {
    int start = pos;
    int col = column();
    while (pos < src.length()) {
      char c = src.charAt(pos);
      if (!(Character.isLetterOrDigit(c) || c == '_' || c == '-')) {
        break;
      }
      pos++;
    }
    add(Kind.IDENT, src.substring(start, pos), null, line, col);
  }

  private void number() {
    int start = pos;
    int col = column();
    while (pos < src.length()) {
      char c = src.charAt(pos);
      boolean exponentSign = (c == '+' || c == '-') && (src.charAt(pos - 1) == 'e' || src.charAt(pos - 1) == 'E');
      if (!(Character.isLetterOrDigit(c) || c == '.' || exponentSign)) {
        break;
      }
      pos++;
    }
    add(Kind.NUMBER, src.substring(start, pos), null, line, col);
  }

  private void skipLineComment() {
    while (pos < src.length() && src.charAt(pos) != '\n') {
      pos++;
    }
  }

  private void skipBlockComment() throws HclSyntaxException {
    int startLine = line;
    int startCol = column();
    pos += 2;
    while (pos < src.length()) {
      char c = src.charAt(pos);
      if (c == '*' && peek(1) == '/') {
        pos += 2;
        return;
      }
      pos++;
      if (c == '\n') {
        newLine();
      }
    }
    throw new HclSyntaxException("unterminated comment: '/*' has no closing '*/'", startLine, startCol);
  }

  private void quotedString() throws HclSyntaxException {
    int startLine = line;
    int startCol = column();
    int start = pos;
    StringBuilder value = new StringBuilder();
    boolean literal = scanQuoted(value, startLine, startCol);
    add(Kind.STRING, src.substring(start, pos), literal ? value.toString() : null, startLine, startCol);
  }

  /** Scans a quoted template from its opening quote; returns false when it holds interpolations. */
  private boolean scanQuoted(StringBuilder value, int startLine, int startCol) throws HclSyntaxException {
    pos++;
    boolean literal = true;
    while (true) {
      if (pos >= src.length() || src.charAt(pos) == '\n') {
        throw new HclSyntaxException("unterminated string: missing closing '\"'", startLine, startCol);
      }
      char c = src.charAt(pos);
      if (c == '"') {
        pos++;
        return literal;
      }
      if (c == '\\') {
        escape(value);
      } else if ((c == '$' || c == '%') && peek(1) == c && peek(2) == '{') {
        value.append(c).append('{');
        pos += 3;
      } else if ((c == '$' || c == '%') && peek(1) == '{') {
        literal = false;
        skipTemplateSequence();
      } else {
        value.append(c);
        pos++;
      }
    }
  }

  private void escape(StringBuilder value) throws HclSyntaxException {
    int col = column();
    char next = peek(1);
    pos += 2;
    switch (next) {
      case 'n' -> value.append('\n');
      case 'r' -> value.append('\r');
      case 't' -> value.append('\t');
      case '"' -> value.append('"');
      case '\\' -> value.append('\\');
      case 'u' -> value.appendCodePoint(hex(4, col));
      case 'U' -> value.appendCodePoint(hex(8, col));
      default -> throw new HclSyntaxException("invalid escape sequence '\\" + next + "'", line, col);
    }
  }

  private int hex(int digits, int col) throws HclSyntaxException {
    if (pos + digits > src.length()) {
      throw new HclSyntaxException("incomplete unicode escape", line, col);
    }
    try {
      int cp = Integer.parseInt(src.substring(pos, pos + digits), 16);
      pos += digits;
      if (!Character.isValidCodePoint(cp)) {
        throw new NumberFormatException();
      }
      return cp;
    } catch (NumberFormatException e) {
      throw new HclSyntaxException("invalid unicode escape", line, col);
    }
  }

  /** Skips a {@code ${ … }} or {@code %{ … }} sequence, including nested braces and strings. */
  private void skipTemplateSequence() throws HclSyntaxException {
    int startLine = line;
    int startCol = column();
    pos += 2;
    int depth = 1;
    while (pos < src.length()) {
      char c = src.charAt(pos);
      if (c == '"') {
        scanQuoted(new StringBuilder(), line, column());
        continue;
      }
      pos++;
      if (c == '{') {
        depth++;
      } else if (c == '}' && --depth == 0) {
        return;
      } else if (c == '\n') {
        newLine();
      }
    }
    throw new HclSyntaxException("unterminated template sequence: missing closing '}'", startLine, startCol);
  }

  private boolean heredocAhead() {
    int p = pos + 2;
    if (p < src.length() && src.charAt(p) == '-') {
      p++;
    }
    int nameStart = p;
    while (p < src.length() && isMarkerChar(src.charAt(p), p == nameStart)) {
      p++;
    }
    if (p == nameStart) {
      return false;
    }
    if (p < src.length() && src.charAt(p) == '\r') {
      p++;
    }
    return p < src.length() && src.charAt(p) == '\n';
  }

  private void heredoc() throws HclSyntaxException {
    int startLine = line;
    int startCol = column();
    int start = pos;
    pos += 2;
    boolean indented = peek(0) == '-';
    if (indented) {
      pos++;
    }
    int nameStart = pos;
    while (isMarkerChar(peek(0), pos == nameStart)) {
      pos++;
    }
    String marker = src.substring(nameStart, pos);
    pos = src.indexOf('\n', pos) + 1;
    newLine();
    List<String> lines = new ArrayList<>();
    while (pos < src.length()) {
      int end = src.indexOf('\n', pos);
      String text = src.substring(pos, end < 0 ? src.length() : end);
      pos = end < 0 ? src.length() : end;
      if (text.strip().equals(marker)) {
        String raw = src.substring(start, pos);
        String body = String.join("\n", lines);
        boolean literal = !containsTemplate(body);
        String value = literal ? heredocValue(lines, indented) : null;
        add(Kind.HEREDOC, raw, value, startLine, startCol);
        return;
      }
      lines.add(text.endsWith("\r") ? text.substring(0, text.length() - 1) : text);
      if (end >= 0) {
        pos++;
        newLine();
      }
    }
    throw new HclSyntaxException("unterminated heredoc: no line '" + marker + "' closes it", startLine, startCol);
  }

  /** Heredoc markers are identifiers: a letter or '_' first, then also digits and '-'. */
  private static boolean isMarkerChar(char c, boolean first) {
    return Character.isLetter(c) || c == '_' || (!first && (Character.isDigit(c) || c == '-'));
  }

  private static boolean containsTemplate(String body) {
    return body.replace("$${", "").replace("%%{", "").matches("(?s).*[$%]\\{.*");
  }

  private static String heredocValue(List<String> lines, boolean indented) {
    int strip = Integer.MAX_VALUE;
    if (indented) {
      for (String l : lines) {
        if (!l.isBlank()) {
          strip = Math.min(strip, l.length() - l.stripLeading().length());
        }
      }
    }
    StringBuilder out = new StringBuilder();
    for (String l : lines) {
      String text = indented && strip != Integer.MAX_VALUE && l.length() >= strip ? l.substring(strip) : l;
      out.append(indented && l.isBlank() ? "" : text).append('\n');
    }
    return out.toString().replace("$${", "${").replace("%%{", "%{");
  }

  private char peek(int ahead) {
    int p = pos + ahead;
    return p < src.length() ? src.charAt(p) : '\0';
  }

  private int column() {
    return pos - lineStart + 1;
  }

  private void newLine() {
    line++;
    lineStart = pos;
  }

  private void add(Kind kind, String text, String value, int l, int c) {
    tokens.add(new HclToken(kind, text, value, l, c));
  }
}
