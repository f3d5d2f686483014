package io.stackdrift.hcl;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

/**
 * Parses HCL's native expression syntax (hclsyntax's spec) by recursive descent, straight from the
 * characters: templates switch the scanner's mode, which a separate token list would have to mirror.
 * Nesting is bounded by {@link #MAX_DEPTH}, so no input can overflow the stack, here or in evaluation.
 */
final class ExpressionParser {
  static final int MAX_DEPTH = HclParser.MAX_DEPTH;

  private final Cursor in;
  /** Whether a newline ends the expression: at the top and in objects yes, inside brackets no (as in HCL). */
  private boolean newlinesEnd = true;
  private int depth;

  private ExpressionParser(Cursor in) {
    this.in = in;
  }

  /** Parses a whole source as one expression; comments and blank lines may follow it. */
  static Node parse(String source, int line, int column) throws HclSyntaxException {
    ExpressionParser parser = new ExpressionParser(new Cursor(source, line, column));
    Node node = parser.expression();
    parser.skipSpace(true);
    if (!parser.in.atEnd()) {
      throw parser.in.error("unexpected " + parser.in.describe() + " after the expression");
    }
    return node;
  }

  Cursor cursor() {
    return in;
  }

  // --- expressions, lowest precedence first

  Node expression() throws HclSyntaxException {
    enter();
    try {
      Node condition = binary(1);
      skipSpace();
      if (in.peek() != '?') {
        return condition;
      }
      in.advance();
      Node whenTrue = expression();
      skipSpace();
      expect(':', "the conditional's ':'");
      Node whenFalse = expression();
      return new ConditionalNode(in.spanFrom(condition.span()), condition, whenTrue, whenFalse);
    } finally {
      depth--;
    }
  }

  /** Operators of {@code minLevel} and above, by precedence climbing: same-level chains loop, left-deep. */
  private Node binary(int minLevel) throws HclSyntaxException {
    Node left = unary();
    while (true) {
      Cursor.Mark before = in.mark();
      skipSpace();
      Operator op = Operator.at(in.source(), in.pos());
      if (op == null || op.level < minLevel) {
        in.reset(before);
        return left;
      }
      in.advance(op.symbol.length());
      Node right = binary(op.level + 1);
      left = new BinaryNode(in.spanFrom(left.span()), op, left, right);
    }
  }

  private Node unary() throws HclSyntaxException {
    skipSpace();
    Cursor.Mark start = in.mark();
    char c = in.peek();
    if (c != '-' && c != '!') {
      return postfix(primary(), start);
    }
    in.advance();
    enter();
    try {
      Node operand = unary();
      return new UnaryNode(in.span(start), c, operand);
    } finally {
      depth--;
    }
  }

  // --- traversals and splats

  /** Attribute access, indexes and splats after a term. */
  private Node postfix(Node base, Cursor.Mark start) throws HclSyntaxException {
    Node current = base;
    List<TraversalNode.Step> steps = new ArrayList<>();
    while (true) {
      Cursor.Mark before = in.mark();
      skipSpace();
      if (attributeSplatAhead(true)) {
        current = new SplatNode(in.span(start), traversal(current, steps, start), attributeSplat(start));
        steps = new ArrayList<>();
      } else if (in.startsWith("[") && splatAhead()) {
        Node each = postfix(new SplatItemNode(in.span(start)), start);
        return new SplatNode(in.span(start), traversal(current, steps, start), each);
      } else if (!step(steps, true)) {
        in.reset(before);
        return traversal(current, steps, start);
      }
    }
  }

  /** After {@code .*}: only attribute names apply to each element; an index after them applies to the list. */
  private Node attributeSplat(Cursor.Mark start) throws HclSyntaxException {
    Node item = new SplatItemNode(in.span(start));
    List<TraversalNode.Step> steps = new ArrayList<>();
    while (true) {
      Cursor.Mark before = in.mark();
      skipSpace();
      if (attributeSplatAhead(false) || !in.startsWith(".") || !step(steps, false)) {
        in.reset(before);
        return traversal(item, steps, start);
      }
    }
  }

  /**
   * Whether {@code .*} is next, blanks allowed between where new lines are ({@code (a.\n*)}, as HCL
   * reads it); consumed when {@code consume}.
   */
  private boolean attributeSplatAhead(boolean consume) throws HclSyntaxException {
    if (in.peek() != '.' || in.startsWith("...")) {
      return false;
    }
    Cursor.Mark before = in.mark();
    in.advance();
    skipSpace();
    boolean splat = in.peek() == '*';
    if (splat && consume) {
      in.advance();
    } else {
      in.reset(before);
    }
    return splat;
  }

  /** Consumes {@code [*]} when it is next. */
  private boolean splatAhead() throws HclSyntaxException {
    Cursor.Mark before = in.mark();
    in.advance();
    boolean outer = newlinesEnd;
    newlinesEnd = false;
    skipSpace();
    boolean splat = in.peek() == '*';
    if (splat) {
      in.advance();
      skipSpace();
      expect(']', "']' after '[*'");
    } else {
      in.reset(before);
    }
    newlinesEnd = outer;
    return splat;
  }

  /** One {@code .name}, {@code .0} or {@code [expr]} step, if one is next; indexes only when allowed. */
  private boolean step(List<TraversalNode.Step> steps, boolean indexes) throws HclSyntaxException {
    Cursor.Mark start = in.mark();
    if (in.peek() == '.' && !in.startsWith("...")) {
      in.advance();
      skipSpace();
      if (Character.isDigit(in.peek())) {
        StringBuilder digits = new StringBuilder();
        while (Character.isDigit(in.peek())) {
          digits.append(in.peek());
          in.advance();
        }
        Span span = in.span(start);
        steps.add(new TraversalNode.Step(span, null, new LiteralNode(span, new BigDecimal(digits.toString()))));
        return true;
      }
      if (!isIdentifierStart(in.codePoint())) {
        throw in.error("expected an attribute name after '.', found " + in.describe());
      }
      String name = identifier();
      steps.add(new TraversalNode.Step(in.span(start), name, null));
      return true;
    }
    if (in.peek() != '[' || !indexes) {
      return false;
    }
    in.advance();
    boolean outer = newlinesEnd;
    newlinesEnd = false;
    Node index = expression();
    skipSpace();
    expect(']', "']' to close the index");
    newlinesEnd = outer;
    steps.add(new TraversalNode.Step(in.span(start), null, index));
    return true;
  }

  private Node traversal(Node base, List<TraversalNode.Step> steps, Cursor.Mark start) {
    return steps.isEmpty() ? base : new TraversalNode(in.span(start), base, List.copyOf(steps));
  }

  // --- terms

  private Node primary() throws HclSyntaxException {
    skipSpace();
    Cursor.Mark start = in.mark();
    char c = in.peek();
    if (in.atEnd() || c == '\n') {
      throw in.error("expected an expression, found " + in.describe());
    }
    if (Character.isDigit(c)) {
      return number(start);
    }
    if (c == '"') {
      return new TemplateParser(this).quoted();
    }
    if (in.startsWith("<<")) {
      return new TemplateParser(this).heredoc();
    }
    if (c == '(') {
      return parenthesized(start);
    }
    if (c == '[') {
      return tuple(start);
    }
    if (c == '{') {
      return object(start);
    }
    if (isIdentifierStart(in.codePoint())) {
      return identifierTerm(start);
    }
    throw in.error("expected an expression, found " + in.describe());
  }

  private Node number(Cursor.Mark start) throws HclSyntaxException {
    int from = in.pos();
    digits();
    if (in.peek() == '.' && Character.isDigit(in.peek(1))) {
      in.advance();
      digits();
    }
    char e = in.peek();
    if ((e == 'e' || e == 'E') && (Character.isDigit(in.peek(1))
        || ((in.peek(1) == '+' || in.peek(1) == '-') && Character.isDigit(in.peek(2))))) {
      in.advance(2);
      digits();
    }
    String text = in.source().substring(from, in.pos());
    BigDecimal value = Numbers.parse(text);
    if (value == null) {
      Span span = in.span(start);
      throw new HclSyntaxException("the number " + span.text() + " is out of range (numbers have at most "
          + Numbers.MAX_EXPONENT + " digits before or after the point)", span.line(), span.column());
    }
    return new LiteralNode(in.span(start), value);
  }

  private void digits() {
    while (Character.isDigit(in.peek())) {
      in.advance();
    }
  }

  private Node parenthesized(Cursor.Mark start) throws HclSyntaxException {
    in.advance();
    boolean outer = newlinesEnd;
    newlinesEnd = false;
    Node inner = expression();
    skipSpace();
    expect(')', "')' to close the '('");
    newlinesEnd = outer;
    return new ParenNode(in.span(start), inner);
  }

  private Node identifierTerm(Cursor.Mark start) throws HclSyntaxException {
    String name = identifier();
    switch (name) {
      case "true":
        return new LiteralNode(in.span(start), Boolean.TRUE);
      case "false":
        return new LiteralNode(in.span(start), Boolean.FALSE);
      case "null":
        return new LiteralNode(in.span(start), null);
      default:
        break;
    }
    Cursor.Mark afterName = in.mark();
    skipSpace();
    if (in.startsWith("::")) {
      return call(namespaced(name), start);
    }
    if (in.peek() == '(') {
      return call(name, start);
    }
    in.reset(afterName);
    return new VariableNode(in.span(start), name);
  }

  /**
   * A namespaced function's name, {@code provider::aws::arn_parse} (HCL 2.21's function namespaces, as
   * Terramate v0.17.2 parses them with its hcl fork, terramate-io/hcl v2.0.0-rc6, in
   * finishParsingFunctionCall): identifiers joined by {@code ::}, then the call's {@code (}.
   */
  private String namespaced(String first) throws HclSyntaxException {
    StringBuilder name = new StringBuilder(first);
    while (in.startsWith("::")) {
      in.advance(2);
      skipSpace();
      if (!isIdentifierStart(in.codePoint())) {
        throw in.error("expected a function name after '" + name + "::', found " + in.describe());
      }
      name.append("::").append(identifier());
      skipSpace();
    }
    if (in.peek() != '(') {
      throw in.error("expected '(' after the function name " + name + ", found " + in.describe());
    }
    return name.toString();
  }

  private Node call(String name, Cursor.Mark start) throws HclSyntaxException {
    in.advance();
    boolean outer = newlinesEnd;
    newlinesEnd = false;
    List<Node> arguments = new ArrayList<>();
    boolean expand = false;
    while (true) {
      skipSpace();
      if (in.peek() == ')') {
        break;
      }
      arguments.add(expression());
      skipSpace();
      if (in.startsWith("...")) {
        in.advance(3);
        expand = true;
        skipSpace();
        if (in.peek() == ',') {
          in.advance();
          skipSpace();
        }
        expect(')', "')': the argument with '...' must be the last");
        newlinesEnd = outer;
        return new CallNode(in.span(start), name, List.copyOf(arguments), true);
      }
      if (in.peek() != ',') {
        break;
      }
      in.advance();
    }
    expect(')', "',' or ')' in the arguments of " + name);
    newlinesEnd = outer;
    return new CallNode(in.span(start), name, List.copyOf(arguments), expand);
  }

  private Node tuple(Cursor.Mark start) throws HclSyntaxException {
    in.advance();
    boolean outer = newlinesEnd;
    newlinesEnd = false;
    try {
      skipSpace();
      if (forAhead()) {
        return forExpression(start, ']');
      }
      List<Node> items = new ArrayList<>();
      while (true) {
        skipSpace();
        if (in.peek() == ']') {
          break;
        }
        items.add(expression());
        skipSpace();
        if (in.peek() != ',') {
          break;
        }
        in.advance();
      }
      expect(']', "',' or ']' in the list");
      return new TupleNode(in.span(start), List.copyOf(items));
    } finally {
      newlinesEnd = outer;
    }
  }

  private Node object(Cursor.Mark start) throws HclSyntaxException {
    in.advance();
    boolean outer = newlinesEnd;
    try {
      newlinesEnd = false;
      skipSpace();
      if (forAhead()) {
        return forExpression(start, '}');
      }
      newlinesEnd = true;
      List<ObjectNode.Item> items = new ArrayList<>();
      while (true) {
        skipSpace(true);
        if (in.peek() == '}') {
          in.advance();
          return new ObjectNode(in.span(start), List.copyOf(items));
        }
        items.add(objectItem());
        skipSpace();
        char c = in.peek();
        if (c == ',' || c == '\n') {
          in.advance();
        } else if (c != '}') {
          throw in.error("expected ',', a new line or '}' after the object's item, found " + in.describe());
        }
      }
    } finally {
      newlinesEnd = outer;
    }
  }

  /**
   * {@code key = value} or {@code key: value}; a bare identifier key is its name, any other key is
   * evaluated: {@code (expr)}, and a traversal such as {@code global.key} (Terramate's HCL takes it as
   * a reference where HashiCorp's calls it ambiguous).
   */
  private ObjectNode.Item objectItem() throws HclSyntaxException {
    Node key = expression();
    skipSpace();
    boolean equals = in.peek() == '=' && in.peek(1) != '=';
    if (!equals && in.peek() != ':') {
      throw in.error("expected '=' or ':' after the object key " + key.span().text() + ", found " + in.describe());
    }
    in.advance();
    Node value = expression();
    String name = key instanceof VariableNode variable ? variable.name() : null;
    return new ObjectNode.Item(name, name == null ? key : null, value);
  }

  /** Whether {@code for} and a variable name are next: a for expression, not a key or element named "for". */
  private boolean forAhead() throws HclSyntaxException {
    if (!keywordAhead("for")) {
      return false;
    }
    Cursor.Mark before = in.mark();
    in.advance(3);
    skipSpace();
    boolean name = isIdentifierStart(in.codePoint());
    in.reset(before);
    return name;
  }

  private Node forExpression(Cursor.Mark start, char close) throws HclSyntaxException {
    enter();
    try {
      in.advance(3);
      skipSpace();
      String keyVariable = null;
      String valueVariable = variableName("for");
      skipSpace();
      if (in.peek() == ',') {
        in.advance();
        skipSpace();
        keyVariable = valueVariable;
        valueVariable = variableName("for " + keyVariable + ",");
        skipSpace();
      }
      expectKeyword("in");
      Node collection = expression();
      skipSpace();
      expect(':', "':' after the for expression's collection");
      Node resultKey = null;
      if (close == '}') {
        resultKey = expression();
        skipSpace();
        if (!in.startsWith("=>")) {
          throw in.error("expected '=>' after the key of an object for expression, found " + in.describe());
        }
        in.advance(2);
      }
      Node resultValue = expression();
      skipSpace();
      boolean grouping = close == '}' && in.startsWith("...");
      if (grouping) {
        in.advance(3);
        skipSpace();
      }
      Node condition = null;
      if (keywordAhead("if")) {
        in.advance(2);
        condition = expression();
        skipSpace();
      }
      expect(close, "'" + close + "' to close the for expression");
      return new ForNode(in.span(start), keyVariable, valueVariable, collection, resultKey, resultValue, grouping,
          condition);
    } finally {
      depth--;
    }
  }

  // --- lexical helpers, shared with the template parser

  String variableName(String after) throws HclSyntaxException {
    if (!isIdentifierStart(in.codePoint())) {
      throw in.error("expected a variable name after '" + after + "', found " + in.describe());
    }
    return identifier();
  }

  void expectKeyword(String keyword) throws HclSyntaxException {
    if (!keywordAhead(keyword)) {
      throw in.error("expected '" + keyword + "', found " + in.describe());
    }
    in.advance(keyword.length());
  }

  boolean keywordAhead(String keyword) {
    if (!in.startsWith(keyword)) {
      return false;
    }
    int after = in.pos() + keyword.length();
    return after >= in.source().length() || !isIdentifierPart(in.source().codePointAt(after));
  }

  String identifier() {
    int from = in.pos();
    while (!in.atEnd() && isIdentifierPart(in.codePoint())) {
      in.advance(Character.charCount(in.codePoint()));
    }
    return in.source().substring(from, in.pos());
  }

  static boolean isIdentifierStart(int cp) {
    return cp >= 0 && (Character.isLetter(cp) || cp == '_');
  }

  static boolean isIdentifierPart(int cp) {
    if (cp < 0) {
      return false;
    }
    if (Character.isLetterOrDigit(cp) || cp == '_' || cp == '-') {
      return true;
    }
    int type = Character.getType(cp);
    return type == Character.NON_SPACING_MARK || type == Character.COMBINING_SPACING_MARK
        || type == Character.CONNECTOR_PUNCTUATION;
  }

  void expect(char c, String what) throws HclSyntaxException {
    if (in.peek() != c || in.atEnd()) {
      throw in.error("expected " + what + ", found " + in.describe());
    }
    in.advance();
  }

  /** Skips blanks and comments; newlines too where they do not end the expression. */
  void skipSpace() throws HclSyntaxException {
    skipSpace(!newlinesEnd);
  }

  void skipSpace(boolean newlines) throws HclSyntaxException {
    while (!in.atEnd()) {
      char c = in.peek();
      if (c == ' ' || c == '\t' || c == '\r' || (c == '\n' && newlines)) {
        in.advance();
      } else if (c == '#' || in.startsWith("//")) {
        while (!in.atEnd() && in.peek() != '\n') {
          in.advance();
        }
      } else if (in.startsWith("/*")) {
        skipBlockComment();
      } else {
        return;
      }
    }
  }

  private void skipBlockComment() throws HclSyntaxException {
    HclSyntaxException unterminated = in.error("unterminated comment: '/*' has no closing '*/'");
    in.advance(2);
    while (!in.atEnd() && !in.startsWith("*/")) {
      in.advance();
    }
    if (in.atEnd()) {
      throw unterminated;
    }
    in.advance(2);
  }

  /** Runs with newlines ignored (inside template sequences), restoring the mode after. */
  boolean newlinesEnd(boolean end) {
    boolean outer = newlinesEnd;
    newlinesEnd = end;
    return outer;
  }

  /** One more level of nesting; every recursive construct passes here, so the stack stays bounded. */
  void enter() throws HclSyntaxException {
    if (++depth > MAX_DEPTH) {
      throw in.error("expressions are nested deeper than " + MAX_DEPTH + " levels");
    }
  }

  void leave() {
    depth--;
  }
}
