package io.stackdrift.hcl;

import java.util.ArrayList;
import java.util.List;

/**
 * Parses quoted templates and heredocs as hclsyntax does: first into a flat list of parts (literal
 * text, interpolations, directive markers), applying strip markers ({@code ~}) to the adjacent
 * literal and, for {@code <<-}, removing the common indentation; then into a tree of directives.
 * A heredoc's literal text is one part per line, as HCL's scanner makes it, since strip markers and
 * indentation act on those parts.
 */
final class TemplateParser {
  /** A part of the flat list. */
  private interface Part {
    Span span();
  }

  /** Literal text; mutable, as strip markers and indentation removal trim it after it is read. */
  private static final class Literal implements Part {
    private final Span span;
    private String text;

    Literal(Span span, String text) {
      this.span = span;
      this.text = text;
    }

    @Override
    public Span span() {
      return span;
    }
  }

  private record Interpolation(Span span, Node expression) implements Part {}

  private record If(Span span, Node condition) implements Part {}

  private record For(Span span, String key, String value, Node collection) implements Part {}

  /** {@code else}, {@code endif} or {@code endfor}. */
  private record Marker(Span span, String keyword) implements Part {}

  private final ExpressionParser parser;
  private final Cursor in;
  private final List<Part> parts = new ArrayList<>();
  private StringBuilder literal;
  private Cursor.Mark literalStart;
  /** A {@code ~}} was just read: the next part, if literal, loses its leading whitespace. */
  private boolean trimNext;
  private int position;

  TemplateParser(ExpressionParser parser) {
    this.parser = parser;
    this.in = parser.cursor();
  }

  // --- quoted templates

  Node quoted() throws HclSyntaxException {
    Cursor.Mark start = in.mark();
    in.advance();
    while (true) {
      if (in.atEnd() || in.peek() == '\n') {
        Span span = in.span(start);
        throw new HclSyntaxException("unterminated string: missing closing '\"' (a quoted string cannot span lines; "
            + "use \\n or a heredoc)", span.line(), span.column());
      }
      char c = in.peek();
      if (c == '"') {
        endLiteral();
        in.advance();
        return build(in.span(start));
      }
      if (c == '\\') {
        escape();
      } else if (!sequence()) {
        appendLiteral(c);
        in.advance();
      }
    }
  }

  private void escape() throws HclSyntaxException {
    HclSyntaxException invalid = in.error("invalid escape sequence '\\" + (in.atEnd() ? "" : in.peek(1))
        + "' (use \\n \\r \\t \\\" \\\\ \\uNNNN or \\UNNNNNNNN)");
    char next = in.peek(1);
    switch (next) {
      case 'n' -> appendLiteral('\n');
      case 'r' -> appendLiteral('\r');
      case 't' -> appendLiteral('\t');
      case '"' -> appendLiteral('"');
      case '\\' -> appendLiteral('\\');
      case 'u', 'U' -> {
        unicodeEscape(next == 'u' ? 4 : 8);
        return;
      }
      default -> throw invalid;
    }
    in.advance(2);
  }

  private void unicodeEscape(int digits) throws HclSyntaxException {
    HclSyntaxException invalid = in.error("invalid unicode escape: '\\" + in.peek(1) + "' needs " + digits
        + " hexadecimal digits of a code point");
    String source = in.source();
    int from = in.pos() + 2;
    if (from + digits > source.length()) {
      throw invalid;
    }
    int cp;
    try {
      cp = Integer.parseUnsignedInt(source.substring(from, from + digits), 16);
    } catch (NumberFormatException e) {
      throw invalid;
    }
    if (!Character.isValidCodePoint(cp) || (cp >= 0xD800 && cp <= 0xDFFF)) {
      throw invalid;
    }
    startLiteral();
    literal.appendCodePoint(cp);
    in.advance(2 + digits);
  }

  // --- heredocs

  Node heredoc() throws HclSyntaxException {
    Cursor.Mark start = in.mark();
    in.advance(2);
    boolean indented = in.peek() == '-';
    if (indented) {
      in.advance();
    }
    String marker = marker();
    if (in.peek() == '\r') {
      in.advance();
    }
    if (in.peek() != '\n') {
      throw in.error("expected a new line after the heredoc's marker '" + marker + "', found " + in.describe());
    }
    in.advance();
    boolean lineStart = true;
    while (true) {
      if (in.atEnd()) {
        Span span = in.span(start);
        throw new HclSyntaxException("unterminated heredoc: no line '" + marker + "' closes it", span.line(),
            span.column());
      }
      if (lineStart && closesHeredoc(marker)) {
        endLiteral();
        break;
      }
      lineStart = heredocCharacter();
    }
    if (indented) {
      removeIndentation();
    }
    return build(in.span(start));
  }

  private String marker() throws HclSyntaxException {
    if (!ExpressionParser.isIdentifierStart(in.codePoint())) {
      throw in.error("expected a heredoc marker such as EOT after '<<', found " + in.describe());
    }
    return parser.identifier();
  }

  /** At a line's start: whether the line is the closing marker (then it is consumed, not its newline). */
  private boolean closesHeredoc(String marker) {
    String source = in.source();
    int end = source.indexOf('\n', in.pos());
    end = end < 0 ? source.length() : end;
    if (!source.substring(in.pos(), end).strip().equals(marker)) {
      return false;
    }
    in.advance(end - in.pos());
    return true;
  }

  /** Reads one character or sequence of a heredoc's body; true when a line ended. */
  private boolean heredocCharacter() throws HclSyntaxException {
    char c = in.peek();
    if (c == '\n') {
      appendLiteral('\n');
      in.advance();
      endLiteral();
      return true;
    }
    if (!sequence()) {
      appendLiteral(c);
      in.advance();
    }
    return false;
  }

  // --- sequences, shared

  /** Reads an escape ({@code $${}, {@code %%{}), an interpolation or a directive; false if none is next. */
  private boolean sequence() throws HclSyntaxException {
    char c = in.peek();
    if ((c == '$' || c == '%') && in.peek(1) == c && in.peek(2) == '{') {
      appendLiteral(c);
      appendLiteral('{');
      in.advance(3);
      return true;
    }
    if ((c != '$' && c != '%') || in.peek(1) != '{') {
      return false;
    }
    Cursor.Mark start = in.mark();
    in.advance(2);
    boolean stripBefore = in.peek() == '~';
    if (stripBefore) {
      in.advance();
    }
    endLiteral();
    if (stripBefore && !parts.isEmpty() && parts.get(parts.size() - 1) instanceof Literal previous) {
      previous.text = GoSpace.trimEnd(previous.text);
    }
    trimNext = false;
    boolean outer = parser.newlinesEnd(false);
    Part part = c == '$' ? interpolation(start) : directive(start);
    parser.newlinesEnd(outer);
    parts.add(part);
    return true;
  }

  private Part interpolation(Cursor.Mark start) throws HclSyntaxException {
    Node expression = parser.expression();
    close("the interpolation");
    return new Interpolation(in.span(start), expression);
  }

  private Part directive(Cursor.Mark start) throws HclSyntaxException {
    parser.skipSpace();
    Cursor.Mark keywordStart = in.mark();
    String keyword = ExpressionParser.isIdentifierStart(in.codePoint()) ? parser.identifier() : "";
    Part part = switch (keyword) {
      case "if" -> new If(in.span(start), parser.expression());
      case "for" -> forDirective(start);
      case "else", "endif", "endfor" -> new Marker(in.span(start), keyword);
      default -> {
        in.reset(keywordStart);
        throw in.error("expected a template directive (if, else, endif, for, endfor) after '%{', found "
            + (keyword.isEmpty() ? in.describe() : "'" + keyword + "'"));
      }
    };
    close("the %{ " + keyword + " } directive");
    return part;
  }

  private Part forDirective(Cursor.Mark start) throws HclSyntaxException {
    parser.skipSpace();
    String key = null;
    String value = parser.variableName("%{ for");
    parser.skipSpace();
    if (in.peek() == ',') {
      in.advance();
      parser.skipSpace();
      key = value;
      value = parser.variableName("%{ for " + key + ",");
      parser.skipSpace();
    }
    parser.expectKeyword("in");
    Node collection = parser.expression();
    return new For(in.span(start), key, value, collection);
  }

  /** Reads an optional {@code ~} and the closing brace of a sequence. */
  private void close(String what) throws HclSyntaxException {
    parser.skipSpace();
    boolean stripAfter = in.peek() == '~';
    if (stripAfter) {
      in.advance();
    }
    parser.expect('}', "'}' to close " + what);
    trimNext = stripAfter;
  }

  private void appendLiteral(char c) {
    startLiteral();
    literal.append(c);
  }

  private void startLiteral() {
    if (literal == null) {
      literal = new StringBuilder();
      literalStart = in.mark();
    }
  }

  /** Ends the literal part being read, trimming its start after a {@code ~}}. */
  private void endLiteral() {
    if (literal == null) {
      return;
    }
    String text = trimNext ? GoSpace.trimStart(literal.toString()) : literal.toString();
    trimNext = false;
    parts.add(new Literal(in.span(literalStart), text));
    literal = null;
  }

  /**
   * {@code <<-}: removes from each line's first literal the indentation all lines share, counting
   * only lines that start with literal text and are not blank (hclsyntax's flushHeredocTemplateParts).
   */
  private void removeIndentation() {
    int minimum = Integer.MAX_VALUE;
    boolean newLine = true;
    List<Literal> adjusted = new ArrayList<>();
    for (Part part : parts) {
      if (newLine) {
        newLine = false;
        int spaces = 0;
        if (part instanceof Literal literal) {
          String trimmed = GoSpace.trimStart(literal.text);
          if (trimmed.isEmpty() && literal.text.endsWith("\n")) {
            spaces = Integer.MAX_VALUE;
          } else {
            String indentation = literal.text.substring(0, literal.text.length() - trimmed.length());
            spaces = indentation.codePointCount(0, indentation.length());
            adjusted.add(literal);
          }
        }
        minimum = Math.min(minimum, spaces);
      }
      if (part instanceof Literal literal && literal.text.endsWith("\n")) {
        newLine = true;
      }
    }
    for (Literal literal : adjusted) {
      literal.text = literal.text.substring(literal.text.offsetByCodePoints(0, minimum));
    }
  }

  // --- the tree

  /** Joins adjacent literals, then builds the tree; a template that is one interpolation is its value. */
  private Node build(Span span) throws HclSyntaxException {
    List<Part> melded = new ArrayList<>();
    for (Part part : parts) {
      Part previous = melded.isEmpty() ? null : melded.get(melded.size() - 1);
      if (part instanceof Literal literal && previous instanceof Literal last) {
        last.text = last.text + literal.text;
      } else {
        melded.add(part);
      }
    }
    parts.clear();
    parts.addAll(melded);
    if (parts.size() == 1 && parts.get(0) instanceof Interpolation only) {
      return only.expression();
    }
    List<Node> nodes = sequence(span);
    if (position < parts.size()) {
      Part stray = parts.get(position);
      throw error(stray, "%{ " + ((Marker) stray).keyword() + " } has no matching %{ "
          + (((Marker) stray).keyword().equals("endfor") ? "for" : "if") + " }");
    }
    if (nodes.isEmpty()) {
      return new LiteralNode(span, "");
    }
    if (nodes.size() == 1 && nodes.get(0) instanceof LiteralNode single) {
      return new LiteralNode(span, single.value());
    }
    return new TemplateNode(span, nodes);
  }

  /** Parts up to a marker (not consumed) or the end. */
  private List<Node> sequence(Span span) throws HclSyntaxException {
    List<Node> nodes = new ArrayList<>();
    while (position < parts.size()) {
      Part part = parts.get(position);
      if (part instanceof Marker) {
        return nodes;
      }
      position++;
      if (part instanceof Literal literal) {
        nodes.add(new LiteralNode(literal.span(), literal.text));
      } else if (part instanceof Interpolation interpolation) {
        nodes.add(interpolation.expression());
      } else if (part instanceof If directive) {
        nodes.add(ifDirective(directive, span));
      } else {
        nodes.add(forDirective((For) part, span));
      }
    }
    return nodes;
  }

  private Node ifDirective(If directive, Span span) throws HclSyntaxException {
    parser.enter();
    try {
      TemplateNode then = new TemplateNode(span, sequence(span));
      TemplateNode otherwise = null;
      if (markerAhead("else")) {
        position++;
        otherwise = new TemplateNode(span, sequence(span));
      }
      if (!markerAhead("endif")) {
        throw error(directive, "%{ if } has no matching %{ endif }");
      }
      position++;
      return new TemplateIfNode(directive.span(), directive.condition(), then, otherwise);
    } finally {
      parser.leave();
    }
  }

  private Node forDirective(For directive, Span span) throws HclSyntaxException {
    parser.enter();
    try {
      TemplateNode body = new TemplateNode(span, sequence(span));
      if (!markerAhead("endfor")) {
        throw error(directive, "%{ for } has no matching %{ endfor }");
      }
      position++;
      return new TemplateForNode(directive.span(), directive.key(), directive.value(), directive.collection(), body);
    } finally {
      parser.leave();
    }
  }

  private boolean markerAhead(String keyword) {
    return position < parts.size() && parts.get(position) instanceof Marker marker && marker.keyword().equals(keyword);
  }

  private static HclSyntaxException error(Part part, String message) {
    return new HclSyntaxException(message, part.span().line(), part.span().column());
  }
}
