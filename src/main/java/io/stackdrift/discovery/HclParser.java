package io.stackdrift.discovery;

import io.stackdrift.discovery.HclToken.Kind;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads the structure of an HCL file: blocks and attributes. Attribute values are kept only when
 * they are literals (strings without interpolation, numbers, booleans, null, lists of those);
 * everything else is skipped by bracket matching, so any Terramate expression parses.
 */
final class HclParser {
  private final List<HclToken> tokens;
  private int pos;

  private HclParser(List<HclToken> tokens) {
    this.tokens = tokens;
  }

  static HclBody parse(String source) throws HclSyntaxException {
    HclParser parser = new HclParser(HclLexer.tokenize(source));
    return parser.body(null);
  }

  private HclBody body(HclToken opener) throws HclSyntaxException {
    List<HclBody.Attribute> attributes = new ArrayList<>();
    List<HclBody.Block> blocks = new ArrayList<>();
    Map<String, HclToken> seen = new HashMap<>();
    while (true) {
      HclToken t = next();
      if (t.is(Kind.NEWLINE)) {
        continue;
      }
      if (t.is(Kind.EOF)) {
        if (opener != null) {
          throw new HclSyntaxException("unclosed block: the '{' at " + opener.line() + ":" + opener.column()
              + " has no closing '}'", t.line(), t.column());
        }
        return new HclBody(List.copyOf(attributes), List.copyOf(blocks));
      }
      if (t.is(Kind.RBRACE)) {
        if (opener == null) {
          throw new HclSyntaxException("unexpected '}': no block is open", t.line(), t.column());
        }
        return new HclBody(List.copyOf(attributes), List.copyOf(blocks));
      }
      if (!t.is(Kind.IDENT)) {
        throw new HclSyntaxException("expected an attribute name or a block type, found " + t.describe(),
            t.line(), t.column());
      }
      if (peek().is(Kind.EQUALS)) {
        next();
        HclToken previous = seen.put(t.text(), t);
        if (previous != null) {
          throw new HclSyntaxException("attribute '" + t.text() + "' is already defined at line "
              + previous.line(), t.line(), t.column());
        }
        attributes.add(new HclBody.Attribute(t.text(), expression(t), t.line(), t.column()));
      } else {
        blocks.add(block(t));
      }
    }
  }

  private HclBody.Block block(HclToken type) throws HclSyntaxException {
    List<String> labels = new ArrayList<>();
    while (true) {
      HclToken t = next();
      if (t.is(Kind.LBRACE)) {
        HclBody body = body(t);
        return new HclBody.Block(type.text(), List.copyOf(labels), body, type.line(), type.column());
      }
      if (t.is(Kind.STRING) && t.value() != null) {
        labels.add(t.value());
      } else if (t.is(Kind.IDENT)) {
        labels.add(t.text());
      } else {
        throw new HclSyntaxException("expected '=' or '{' after '" + type.text() + "', found " + t.describe(),
            t.line(), t.column());
      }
    }
  }

  /** Consumes one attribute expression; it ends at a newline, '}' or end of file outside brackets. */
  private Object expression(HclToken name) throws HclSyntaxException {
    int start = pos;
    Deque<HclToken> open = new ArrayDeque<>();
    while (true) {
      HclToken t = peek();
      if (open.isEmpty() && (t.is(Kind.NEWLINE) || t.is(Kind.RBRACE) || t.is(Kind.EOF))) {
        break;
      }
      next();
      switch (t.kind()) {
        case LBRACE, LBRACK, LPAREN -> open.push(t);
        case RBRACE, RBRACK, RPAREN -> close(open, t);
        case EOF -> throw unclosed(open.peek(), t);
        default -> { }
      }
    }
    if (pos == start) {
      HclToken t = peek();
      throw new HclSyntaxException("attribute '" + name.text() + "' has no value", t.line(), t.column());
    }
    return literal(tokens.subList(start, pos));
  }

  private static void close(Deque<HclToken> open, HclToken closer) throws HclSyntaxException {
    Kind expected = switch (closer.kind()) {
      case RBRACE -> Kind.LBRACE;
      case RBRACK -> Kind.LBRACK;
      default -> Kind.LPAREN;
    };
    HclToken opener = open.poll();
    if (opener == null || !opener.is(expected)) {
      throw new HclSyntaxException("unexpected " + closer.describe()
          + (opener == null ? "" : ": the " + opener.describe() + " at " + opener.line() + ":" + opener.column()
              + " is not closed"), closer.line(), closer.column());
    }
  }

  private static HclSyntaxException unclosed(HclToken opener, HclToken eof) {
    return new HclSyntaxException("unexpected end of file: the " + opener.describe() + " at " + opener.line()
        + ":" + opener.column() + " is not closed", eof.line(), eof.column());
  }

  private static Object literal(List<HclToken> expr) {
    List<HclToken> significant = expr.stream().filter(t -> !t.is(Kind.NEWLINE)).toList();
    if (significant.size() == 1) {
      return scalar(significant.get(0));
    }
    if (significant.size() >= 2 && significant.get(0).is(Kind.LBRACK)
        && significant.get(significant.size() - 1).is(Kind.RBRACK)) {
      return list(significant.subList(1, significant.size() - 1));
    }
    return HclBody.NOT_LITERAL;
  }

  private static Object list(List<HclToken> items) {
    List<Object> values = new ArrayList<>();
    boolean expectValue = true;
    for (HclToken t : items) {
      if (expectValue) {
        Object v = scalar(t);
        if (v == HclBody.NOT_LITERAL) {
          return HclBody.NOT_LITERAL;
        }
        values.add(v);
        expectValue = false;
      } else if (t.is(Kind.COMMA)) {
        expectValue = true;
      } else {
        return HclBody.NOT_LITERAL;
      }
    }
    return values;
  }

  private static Object scalar(HclToken t) {
    switch (t.kind()) {
      case STRING, HEREDOC:
        return t.value() == null ? HclBody.NOT_LITERAL : t.value();
      case NUMBER:
        return t.text();
      case IDENT:
        return switch (t.text()) {
          case "true" -> Boolean.TRUE;
          case "false" -> Boolean.FALSE;
          case "null" -> HclBody.NOT_LITERAL;
          default -> HclBody.NOT_LITERAL;
        };
      default:
        return HclBody.NOT_LITERAL;
    }
  }

  private HclToken next() {
    HclToken t = tokens.get(pos);
    if (!t.is(Kind.EOF)) {
      pos++;
    }
    return t;
  }

  private HclToken peek() {
    return tokens.get(pos);
  }
}
