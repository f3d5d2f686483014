package io.stackdrift.hcl;

import io.stackdrift.hcl.HclToken.Kind;
import java.util.ArrayList;
import java.util.List;

/**
 * Splits HCL native syntax into tokens, one at a time: the parser pulls them, so a file is never
 * held as a token list (a token-dense file would need many times its size). It understands every
 * construct that can hide a brace or a newline (quoted templates with nested interpolations,
 * heredocs, comments), so that the parser can skip any expression without evaluating it.
 */
public final class HclLexer {
  /** One-character token texts, shared instead of one new string per brace or comma. */
  private static final String[] ASCII = new String[128];

  static {
    for (char c = 0; c < ASCII.length; c++) {
      ASCII[c] = String.valueOf(c);
    }
  }

  private final String src;
  private final int maxDepth;
  private int pos;
  private int line = 1;
  private int lineStart;
  /** Where the token last returned by {@link #next} starts, as an offset into {@link #src}. */
  private int tokenStart;

  /** @param maxDepth how deeply template sequences and strings inside them may nest */
  HclLexer(String src, int maxDepth) {
    this.src = src.startsWith("\uFEFF") ? src.substring(1) : src;
    this.maxDepth = maxDepth;
  }

  /** The next token; {@code EOF} at the end, and again on every later call. */
  HclToken next() throws HclSyntaxException {
    while (pos < src.length()) {
      tokenStart = pos;
      char c = src.charAt(pos);
      if (c == '\n') {
        HclToken t = new HclToken(Kind.NEWLINE, "\n", null, line, column());
        pos++;
        newLine();
        return t;
      } else if (c == ' ' || c == '\t' || c == '\r') {
        pos++;
      } else if (c == '#' || (c == '/' && peek(1) == '/')) {
        skipLineComment();
      } else if (c == '/' && peek(1) == '*') {
        skipBlockComment();
      } else if (c == '"') {
        return quotedString();
      } else if (c == '<' && peek(1) == '<' && heredocAhead()) {
        return heredoc();
      } else if (Character.isDigit(c)) {
        return number();
      } else if (Character.isLetter(c) || c == '_') {
        return identifier();
      } else {
        return punctuation(c);
      }
    }
    tokenStart = pos;
    return new HclToken(Kind.EOF, "", null, line, column());
  }

  /** The offset where the token last returned by {@link #next} starts. */
  int tokenStart() {
    return tokenStart;
  }

  /** The offset just past the token last returned by {@link #next}. */
  int tokenEnd() {
    return pos;
  }

  /** The source text between two offsets, for an attribute's expression. */
  String text(int start, int end) {
    return src.substring(start, end);
  }

  private HclToken punctuation(char c) {
    int col = column();
    String two = twoCharOperator(c, peek(1));
    if (two != null) {
      pos += 2;
      return new HclToken(Kind.OTHER, two, null, line, col);
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
    pos++;
    return new HclToken(kind, c < ASCII.length ? ASCII[c] : String.valueOf(c), null, line, col);
  }

  private static String twoCharOperator(char c, char next) {
    String two = "" + c + next;
    return switch (two) {
      case "==", "=>", "!=", "<=", ">=", "&&", "||" -> two;
      default -> null;
    };
  }

  private HclToken identifier() {
    int start = pos;
    int col = column();
    while (pos < src.length()) {
      char c = src.charAt(pos);
      if (!(Character.isLetterOrDigit(c) || c == '_' || c == '-')) {
        break;
      }
      pos++;
    }
    return new HclToken(Kind.IDENT, src.substring(start, pos), null, line, col);
  }

  private HclToken number() {
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
    return new HclToken(Kind.NUMBER, src.substring(start, pos), null, line, col);
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

  /**
   * A literal string token keeps only its decoded value; a template keeps its raw text, which the
   * stack block's attributes are evaluated from.
   */
  private HclToken quotedString() throws HclSyntaxException {
    int startLine = line;
    int startCol = column();
    int start = pos;
    StringBuilder value = new StringBuilder();
    boolean literal = scanQuoted(value, startLine, startCol, 0);
    return literal ? new HclToken(Kind.STRING, "", value.toString(), startLine, startCol)
        : new HclToken(Kind.STRING, src.substring(start, pos), null, startLine, startCol);
  }

  /** Scans a quoted template from its opening quote; returns false when it holds interpolations. */
  private boolean scanQuoted(StringBuilder value, int startLine, int startCol, int nesting)
      throws HclSyntaxException {
    if (nesting > maxDepth) {
      throw new HclSyntaxException("strings and template sequences are nested deeper than " + maxDepth
          + " levels", startLine, startCol);
    }
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
        skipTemplateSequence(nesting);
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
  private void skipTemplateSequence(int nesting) throws HclSyntaxException {
    int startLine = line;
    int startCol = column();
    pos += 2;
    int depth = 1;
    while (pos < src.length()) {
      char c = src.charAt(pos);
      if (c == '"') {
        scanQuoted(new StringBuilder(), line, column(), nesting + 1);
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

  private HclToken heredoc() throws HclSyntaxException {
    int startLine = line;
    int startCol = column();
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
        boolean literal = lines.stream().noneMatch(HclLexer::containsTemplate);
        String value = literal ? heredocValue(lines, indented) : null;
        return new HclToken(Kind.HEREDOC, "", value, startLine, startCol);
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
}
